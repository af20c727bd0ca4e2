import { daysBetween, monthDay, type IsoDate } from '../core/dates.ts';
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

/** A move of the card's balance inside a cycle (a purchase, a refund, a payment, a fee), in dollars. */
export interface BalanceChange {
  date: IsoDate;
  amount: number;
}

/**
 * The average daily balance of a cycle, as issuers compute it: each day's end-of-day balance from the day after
 * the last close through this close, averaged. The cycle opens at the last statement's balance; a change
 * counts from its posting day on.
 */
export function averageDailyBalance(
  lastClose: IsoDate,
  close: IsoDate,
  openingOwed: number,
  changes: readonly BalanceChange[],
): number {
  const days = daysBetween(lastClose, close);
  let sum = openingOwed * days;
  for (const c of changes) {
    if (c.date > lastClose && c.date <= close) sum += c.amount * (daysBetween(c.date, close) + 1);
  }
  return sum / days;
}

/**
 * The interest a cycle charges: the average daily balance times the daily rate (APR / 365) times the cycle's
 * days, to the cent.
 */
export function cycleInterest(averageDaily: number, days: number): number {
  return roundCents((averageDaily * APR * days) / 365);
}

/**
 * The credit card's statement cycle: the statement closes on the 25th, autopay pays it from checking around
 * the 17th of the next month. A few seed-chosen months pay only part and a couple pay late (a late fee posts
 * on the 21st). A statement not paid in full loses the grace period: the next close charges interest on the
 * cycle's average daily balance, new purchases included. Works on card transactions in posted-date order, so
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
  // The last close, the statement balance it left, and what moved the balance since.
  let lastClose: IsoDate | null = null;
  let lastStatement = 0;
  let changes: BalanceChange[] = [];
  for (let k = 0; ; k++) {
    const close = monthDay(start, k, CLOSE_DAY);
    if (close < start) continue;
    if (close > horizon) break;
    while (cursor < charges.length && (charges[cursor] as TimelineTransaction).postedDate <= close) {
      const charge = charges[cursor] as TimelineTransaction;
      balance += charge.amount;
      changes.push({ date: charge.postedDate, amount: charge.amount });
      cursor++;
    }
    if (carried > 0 && lastClose !== null) {
      const interest = cycleInterest(
        averageDailyBalance(lastClose, close, lastStatement, changes),
        daysBetween(lastClose, close),
      );
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
    lastClose = close;
    lastStatement = statement;
    changes = [];
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
      changes.push({ date: feeDate, amount: 29 });
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
    changes.push({ date: payDate, amount: -payment });
    carried = statement - payment;
  }
  return out.filter((t) => t.authorizedDate <= horizon);
}
