/**
 * business-2 (issue 35): a year (2026-01..2026-11) of a sole proprietor, Dale Whitaker, a remodeling contractor
 * trading as Whitaker Home Repair in Portland, Oregon, written from README.md's prose. A Wells Fargo business
 * checking account (homeowners' cheques and Zelle, Square payouts, property managers' ACH, subcontractors paid by
 * cheque, Zelle and bill pay, the lumber yard on account, insurance, phone, estimated tax, owner draws) and a
 * Capital One card used for both (job materials, tools, truck fuel, rentals, dump fees, ads, licences, and his
 * family's groceries). Every amount is fixed by hand (no random draw), so schedule-c-expected.csv can be added
 * up from this file and its two accounts' files alone.
 *
 * Labels: `business` rows carry the business category a bookkeeper would give them; `personal` rows carry none;
 * `moved` rows (card payments, owner draws and contributions) are money between his own pockets.
 */
import type { BankRow } from '../../kit/bank-formats';

export type Use = 'business' | 'personal' | 'moved';

export interface ContractorRow extends BankRow {
  use: Use;
  /** The labelled business category (business rows only); never printed in a statement. */
  label: string | null;
}

export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
export const mm = (month: number) => String(month).padStart(2, '0');
export const day = (month: number, d: number) => `2026-${mm(month)}-${String(d).padStart(2, '0')}`;

/** Bank sign: negative = money out. Amounts in cents. */
export function row(
  date: string,
  description: string,
  cents: number,
  use: Use,
  label: string | null = null,
  extra: Partial<BankRow> = {},
): ContractorRow {
  return { date, description, cents, use, label, ...extra };
}
export const biz = (
  date: string,
  description: string,
  cents: number,
  category: string,
  extra?: Partial<BankRow>,
) => row(date, description, cents, 'business', category, extra);
export const own = (date: string, description: string, cents: number, category: string) =>
  row(date, description, cents, 'personal', null, { category });

/** "03/14" as Wells Fargo prints a Zelle's date inside its description. */
export const slash = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}`;
export const yymmdd = (iso: string) => iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);

/** The card's monthly payment from checking (and credited on the card the same day). */
export const cardPayment = (m: number) => 180_000 + m * 7_500;

export function byDate(rows: ContractorRow[]): ContractorRow[] {
  return rows.sort((a, b) => a.date.localeCompare(b.date));
}
