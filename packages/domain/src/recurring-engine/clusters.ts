import type { PreparedTransaction } from './types';

/** Neighbouring amounts within 3% (plus 2 cents) share a cluster: a fixed price, or one price level. */
export function amountClusters(txns: readonly PreparedTransaction[]): PreparedTransaction[][] {
  const byAmount = [...txns].sort((a, b) => a.cents - b.cents || a.day - b.day);
  const clusters: PreparedTransaction[][] = [];
  let current: PreparedTransaction[] = [];
  let previous = -Infinity;
  for (const t of byAmount) {
    if (current.length > 0 && t.cents > previous * 1.03 + 2) {
      clusters.push(current);
      current = [];
    }
    current.push(t);
    previous = t.cents;
  }
  if (current.length > 0) clusters.push(current);
  return clusters.map((cluster) => cluster.sort(byDay));
}

export function byDay(a: PreparedTransaction, b: PreparedTransaction): number {
  return a.day - b.day || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
