import type { PreparedTransaction } from './types';

/**
 * Charges of one exact amount. Only a repeated price can make a series out of part of a merchant's
 * charges (acceptance rejects varying slices), and exact groups stay small at busy merchants, where
 * bands of similar amounts would span thousands of purchases.
 */
export function amountClusters(txns: readonly PreparedTransaction[]): PreparedTransaction[][] {
  const byCents = new Map<number, PreparedTransaction[]>();
  for (const t of txns) {
    const list = byCents.get(t.cents);
    if (list) list.push(t);
    else byCents.set(t.cents, [t]);
  }
  return [...byCents.values()].map((cluster) => cluster.sort(byDay));
}

/** Oldest first; same-day charges by amount, then input order. */
export function byDay(a: PreparedTransaction, b: PreparedTransaction): number {
  return a.day - b.day || a.cents - b.cents || a.index - b.index;
}
