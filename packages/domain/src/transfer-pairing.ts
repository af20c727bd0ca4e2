import { daysBetween, type IsoDate } from './dates';
import type { Cents } from './money';
import { primaryCategory } from './categories/category-labels';

/**
 * Money moved between a user's own accounts is neither earnings nor spending (docs/decisions/
 * 008-report-totals.md). The reports find it in SQL (apps/server/src/db/queries/report-flows.ts); these
 * functions are the same rules on rows in memory, so they can be read, tabled and checked against the SQL.
 */

/** The two sides of one movement post at most this many calendar days apart. */
export const TRANSFER_PAIR_WINDOW_DAYS = 5;

/** The one line the reports show instead of counting these rows as earnings or spending. */
export const MOVED_BETWEEN_ACCOUNTS_LABEL = 'Moved between your accounts';

/** Report categories that replace Plaid's legacy ones, whose first items mislead ("Transfer" for pay). */
export const PAYROLL_CATEGORY = 'Payroll';
export const LOAN_PAYMENT_CATEGORY = 'Loan Payment';

/** Plaid personal-finance primaries whose rows may be one side of a movement. */
export const PAIRABLE_PFC_PRIMARY = ['TRANSFER_IN', 'TRANSFER_OUT', 'LOAN_PAYMENTS'] as const;
/** Without a Plaid category (imported rows), the legacy first items that may be a movement. */
export const PAIRABLE_LEGACY_CATEGORIES = ['Transfer', 'Payment'] as const;

/**
 * Detailed categories that say "to or from another of your accounts" by themselves: they are moved
 * money even when the other side is not linked (a card paid from a bank that is not connected, savings
 * elsewhere, a retirement account).
 */
export const OWN_ACCOUNT_PFC_DETAILED = [
  'TRANSFER_IN_ACCOUNT_TRANSFER',
  'TRANSFER_IN_SAVINGS',
  'TRANSFER_OUT_ACCOUNT_TRANSFER',
  'TRANSFER_OUT_SAVINGS',
  'TRANSFER_OUT_INVESTMENT_AND_RETIREMENT_FUNDS',
  'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
] as const;

/** Pay: Plaid v1 calls it INCOME_WAGES, v2 INCOME_SALARY. */
export const PAYROLL_PFC_DETAILED = ['INCOME_WAGES', 'INCOME_SALARY'] as const;
export const CARD_PAYMENT_PFC_DETAILED = 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT';

export interface FlowRow {
  id: string;
  accountId: string;
  date: IsoDate;
  /** House sign: positive = money out of the account. */
  amountCents: Cents;
  pfcPrimary: string | null;
  pfcDetailed: string | null;
  category: readonly string[];
  /** A row the user edited is taken as they categorised it: never paired, never relabelled. */
  userEdited: boolean;
}

const includes = (list: readonly string[], value: string | null) => value !== null && list.includes(value);

/** Pay, by Plaid's category or by the legacy list Plaid gives it ("Transfer" > "Payroll"). */
export function isPay(row: FlowRow): boolean {
  if (includes(PAYROLL_PFC_DETAILED, row.pfcDetailed)) return true;
  return (
    row.pfcDetailed === null &&
    primaryCategory(row.category) === 'Transfer' &&
    row.category[1]?.trim() === 'Payroll'
  );
}

/** Whether a row may be one side of a movement between the user's accounts. */
export function canPair(row: FlowRow): boolean {
  if (row.userEdited || row.amountCents === 0 || isPay(row)) return false;
  if (row.pfcPrimary === null) return includes(PAIRABLE_LEGACY_CATEGORIES, primaryCategory(row.category));
  return includes(PAIRABLE_PFC_PRIMARY, row.pfcPrimary);
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
 * paired when some counterpart exists; the SQL asks the same question with EXISTS.
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
 * 'moved' rows are shown on the one "Moved between your accounts" line; 'counted' rows are earnings
 * (money in) or spending (money out). Besides pairs, a row Plaid files as going to or from another own
 * account is moved, and so is a card's or a loan's "payment received": paying a debt is not earning.
 */
export function reportFlow(row: FlowRow, paired: boolean): 'moved' | 'counted' {
  if (row.userEdited) return 'counted';
  if (paired) return 'moved';
  if (includes(OWN_ACCOUNT_PFC_DETAILED, row.pfcDetailed)) return 'moved';
  if (row.amountCents < 0 && row.pfcPrimary === 'LOAN_PAYMENTS') return 'moved';
  return 'counted';
}

/**
 * The category a counted row is reported under: pay is Payroll (Plaid's legacy list says "Transfer"), a
 * loan payment is Loan Payment (legacy "Payment", next to rent); otherwise the first category item.
 */
export function reportCategory(row: FlowRow): string | null {
  if (!row.userEdited) {
    if (isPay(row)) return PAYROLL_CATEGORY;
    if (row.pfcPrimary === 'LOAN_PAYMENTS' && row.pfcDetailed !== CARD_PAYMENT_PFC_DETAILED) {
      return LOAN_PAYMENT_CATEGORY;
    }
  }
  return primaryCategory(row.category);
}
