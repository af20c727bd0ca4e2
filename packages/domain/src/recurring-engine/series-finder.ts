import { isAcceptable } from './acceptance';
import {
  CADENCE_RULES,
  ESTIMATED_TAX_PATTERN,
  ESTIMATED_TAX_RULE,
  PROPERTY_TAX_PATTERN,
  PROPERTY_TAX_RULE,
  type CadenceRule,
} from './cadence';
import { amountClusters, byDay } from './clusters';
import { fitCadence, type SeriesFit } from './fit';
import { absorbLeftovers, joinPieces } from './series-joining';
import type { PreparedTransaction, StreamKind } from './types';

const MAX_SERIES_PER_GROUP = 12;
/**
 * Above this many charges a merchant group is everyday spending: two years of even a weekly series are
 * about 104 charges, so only exact-price slices are searched (the whole group would cost the most and
 * can never be 75% one series).
 */
const WHOLE_GROUP_LIMIT = 300;

const TAX_RULES: readonly CadenceRule[] = [
  ...CADENCE_RULES.filter((rule) => rule.cadence !== 'quarterly'),
  ESTIMATED_TAX_RULE,
];

const PROPERTY_TAX_RULES: readonly CadenceRule[] = CADENCE_RULES.map((rule) =>
  rule.cadence === 'semi_annual' ? PROPERTY_TAX_RULE : rule,
);

/** The cadences a group is read with: tax payments keep their uneven due dates. */
function rulesFor(sample: PreparedTransaction | undefined): readonly CadenceRule[] {
  if (!sample || sample.direction !== 'outflow') return CADENCE_RULES;
  if (ESTIMATED_TAX_PATTERN.test(sample.cleanText)) return TAX_RULES;
  if (PROPERTY_TAX_PATTERN.test(sample.cleanText)) return PROPERTY_TAX_RULES;
  return CADENCE_RULES;
}

/** Index of the first value >= target in an ascending array. */
function lowerBound(sorted: readonly number[], target: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as number) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Charges whose amount is within `share` of `price` but not equal to it. */
function nearby(sortedCents: readonly number[], price: number, share: number): number {
  const inRange =
    lowerBound(sortedCents, price * (1 + share) + 1e-9) - lowerBound(sortedCents, price * (1 - share));
  const exact = lowerBound(sortedCents, price + 0.5) - lowerBound(sortedCents, price - 0.5);
  return inRange - exact;
}

/**
 * How many times a price would repeat by chance at this merchant: neighbours within 10% spread over the
 * cent values of that range. A subscription's price repeats far more often than its neighbours do.
 */
function chanceRepeats(sortedCents: readonly number[], price: number): number {
  return nearby(sortedCents, price, 0.1) / (0.2 * price + 1);
}

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
  const rules = rulesFor(sample);
  const found: SeriesFit[] = [];
  while (remaining.length >= 2 && found.length < MAX_SERIES_PER_GROUP) {
    const clusters = amountClusters(remaining).filter((c) => c.length >= 2 && c.length < remaining.length);
    const sortedCents = remaining.map((t) => t.cents).sort((a, b) => a - b);
    let best: SeriesFit | null = null;
    const candidates = remaining.length <= WHOLE_GROUP_LIMIT ? [remaining, ...clusters] : clusters;
    for (const candidate of candidates) {
      const fit = fitCadence(candidate, rules);
      const fromCluster = candidate !== remaining;
      const price = (candidate[0] as PreparedTransaction).cents;
      const context = {
        kind,
        personToPerson,
        remaining: remaining.length,
        fromCluster,
        nearbyAmounts: fromCluster ? nearby(sortedCents, price, 0.15) : 0,
        chanceRepeats: fromCluster ? chanceRepeats(sortedCents, price) : 0,
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
