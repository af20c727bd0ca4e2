import { z } from 'zod';
import type { MonthlyFlow } from '../monthly-series';
import type { Cents } from '../money';
import type { BusinessUse } from '../business/business-use';
import type { IsoDate } from '../dates';
import type { StreamCadence } from '../recurring/cost/stream-cost';
import type { PriceChange, StreamDirection, StreamKind } from '../recurring/engine/types';

export type { StreamKind };

export const STREAM_STATUSES = ['active', 'dismissed', 'cancelled'] as const;
export type StreamStatus = (typeof STREAM_STATUSES)[number];

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
  priceChanges: PriceChange[];
  /** The user's decision; a cancelled stream that charged again is 'active' with stillCharging. */
  status: StreamStatus;
  source: 'detected' | 'provider';
  direction: StreamDirection;
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
  /** Business when the latest charge is (the row's own choice, else its account's setting). */
  businessUse: BusinessUse;
  /** The latest charge's business category (null when personal or not chosen yet). */
  businessCategory: string | null;
}

/** GET /api/recurring, POST /api/recurring/refresh. */
export interface RecurringStreamsResponse {
  streams: RecurringStreamDto[];
}

/** PATCH /api/recurring/:id. */
export interface RecurringStreamResponse {
  stream: RecurringStreamDto;
}

/** GET /api/recurring/monthly-cost: what subscriptions and bills cost per month, the last 12 months. */
export interface RecurringMonthlyCost {
  from: IsoDate;
  to: IsoDate;
  months: MonthlyFlow[];
  totalCents: Cents;
}

const statusError = { error: 'status must be active, dismissed or cancelled' };
/** GET /api/recurring?status= */
export const recurringListQuerySchema = z
  .object({ status: z.enum(STREAM_STATUSES, statusError).optional() })
  .strict();
/** PATCH /api/recurring/:id: "Not a subscription", "I cancelled this", or undo. */
export const streamStatusPatchSchema = z.object({ status: z.enum(STREAM_STATUSES, statusError) }).strict();
export type StreamStatusPatch = z.input<typeof streamStatusPatchSchema>;
