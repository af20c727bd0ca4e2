import { compareIso, daysBetween, type IsoDate } from '../dates';
import { sumCents, type Cents } from '../money';
import { FEE_KINDS, type DetectedFee, type FeeKind, type FeeRefund } from './fee-kinds';

export interface FeeTotals {
  totalCents: Cents;
  /** Everything that offset fees: reversals, refunds and interest earned (a positive amount). */
  refundsCents: Cents;
  /** totalCents - refundsCents; negative when the offsets were larger. */
  netCents: Cents;
  /** Kinds with at least one fee, largest total first (ties in FEE_KINDS order). */
  byKind: { kind: FeeKind; totalCents: Cents; count: number }[];
  /** Accounts with at least one fee, largest total first (ties by account id). */
  byAccount: { accountId: string; totalCents: Cents; count: number }[];
}

function group<K>(fees: readonly DetectedFee[], keyOf: (fee: DetectedFee) => K) {
  const groups = new Map<K, { totalCents: Cents; count: number }>();
  for (const fee of fees) {
    const key = keyOf(fee);
    const current = groups.get(key) ?? { totalCents: 0, count: 0 };
    groups.set(key, {
      totalCents: sumCents([current.totalCents, fee.amountCents]),
      count: current.count + 1,
    });
  }
  return groups;
}

/** Integer-cent totals; byKind and byAccount each add up to totalCents exactly. */
export function feeTotals(fees: readonly DetectedFee[], refunds: readonly FeeRefund[] = []): FeeTotals {
  const totalCents = sumCents(fees.map((fee) => fee.amountCents));
  const refundsCents = sumCents(refunds.map((refund) => refund.amountCents));
  const byKind = [...group(fees, (fee) => fee.kind)]
    .map(([kind, sums]) => ({ kind, ...sums }))
    .sort((a, b) => b.totalCents - a.totalCents || FEE_KINDS.indexOf(a.kind) - FEE_KINDS.indexOf(b.kind));
  const byAccount = [...group(fees, (fee) => fee.accountId)]
    .map(([accountId, sums]) => ({ accountId, ...sums }))
    .sort(
      (a, b) =>
        b.totalCents - a.totalCents || (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0),
    );
  return { totalCents, refundsCents, netCents: totalCents - refundsCents, byKind, byAccount };
}

/**
 * What the fees dated from `from` to `to` (both inclusive) cost per year: total * 365 / days in the range,
 * rounded half up to the cent. A range of one calendar year of 365 days gives the total itself.
 */
export function yearlyFeeCost(fees: readonly DetectedFee[], from: IsoDate, to: IsoDate): Cents {
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw new RangeError(`Empty date range: ${from} to ${to}`);
  const inRange = fees.filter((fee) => compareIso(fee.date, from) >= 0 && compareIso(fee.date, to) <= 0);
  const total = BigInt(sumCents(inRange.map((fee) => fee.amountCents)));
  // Integer half-up: floor((2 * total * 365 + days) / (2 * days)); fees are money out, so total >= 0.
  const cents = (2n * total * 365n + BigInt(days)) / (2n * BigInt(days));
  return Number(cents);
}
