import type { Cents, FeeKind, IsoDate } from '@tourniquet/domain';

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
  fees: FeeDto[];
  refunds: FeeOffsetDto[];
  totals: FeeTotalsDto;
  kinds: Record<FeeKind, { label: string; tip: string }>;
}
