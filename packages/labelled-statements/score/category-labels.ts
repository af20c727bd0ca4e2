/**
 * The labels of a category set (categories-1): for every statement row its expected PFC v1 category, whether
 * it is money moved between the user's own accounts or a card payment (to be kept out of earnings and
 * spending), and the merchant it belongs to; plus the user's corrections the scorer applies through the API.
 */
export interface CategoryAccountLabel {
  /** The account's name in the scorer (one manual account per bank account). */
  account: string;
  /** The first download (the older months) and the later one, imported after the corrections. */
  files: [string, string];
  format: string;
  type: 'depository' | 'credit';
  subtype: string;
  /** The query values a careful outside tool passes to POST /api/accounts/:id/import for this bank. */
  query: Record<string, string>;
  /** The export has its own category column (the import may map it). */
  hasCategoryColumn: boolean;
}

export interface CategoryRowLabel {
  /** `<file>#<n>`: n counts the file's rows oldest first from 1. */
  id: string;
  file: string;
  date: string;
  description: string;
  /** The bank's sign: negative is money out of the account (or a charge on a card). */
  cents: number;
  primary: string;
  detailed: string;
  /** Money moved between own accounts, a card payment (either side) or cash out: never earnings or spending. */
  moneyMoved: boolean;
  /** The merchant (or payee) this row is from: the same key on every row of it, whatever its store or ref. */
  merchant: string;
  /** The bank's own category column, when the export has one. */
  bankCategory?: string;
}

/** The user files row `id` under {primary, detailed}: the merchant's rows in the later files must follow. */
export interface CategoryCorrection {
  id: string;
  merchant: string;
  primary: string;
  detailed: string;
  why: string;
}

export interface CategoryHouseholdLabels {
  notes: string;
  accounts: CategoryAccountLabel[];
  rows: CategoryRowLabel[];
  corrections: CategoryCorrection[];
}
