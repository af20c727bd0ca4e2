import { isAcceptable } from './acceptance';
import { CADENCE_RULES, ESTIMATED_TAX_PATTERN, ESTIMATED_TAX_RULE, type CadenceRule } from './cadence';
import { amountClusters, byDay } from './clusters';
import { fitCadence, type SeriesFit } from './fit';
import { absorbLeftovers, joinPieces } from './series-joining';
import type { PreparedTransaction, StreamKind } from './types';

const MAX_SERIES_PER_GROUP = 12;

const TAX_RULES: readonly CadenceRule[] = [
  ...CADENCE_RULES.filter((rule) => rule.cadence !== 'quarterly'),
  ESTIMATED_TAX_RULE,
];

/**
 * Every series in one merchant group (one account, one direction, one merchant key). Peels the best
 * acceptable fit off repeatedly, trying the whole remainder (one series, perhaps variable or stepping in
 * price) and each amount cluster (several fixed-price series at one merchant: iCloud beside Apple Music).
 * Then lets series take leftover charges that belong to them and joins pieces of one series.
 */
export function findSeriesInGroup(
  group: readonly PreparedTransaction[],
  kind: StreamKind,
  personToPerson: boolean,
): SeriesFit[] {
  let remaining = [...group].sort(byDay);
  const sample = remaining[remaining.length - 1];
  const rules = sample && ESTIMATED_TAX_PATTERN.test(sample.cleanText) ? TAX_RULES : CADENCE_RULES;
  const found: SeriesFit[] = [];
  while (remaining.length >= 2 && found.length < MAX_SERIES_PER_GROUP) {
    const clusters = amountClusters(remaining).filter((c) => c.length >= 2 && c.length < remaining.length);
    let best: SeriesFit | null = null;
    for (const candidate of [remaining, ...clusters]) {
      const fit = fitCadence(candidate, rules);
      const context = {
        kind,
        personToPerson,
        remaining: remaining.length,
        fromCluster: candidate !== remaining,
      };
      if (fit && isAcceptable(fit, context) && (!best || fit.score > best.score)) best = fit;
    }
    if (!best) break;
    found.push(best);
    const taken = new Set(best.members);
    remaining = remaining.filter((t) => !taken.has(t));
  }
  const leftovers = new Set(remaining);
  for (const fit of found) absorbLeftovers(fit, leftovers);
  return joinPieces(found);
}
