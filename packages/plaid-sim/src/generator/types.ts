import type { IsoDate } from '../core/dates.ts';
import type { CategoryKey } from '../data/categories.ts';

export type AccountKey = 'checking' | 'savings' | 'credit' | 'mortgage' | 'student' | 'auto' | 'ira';

export interface AccountSpec {
  key: AccountKey;
  name: string;
  officialName: string;
  mask: string;
  type: 'depository' | 'credit' | 'loan' | 'investment';
  subtype: string;
  /** Balance the day before history starts; loans and cards: amount owed (positive). */
  openingBalance: number;
  limit: number | null;
}

export type Cadence = 'weekly' | 'biweekly' | 'monthly' | 'quarterly' | 'annual';
export type SeriesType = 'income' | 'bill' | 'subscription' | 'transfer';
export type FeeKind =
  | 'monthly_maintenance'
  | 'atm'
  | 'overdraft'
  | 'insufficient_funds'
  | 'foreign_transaction'
  | 'late_fee'
  | 'interest_charged';

/**
 * One transaction on the household's timeline. It becomes visible on `authorizedDate`; when `postedDate` is
 * later it is pending until then and then posts under a new id (Plaid's pending -> posted behaviour).
 * Amounts are float dollars with Plaid's sign: positive = money out of the account.
 */
export interface TimelineTransaction {
  key: string;
  accountKey: AccountKey;
  authorizedDate: IsoDate;
  postedDate: IsoDate;
  amount: number;
  pendingAmount: number;
  name: string;
  merchantName: string | null;
  website: string | null;
  category: CategoryKey;
  channel: 'online' | 'in store' | 'other';
  seriesKey: string | null;
  feeKind: FeeKind | null;
  foreign: boolean;
}

export interface PriceChange {
  fromOffsetDays: number;
  amount: number;
}

/** A recurring series (payroll, a bill, a subscription, a transfer). Offsets count days from history start. */
export interface SeriesSpec {
  key: string;
  type: SeriesType;
  cadence: Cadence;
  accountKey: AccountKey;
  name: string;
  merchantName: string | null;
  website: string | null;
  category: CategoryKey;
  channel: 'online' | 'in store' | 'other';
  baseAmount: number;
  priceChanges: readonly PriceChange[];
  /** Bills like electricity vary month to month; the factor multiplies the listed price. */
  variableAmount?: (date: IsoDate) => number;
  /** Day of month (monthly, quarterly, annual) or weekday 0-6 (weekly, biweekly). */
  anchor: number;
  startOffsetDays: number;
  stopOffsetDays: number | null;
  feeKind: FeeKind | null;
  /** Card charges show as pending for a day before posting; ACH debits post directly. */
  pendingDays: number;
  /** Money moving between own accounts also lands on the other account, with the opposite sign. */
  mirror?: { accountKey: AccountKey; name: string; category: CategoryKey };
}
