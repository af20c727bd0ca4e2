import type { IsoDate } from '@tourniquet/domain';

/** The truth of one household, as `households/<name>/labels.json` stores it. */
export type Cadence =
  'weekly' | 'biweekly' | 'semi_monthly' | 'monthly' | 'quarterly' | 'semi_annual' | 'annual';
export type SeriesKind = 'subscription' | 'bill' | 'income' | 'transfer' | 'loan';
export type FeeKind =
  | 'atm'
  | 'overdraft'
  | 'insufficient_funds'
  | 'foreign_transaction'
  | 'monthly_maintenance'
  | 'late'
  | 'interest'
  | 'annual_card'
  | 'wire'
  | 'other';
export type AccountType = 'depository' | 'credit' | 'loan' | 'investment' | 'other';

export interface PriceChangeLabel {
  /** The first charge at the new price. */
  date: IsoDate;
  /** Positive magnitudes. */
  fromCents: number;
  toCents: number;
}

export interface SeriesLabel {
  id: string;
  file: string;
  /** 1-based line numbers in `file`; line 1 is the header. */
  lines: number[];
  cadence: Cadence;
  kind: SeriesKind;
  active: boolean;
  /** Fixed-price series only; variable series (utilities, pay, card payments) have none. */
  priceChanges: PriceChangeLabel[];
}

export interface FeeLabel {
  file: string;
  line: number;
  kind: FeeKind;
}

export interface HouseholdLabels {
  today: IsoDate;
  accounts: { file: string; type: AccountType }[];
  series: SeriesLabel[];
  fees: FeeLabel[];
  notes: string;
}

/** The id the scorer gives the transaction on `line` of `file` (and so the id detectors must return). */
export function transactionId(file: string, line: number): string {
  return `${file}:${line}`;
}
