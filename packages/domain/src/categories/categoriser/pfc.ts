import { PFC_V1_PRIMARY_TABLE, PFC_V1_TABLE, PFC_V2_TO_V1_TABLE } from './pfc-v1-data';

/** The generated tables' lines, split on "|". */
const cells = (table: string) =>
  table
    .trim()
    .split('\n')
    .map((line) => line.split('|'));

const PFC_V1_ROWS = cells(PFC_V1_TABLE).map(([primary, detailed, label, description]) => ({
  primary: primary!,
  detailed: detailed!,
  description: description!,
  label: label!,
}));
const PFC_V1_PRIMARY_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  cells(PFC_V1_PRIMARY_TABLE),
);
const PFC_V2_TO_V1_RENAMED: Readonly<Record<string, string>> = Object.fromEntries(cells(PFC_V2_TO_V1_TABLE));

export interface PersonalCategory {
  primary: string;
  detailed: string;
}

/** The PFC v1 taxonomy exactly as Plaid's pfc-v1-with-descriptions.csv names it, with labels. */
export const PFC_V1: readonly { primary: string; detailed: string; description: string; label: string }[] =
  PFC_V1_ROWS;

/** Every v1 primary, in the CSV's order. */
export const PFC_V1_PRIMARIES: readonly string[] = Object.keys(PFC_V1_PRIMARY_LABELS);

const BY_DETAILED = new Map(PFC_V1.map((row) => [row.detailed, row]));

/** 'FOOD_AND_DRINK' -> 'Food & Drink'; an unknown name comes back as it is. */
export function pfcPrimaryLabel(primary: string): string {
  return PFC_V1_PRIMARY_LABELS[primary] ?? primary;
}

/** 'FOOD_AND_DRINK_GROCERIES' -> 'Groceries'; an unknown name comes back as it is. */
export function pfcDetailedLabel(detailed: string): string {
  return BY_DETAILED.get(detailed)?.label ?? detailed;
}

/** The v1 category of a detailed name (the primary is implied); throws on a typo, so tables fail at load. */
export function pfc(detailed: string): PersonalCategory {
  const row = BY_DETAILED.get(detailed);
  if (!row) throw new Error(`Unknown PFC v1 detailed category: ${detailed}`);
  return { primary: row.primary, detailed: row.detailed };
}

/** A known v1 { primary, detailed } pair, or null (wrong shape, unknown name, or mismatched primary). */
export function parsePersonalCategory(v: unknown): PersonalCategory | null {
  if (typeof v !== 'object' || v === null) return null;
  const { primary, detailed } = v as Record<string, unknown>;
  if (typeof primary !== 'string' || typeof detailed !== 'string') return null;
  const row = BY_DETAILED.get(detailed);
  return row && row.primary === primary ? { primary, detailed } : null;
}

// v2 names Plaid lists with no v1 equivalent: the nearest v1 meaning (v1's own descriptions decide,
// e.g. INCOME_WAGES covers gig-economy work; every loan disbursement is a cash advance or loan in v1).
const V2_NEAREST: Readonly<Record<string, string>> = {
  ...PFC_V2_TO_V1_RENAMED,
  INCOME_CHILD_SUPPORT: 'INCOME_OTHER_INCOME',
  INCOME_GIG_ECONOMY: 'INCOME_WAGES',
  INCOME_LONG_TERM_DISABILITY: 'INCOME_OTHER_INCOME',
  INCOME_MILITARY: 'INCOME_WAGES',
  INCOME_RENTAL: 'INCOME_OTHER_INCOME',
  LOAN_DISBURSEMENTS_AUTO: 'TRANSFER_IN_CASH_ADVANCES_AND_LOANS',
  LOAN_DISBURSEMENTS_BNPL: 'TRANSFER_IN_CASH_ADVANCES_AND_LOANS',
  LOAN_DISBURSEMENTS_CASH_ADVANCES: 'TRANSFER_IN_CASH_ADVANCES_AND_LOANS',
  LOAN_DISBURSEMENTS_EWA: 'TRANSFER_IN_CASH_ADVANCES_AND_LOANS',
  LOAN_DISBURSEMENTS_MORTGAGE: 'TRANSFER_IN_CASH_ADVANCES_AND_LOANS',
  LOAN_DISBURSEMENTS_PERSONAL: 'TRANSFER_IN_CASH_ADVANCES_AND_LOANS',
  LOAN_DISBURSEMENTS_STUDENT: 'TRANSFER_IN_CASH_ADVANCES_AND_LOANS',
  LOAN_PAYMENTS_CASH_ADVANCES: 'LOAN_PAYMENTS_PERSONAL_LOAN_PAYMENT',
  LOAN_PAYMENTS_EWA: 'LOAN_PAYMENTS_PERSONAL_LOAN_PAYMENT',
  TRANSFER_IN_WIRE: 'TRANSFER_IN_ACCOUNT_TRANSFER',
  TRANSFER_OUT_WIRE: 'TRANSFER_OUT_ACCOUNT_TRANSFER',
  BANK_FEES_LATE_FEES: 'BANK_FEES_OTHER_BANK_FEES',
  BANK_FEES_CASH_ADVANCE: 'BANK_FEES_OTHER_BANK_FEES',
};

/**
 * A provider's category in v1 names: a v1 pair as it is, a v2 detailed name through Plaid's V1_EQUIVALENT
 * (or the nearest v1 meaning). Null for OTHER_OTHER and anything unknown: the row is then categorised
 * from its other evidence.
 */
export function toPfcV1(category: {
  primary?: string | null;
  detailed?: string | null;
}): PersonalCategory | null {
  const detailed = category.detailed?.trim().toUpperCase() ?? '';
  const known = BY_DETAILED.get(detailed) ?? BY_DETAILED.get(V2_NEAREST[detailed] ?? '');
  return known ? { primary: known.primary, detailed: known.detailed } : null;
}

/** Is this a spending category (not income, transfers or loan payments)? Refunds keep these. */
export function isSpendingPrimary(primary: string): boolean {
  return !['INCOME', 'TRANSFER_IN', 'TRANSFER_OUT', 'LOAN_PAYMENTS'].includes(primary);
}
