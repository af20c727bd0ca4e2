import type { Cents, IsoDate, StreamCadence } from '@tourniquet/domain';

export type StreamKind = 'subscription' | 'bill' | 'income' | 'transfer' | 'loan';
export type StreamStatus = 'active' | 'dismissed' | 'cancelled';

/** How to stop a known subscription (the domain's cancel guides, matched on the server). */
export interface CancelGuideDto {
  name: string;
  cancelUrl: string;
  steps: string[];
}

/**
 * A recurring stream as GET /api/recurring sends it: the stored results of our engine merged with the
 * provider's streams. Amounts use the product sign (positive = money out, income negative).
 */
export interface RecurringStreamDto {
  id: string;
  accountId: string;
  name: string;
  merchant: string;
  cadence: StreamCadence;
  kind: StreamKind;
  /** The series is still running at the server's today. */
  active: boolean;
  /** The latest charge. */
  amountCents: Cents;
  nextDate: IsoDate;
  /** Our transaction ids, oldest first. */
  transactionIds: string[];
  /** Fixed-price steps only; variable bills never have any. Amounts are positive magnitudes. */
  priceChanges: { date: IsoDate; fromCents: Cents; toCents: Cents }[];
  status: StreamStatus;
  source: 'detected' | 'provider';
  direction: 'outflow' | 'inflow';
  typicalAmountCents: Cents;
  firstDate: IsoDate;
  lastDate: IsoDate;
  variableAmount: boolean;
  confidence: number;
  /** A plain sentence saying why this is recurring. */
  why: string;
  /** Cancelled, then charged again after the cancellation (status is then 'active'). */
  stillCharging: boolean;
  cancelledOn: IsoDate | null;
  yearlyCostCents: Cents;
  monthlyCostCents: Cents;
  cancelGuide: CancelGuideDto | null;
}
