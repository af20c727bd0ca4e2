import { z } from 'zod';
import { EARLIEST_DATE, isDateInRange, isIsoDate, LATEST_DATE, type IsoDate } from '../dates';
import type { FeeKind } from '../fees/fee-kinds';
import type { Cents } from '../money';
import type { BusinessUse } from '../business/business-use';

export const FEE_REFUND_STATUSES = ['none', 'asked', 'refunded', 'refused'] as const;
export type FeeRefundStatus = (typeof FEE_REFUND_STATUSES)[number];

/** Asking for a fee back: asked (askedAt) -> refunded or refused. */
export interface FeeRefundDto {
  status: FeeRefundStatus;
  /** ISO timestamp of "I asked", null before. */
  askedAt: string | null;
  /** The reversal row the radar matched to the fee; null when none arrived (or marked by hand). */
  refundedTransactionId: string | null;
  /** What the reversal gave back (less than the fee for a partial refund); null without a reversal. */
  refundedCents: Cents | null;
}

/** A bank fee the radar found (amountCents is the money out, > 0). */
export interface FeeDto {
  transactionId: string;
  kind: FeeKind;
  amountCents: Cents;
  date: IsoDate;
  accountId: string;
  description: string;
  merchantName: string | null;
}

/** A fee in GET /api/fees: with its refund tracker and whether banks give this kind back on request. */
export interface FeeWithRefundDto extends FeeDto {
  refund: FeeRefundDto;
  refundable: boolean;
  /** Why the radar calls the row a fee, in a sentence: who charged it and what in the row says so. */
  reason: string;
  /** Business or personal: the fee's row's own choice, else its account's setting. */
  businessUse: BusinessUse;
}

/** Money in that offsets fees: a reversal or refund (kind = the fee given back) or interest earned (> 0). */
export interface FeeOffsetDto extends Omit<FeeDto, 'kind'> {
  kind: FeeKind | 'interest_earned';
}

export interface FeeTotalsDto {
  totalCents: Cents;
  refundsCents: Cents;
  /** totalCents - refundsCents. */
  netCents: Cents;
  count: number;
  /** The period's fees spread over a year. */
  yearlyCents: Cents;
  byKind: { kind: FeeKind; totalCents: Cents; count: number }[];
  byAccount: { accountId: string; totalCents: Cents; count: number }[];
}

/** GET /api/fees?from&to&accountIds */
export interface FeesResponse {
  fees: FeeWithRefundDto[];
  refunds: FeeOffsetDto[];
  totals: FeeTotalsDto;
  /** Fees given back this calendar year (every account, whatever the range): reversals matched to a fee,
   * and fees marked refunded by hand (their amount). */
  recovered: { year: number; cents: Cents };
  kinds: Record<FeeKind, { label: string; tip: string }>;
}

const isoDate = z
  .string()
  .refine(isIsoDate, 'must be a date like 2026-11-21')
  .refine(isDateInRange, `must be between ${EARLIEST_DATE} and ${LATEST_DATE}`);
/** GET /api/fees query. */
export const feesQuerySchema = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    // Comma-separated ids; "all" or nothing means every account.
    accountIds: z.string().max(20_000, 'Too many accounts').optional(),
  })
  .strict();

/** PATCH /api/fees/:transactionId */
export const feeRefundPatchSchema = z
  .object({
    refundStatus: z.enum(FEE_REFUND_STATUSES, {
      message: `must be one of ${FEE_REFUND_STATUSES.join(', ')}`,
    }),
  })
  .strict();

/** PATCH /api/fees/:transactionId answer. */
export interface FeeRefundPatchResponse {
  transactionId: string;
  refund: FeeRefundDto;
}

/** GET /api/fees/:transactionId/refund-request: what to send or say to the bank. */
export interface FeeRefundRequestResponse {
  transactionId: string;
  message: string;
  phoneScript: string[];
  phone: { bankName: string; number: string } | null;
  refundable: boolean;
}
