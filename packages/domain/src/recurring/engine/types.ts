import type { IsoDate } from '../../dates';
import type { Cents } from '../../money';

export type Cadence =
  'weekly' | 'biweekly' | 'semi_monthly' | 'monthly' | 'quarterly' | 'semi_annual' | 'annual';
export type StreamKind = 'subscription' | 'bill' | 'income' | 'transfer' | 'loan';
export type StreamDirection = 'outflow' | 'inflow';

/** A step of a fixed price. `date` is the first charge at the new price; amounts are positive magnitudes. */
export interface PriceChange {
  date: IsoDate;
  fromCents: Cents;
  toCents: Cents;
}

/** One recurring series the engine found in one account. */
export interface DetectedStream {
  /** Stable across re-runs with more data: account, merchant key, direction, cadence (and a rank on ties). */
  key: string;
  accountId: string;
  name: string;
  merchant: string;
  direction: StreamDirection;
  cadence: Cadence;
  kind: StreamKind;
  /** At `today`: false once the next expected charge is overdue beyond the cadence's grace. */
  active: boolean;
  /** Product sign convention: positive = money out, negative = money in. */
  latestAmountCents: Cents;
  /** Median of the series, same sign convention. */
  typicalAmountCents: Cents;
  firstDate: IsoDate;
  lastDate: IsoDate;
  nextDate: IsoDate;
  /** Oldest first; refunds never belong to a series. */
  transactionIds: string[];
  /** Only for fixed-price series; variable bills never report changes. */
  priceChanges: PriceChange[];
  variableAmount: boolean;
  confidence: number;
  why: string;
}

/** A transaction as the engine works on it: day number and magnitude precomputed once. */
export interface PreparedTransaction {
  id: string;
  /** Position in the input: the last tie-break, so ids (any string a provider sends) are never compared. */
  index: number;
  accountId: string;
  date: IsoDate;
  /** Days since 1970-01-01. */
  day: number;
  /** Magnitude in cents (always > 0). */
  cents: Cents;
  direction: StreamDirection;
  merchantKey: string;
  merchantDisplay: string;
  /** Description with bank noise removed, for keyword rules. */
  cleanText: string;
  description: string;
  merchantName: string | null;
  category: readonly string[];
  pfc: string;
  /** A payment to or from a person mirrored by one of the same amount on another of the user's accounts. */
  mirrored?: boolean;
}
