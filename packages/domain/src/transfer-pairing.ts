import { daysBetween, type IsoDate } from './dates';
import type { Cents } from './money';
import { isPersonKey } from './categories/categoriser/person-payments';

/**
 * Money moved between a user's own accounts is neither earnings nor spending (docs/decisions/
 * 010-money-moved-between-accounts.md,). The reports find it in SQL (apps/server/src/db/queries/report-flows.ts); these
 * functions are the same rules on rows in memory, so they can be read, tabled and checked against the SQL.
 */

/** The two sides of one movement post at most this many calendar days apart. */
export const TRANSFER_PAIR_WINDOW_DAYS = 5;

/** The one line the reports show instead of counting these rows as earnings or spending. */
export const MOVED_BETWEEN_ACCOUNTS_LABEL = 'Moved between your accounts';
/**
 * The line of money paid to other people whose purpose nobody has said yet: a Zelle, Venmo or
 * Cash App payment, bill pay to a person, a cheque. Neither earnings nor spending until its text or the
 * user says what it paid for, and never "moved between your accounts": it left the user.
 */
export const PAID_TO_PEOPLE_LABEL = 'Paid to people';
/**
 * Its mirror: money in from another person (a Zelle, Venmo or Cash App payment from a name, a cheque
 * from someone) whose purpose nobody has said. Neither earnings nor a refund until its text or the user says
 * what it was for, and never "moved between your accounts": it came from someone else.
 */
export const RECEIVED_FROM_PEOPLE_LABEL = 'Received from people';

/** PFC v1 primaries whose rows may be one side of a movement (a loan paid from a linked account). */
export const PAIRABLE_PFC_PRIMARY = ['TRANSFER_IN', 'TRANSFER_OUT', 'LOAN_PAYMENTS'] as const;

/**
 * Primaries that are never earnings or spending: transfers to and from own accounts, P2P,
 * ATM withdrawals and deposits. With the card payments, they are the "Moved between your accounts" line.
 */
export const MOVED_PFC_PRIMARY = ['TRANSFER_IN', 'TRANSFER_OUT'] as const;
export const CARD_PAYMENT_PFC_DETAILED = 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT';
/** The primary whose rows are earnings; every other category is spending (a refund is negative spending). */
export const EARNINGS_PFC_PRIMARY = 'INCOME';

/** A row as the reports see it: its one category (PFC v1), whatever the source. */
export interface FlowRow {
  id: string;
  accountId: string;
  date: IsoDate;
  /** House sign: positive = money out of the account. */
  amountCents: Cents;
  personalPrimary: string | null;
  personalDetailed: string | null;
  /** The categoriser's merchant key: a payment to a person's starts with PERSON_KEY_PREFIX. */
  merchantKey?: string | null;
  /** Who set the category ('user', 'rule', ...): a rule that files a row as moved keeps it moved. */
  categorySource?: string | null;
}

const includes = (list: readonly string[], value: string | null) => value !== null && list.includes(value);

/** Whether a row may be one side of a movement between the user's accounts. */
export function canPair(row: FlowRow): boolean {
  return row.amountCents !== 0 && includes(PAIRABLE_PFC_PRIMARY, row.personalPrimary);
}

/** Whether `b` is the other side of `a`: same amount, opposite signs, another account, within the window. */
export function isCounterpart(a: FlowRow, b: FlowRow): boolean {
  return (
    canPair(a) &&
    canPair(b) &&
    a.accountId !== b.accountId &&
    a.amountCents === -b.amountCents &&
    Math.abs(daysBetween(a.date, b.date)) <= TRANSFER_PAIR_WINDOW_DAYS
  );
}

/**
 * Ids of the rows that have a counterpart among `rows` (all the user's rows, on every account). A row is
 * paired when some counterpart exists; the SQL asks the same question.
 */
export function pairedTransferIds(rows: readonly FlowRow[]): Set<string> {
  const byAmount = new Map<Cents, FlowRow[]>();
  for (const row of rows) {
    if (!canPair(row)) continue;
    const list = byAmount.get(row.amountCents) ?? [];
    list.push(row);
    byAmount.set(row.amountCents, list);
  }
  const paired = new Set<string>();
  for (const row of rows) {
    if (!canPair(row)) continue;
    if ((byAmount.get(-row.amountCents) ?? []).some((other) => isCounterpart(row, other))) paired.add(row.id);
  }
  return paired;
}

/**
 * 'moved' rows are shown on the one "Moved between your accounts" line; 'counted' rows are earnings or
 * spending. The category decides: transfers and card payments are moved whether or not the
 * other side is linked, and so is a loan's "payment received" (paying a debt is not earning); a loan
 * payment is moved when its loan's side is linked (paired), else it is spending.
 */
export function reportFlow(row: FlowRow, paired: boolean): 'moved' | 'counted' {
  if (paired) return 'moved';
  if (includes(MOVED_PFC_PRIMARY, row.personalPrimary)) return 'moved';
  if (row.personalDetailed === CARD_PAYMENT_PFC_DETAILED) return 'moved';
  if (row.amountCents < 0 && row.personalPrimary === 'LOAN_PAYMENTS') return 'moved';
  return 'counted';
}

/** The category a counted row is reported under: its PFC primary (null when uncategorised). */
export function reportCategory(row: FlowRow): string | null {
  return row.personalPrimary;
}

/**
 * Which side a counted row adds to: Income is earnings; every other category is spending, a refund
 * (money in) lowering it. An uncategorised row goes by its sign.
 */
export function reportSide(row: FlowRow): 'earnings' | 'spending' {
  if (row.personalPrimary === null) return row.amountCents < 0 ? 'earnings' : 'spending';
  return row.personalPrimary === EARNINGS_PFC_PRIMARY ? 'earnings' : 'spending';
}

/**
 * Of the rows reportFlow keeps out ('moved'), the ones paid to other people: a payment to a
 * person, money out, still a transfer out (nothing said what it paid for), not paired with another of
 * the user's accounts, and not put there by a rule (a rule's "Moved between your accounts" means the
 * user's own account). The user's own transfer category stays here: the Edit Transaction form may save
 * the category it was shown. The rest of 'moved' is "Moved between your accounts": own accounts and card
 * payments only.
 */
export function isPaidToPeople(row: FlowRow, paired: boolean): boolean {
  return (
    isPersonKey(row.merchantKey) &&
    row.amountCents > 0 &&
    row.personalPrimary === 'TRANSFER_OUT' &&
    !paired &&
    row.categorySource !== 'rule'
  );
}

/** isPaidToPeople's mirror for money in: from a person, still a transfer in, not paired, not a rule's. */
export function isReceivedFromPeople(row: FlowRow, paired: boolean): boolean {
  return (
    isPersonKey(row.merchantKey) &&
    row.amountCents < 0 &&
    row.personalPrimary === 'TRANSFER_IN' &&
    !paired &&
    row.categorySource !== 'rule'
  );
}
