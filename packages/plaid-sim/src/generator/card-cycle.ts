import { monthDay, type IsoDate } from '../core/dates.ts';
import { createRng, roundCents } from '../core/prng.ts';
import { bankLine } from './bank-line.ts';
import type { TimelineTransaction } from './types.ts';

/** The statement closes on the 25th; the payment is due on the 20th of the next month. */
export const CARD_CLOSE_DAY = 25;
export const CARD_DUE_DAY = 20;
/** The purchase APR, in percent: the interest rows below and /liabilities/get both follow it. */
export const CARD_PURCHASE_APR_PERCENT = 21.99;
const CLOSE_DAY = CARD_CLOSE_DAY;
// The same rate as a fraction, written out: 21.99 / 100 is 0.21989999999999998 in binary.
const APR = 0.2199;

/**
 * The credit card's statement cycle: the statement closes on the 25th, autopay pays it from checking around
 * the 17th of the next month. A few seed-chosen months pay only part (interest is charged at the next close)
 * and a couple pay late (a late fee posts on the 21st). Works on card transactions in posted-date order, so
 * every statement depends only on the past and a longer horizon only appends.
 */
export function cardCycle(
  seed: number,
  start: IsoDate,
  horizon: IsoDate,
  openingOwed: number,
  cardTransactions: readonly TimelineTransaction[],
): TimelineTransaction[] {
  const rng = createRng(`${seed}:card-cycle`);
  const partialMonths = new Set([rng.int(2, 7), rng.int(9, 14), rng.int(16, 21)]);
  const lateMonths = new Set([rng.int(3, 10), rng.int(12, 22)]);
  const charges = [...cardTransactions].sort((a, b) =>
    a.postedDate < b.postedDate ? -1 : a.postedDate > b.postedDate ? 1 : 0,
  );
  const out: TimelineTransaction[] = [];
  let balance = openingOwed;
  let cursor = 0;
  let carried = 0;
  for (let k = 0; ; k++) {
    const close = monthDay(start, k, CLOSE_DAY);
    if (close < start) continue;
    if (close > horizon) break;
    while (cursor < charges.length && (charges[cursor] as TimelineTransaction).postedDate <= close) {
      balance += (charges[cursor] as TimelineTransaction).amount;
      cursor++;
    }
    if (carried > 0) {
      const interest = roundCents((carried * APR) / 12);
      out.push(
        bankLine(
          `card-interest:${k}`,
          'credit',
          close,
          interest,
          'INTEREST CHARGE ON PURCHASES',
          'BANK_FEES_INTEREST_CHARGE',
          'interest_charged',
        ),
      );
      balance += interest;
    }
    const statement = roundCents(balance);
    if (statement <= 0) {
      carried = 0;
      continue;
    }
    const payment = partialMonths.has(k) ? roundCents(Math.max(35, statement * 0.35)) : statement;
    const late = lateMonths.has(k);
    const payDate = monthDay(close, 1, late ? 23 : 17);
    if (late) {
      const feeDate = monthDay(close, 1, 21);
      out.push(
        bankLine(`card-late-fee:${k}`, 'credit', feeDate, 29, 'LATE FEE', 'BANK_FEES_LATE_FEES', 'late_fee'),
      );
      balance += 29;
    }
    out.push(
      bankLine(
        `card-payment:${k}`,
        'credit',
        payDate,
        -payment,
        'AUTOMATIC PAYMENT - THANK YOU',
        'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
        null,
      ),
    );
    out.push({
      ...bankLine(
        `card-payment:${k}:checking`,
        'checking',
        payDate,
        payment,
        'PLAID CARD AUTOPAY PPD ID: 9900112233',
        'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
        null,
      ),
      seriesKey: 'card-payment',
    });
    balance -= payment;
    carried = statement - payment;
  }
  return out.filter((t) => t.authorizedDate <= horizon);
}
