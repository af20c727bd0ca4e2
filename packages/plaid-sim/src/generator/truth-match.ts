import type { TransactionView } from './household.ts';
import type { RecurringTruth } from './truth.ts';

/**
 * The receiving legs of the household's own-account payments: savings "TRANSFER FROM CHK", the card's
 * "AUTOMATIC PAYMENT - THANK YOU", a loan's "PAYMENT RECEIVED". The truth records the paying side as the
 * series and gives these no series key, so a detector's stream built from them mirrors a true series
 * rather than being a false positive.
 */
export function receivingLegIds(views: readonly TransactionView[]): Set<string> {
  return new Set(
    views
      .filter((v) => v.txn.key.endsWith(':mirror') || /^card-payment:\d+$/.test(v.txn.key))
      .map((v) => v.id),
  );
}

/** True when at least half of a detected stream's transactions are receiving legs (see receivingLegIds). */
export function isReceivingLeg(streamIds: readonly string[], legIds: ReadonlySet<string>): boolean {
  return streamIds.filter((id) => legIds.has(id)).length * 2 >= streamIds.length;
}

/** Each transaction id of a true series, to the series. */
export function truthByTransactionId(truths: readonly RecurringTruth[]): Map<string, RecurringTruth> {
  const out = new Map<string, RecurringTruth>();
  for (const truth of truths) for (const id of truth.transactionIds) out.set(id, truth);
  return out;
}

/**
 * The true series a detected stream stands for: the one it shares most transactions with, when those are
 * at least half of the stream and at least half of the series; else null (a false positive).
 */
export function matchingTruth(
  streamIds: readonly string[],
  truthOfId: ReadonlyMap<string, RecurringTruth>,
): RecurringTruth | null {
  const overlap = new Map<RecurringTruth, number>();
  for (const id of streamIds) {
    const truth = truthOfId.get(id);
    if (truth) overlap.set(truth, (overlap.get(truth) ?? 0) + 1);
  }
  const [truth, shared] = [...overlap].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
  if (!truth) return null;
  const enough = shared * 2 >= streamIds.length && shared * 2 >= truth.transactionIds.length;
  return enough ? truth : null;
}
