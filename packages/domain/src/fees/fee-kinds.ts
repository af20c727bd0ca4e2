import type { IsoDate } from '../dates';
import type { Cents } from '../money';

/** The fee radar's buckets; the order is the order screens list them in. */
export const FEE_KINDS = [
  'atm',
  'overdraft',
  'insufficient_funds',
  'foreign_transaction',
  'monthly_maintenance',
  'late',
  'interest',
  'annual_card',
  'wire',
  'other',
] as const;

export type FeeKind = (typeof FEE_KINDS)[number];

/** A charge the institution holding the account made. amountCents is the money out (always > 0). */
export interface DetectedFee {
  transactionId: string;
  kind: FeeKind;
  amountCents: Cents;
  date: IsoDate;
  accountId: string;
}

/**
 * Money in that offsets fees: a fee reversal or refund (kind = the fee it gives back) or interest earned.
 * amountCents is the magnitude of the money in (always > 0), so it can be subtracted from fee totals as is.
 */
export interface FeeRefund {
  transactionId: string;
  kind: FeeKind | 'interest_earned';
  amountCents: Cents;
  date: IsoDate;
  accountId: string;
}
