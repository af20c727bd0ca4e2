import type { IsoDate } from '../dates';
import type { Cents } from '../money';

/**
 * One transaction as the detectors (recurring engine, fee radar) see it, whatever its source: a provider
 * sync, a file import or a manual entry. Sign convention of the product: amountCents > 0 is money out.
 */
export interface LedgerTransaction {
  id: string;
  accountId: string;
  date: IsoDate;
  /** The statement text as the bank printed it (may change every month: check numbers, dates, ids). */
  description: string;
  /** Cleaned merchant from the provider or the file; often missing, sometimes wrong. */
  merchantName: string | null;
  amountCents: Cents;
  /** Category path as stored (first item is "the" category); may be empty or wrong. */
  category: readonly string[];
  /** Plaid personal_finance_category, when the provider gave one. */
  pfcPrimary?: string | null;
  pfcDetailed?: string | null;
  pending: boolean;
}

/** What the detectors know of an account: its provider type decides card payments, loans and fees. */
export interface LedgerAccount {
  id: string;
  /** depository, credit, loan, investment, or other (manual accounts). */
  type: 'depository' | 'credit' | 'loan' | 'investment' | 'other';
  subtype?: string | null;
  name?: string;
  institutionName?: string;
}
