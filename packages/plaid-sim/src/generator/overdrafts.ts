import type { IsoDate } from '../core/dates.ts';
import { roundCents } from '../core/prng.ts';
import { bankLine } from './bank-line.ts';
import type { TimelineTransaction } from './types.ts';

const OVERDRAFT_FEE = 35;
const RETURNED_ITEM_FEE = 34;
/** Debits this small do not draw a fee (most banks' de minimis rule). */
const SMALL_DEBIT = 5;
/** Past this far below zero the bank returns the item instead of paying it. */
const RETURN_BELOW = -400;
const MAX_FEES_PER_DAY = 3;

/**
 * The checking account's real overdrafts: walking its posted transactions day by day from the opening
 * balance, every debit (over $5) that leaves the balance below zero draws an overdraft fee the same day;
 * once the balance is already more than $400 below zero the bank returns the item instead (it comes
 * back the same day) and charges a returned-item fee. At most three fees a day.
 * Each day depends only on what posted up to it, so a later horizon only appends.
 */
export function overdraftFees(
  openingBalance: number,
  checking: TimelineTransaction[],
  horizon: IsoDate,
  /** Hourly pay: the payroll deposit's multiplier given the balance before it (more shifts when broke). */
  payFactor?: (balance: number) => number,
): TimelineTransaction[] {
  const posted = checking
    .filter((t) => t.postedDate <= horizon)
    .sort((a, b) =>
      a.postedDate === b.postedDate
        ? // Deposits land before the day's debits, as banks post them.
          a.amount - b.amount || (a.key < b.key ? -1 : 1)
        : a.postedDate < b.postedDate
          ? -1
          : 1,
    );
  const out: TimelineTransaction[] = [];
  let balance = openingBalance;
  let day = '';
  let feesToday = 0;
  for (const t of posted) {
    if (t.postedDate !== day) {
      day = t.postedDate;
      feesToday = 0;
    }
    if (payFactor && t.seriesKey === 'payroll') {
      // Set before it posts, from the past only; the deposit object is this household's own.
      const amount = roundCents(t.amount * payFactor(balance));
      Object.assign(t, { amount, pendingAmount: amount });
    }
    const before = balance;
    balance = roundCents(balance - t.amount);
    if (t.amount <= SMALL_DEBIT || balance >= 0 || feesToday >= MAX_FEES_PER_DAY) continue;
    feesToday++;
    const returned = before < RETURN_BELOW;
    if (returned) {
      // Not paid: the debit comes back the same day (a return from the payee), and only the fee stays.
      out.push({
        ...bankLine(`returned:${t.key}`, 'checking', day, -t.amount, `RETURNED ITEM ${t.name}`, t.category),
        merchantName: t.merchantName,
      });
      balance = roundCents(balance + t.amount);
    }
    const fee = returned
      ? bankLine(
          `nsf:${day}:${feesToday}`,
          'checking',
          day,
          RETURNED_ITEM_FEE,
          'INSUFFICIENT FUNDS FEE - RETURNED ITEM',
          'BANK_FEES_INSUFFICIENT_FUNDS',
          'insufficient_funds',
        )
      : bankLine(
          `overdraft:${day}:${feesToday}`,
          'checking',
          day,
          OVERDRAFT_FEE,
          'OVERDRAFT ITEM FEE',
          'BANK_FEES_OVERDRAFT_FEES',
          'overdraft',
        );
    out.push(fee);
    balance = roundCents(balance - fee.amount);
  }
  return out;
}
