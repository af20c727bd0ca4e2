import type { DecisionRow, NewStreamRow } from '../db/queries/recurring.ts';

/**
 * Decisions are kept by stream key. When a run produces a stream under a new key (more history changed
 * how the engine names it), the decision follows the stream that holds most of the charges it was made
 * on (at least half). Returns old key -> new key for the decisions that move.
 */
export function matchDecisions(decisions: readonly DecisionRow[], streams: readonly NewStreamRow[]) {
  const keys = new Set(streams.map((s) => s.streamKey));
  const decided = new Set(decisions.map((d) => d.streamKey));
  const renamed = new Map<string, string>();
  for (const decision of decisions) {
    if (keys.has(decision.streamKey) || decision.transactionIds.length === 0) continue;
    const charges = new Set(decision.transactionIds);
    let best: { key: string; overlap: number } | null = null;
    for (const stream of streams) {
      if (decided.has(stream.streamKey)) continue;
      const overlap = stream.transactionIds.filter((id) => charges.has(id)).length;
      if (overlap * 2 >= charges.size && (!best || overlap > best.overlap)) {
        best = { key: stream.streamKey, overlap };
      }
    }
    if (best) {
      renamed.set(decision.streamKey, best.key);
      decided.add(best.key);
    }
  }
  return renamed;
}
