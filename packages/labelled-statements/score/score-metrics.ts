/** Raw counts of one household; households are pooled by adding these, never by averaging ratios. */
export interface Tally {
  detectedStreams: number;
  labelledSeries: number;
  matchedSeries: number;
  cadenceCorrect: number;
  kindCorrect: number;
  activeCorrect: number;
  /** Price changes reported on ALL detected streams, matched or not: a false alert is a false alert. */
  detectedChanges: number;
  labelledChanges: number;
  matchedChanges: number;
  detectedFees: number;
  labelledFees: number;
  matchedFees: number;
  feeKindCorrect: number;
}

export interface Scores {
  seriesPrecision: number;
  seriesRecall: number;
  cadenceAccuracy: number;
  kindAccuracy: number;
  activeAccuracy: number;
  priceChangePrecision: number;
  priceChangeRecall: number;
  priceChangeF1: number;
  feePrecision: number;
  feeRecall: number;
  feeKindAccuracy: number;
}

/** Human-readable reasons behind the numbers, for the CLI and for failing test messages. */
export interface Issues {
  missedSeries: string[];
  extraStreams: string[];
  wrongAttributes: string[];
  priceChanges: string[];
  fees: string[];
}

export function emptyTally(): Tally {
  return {
    detectedStreams: 0,
    labelledSeries: 0,
    matchedSeries: 0,
    cadenceCorrect: 0,
    kindCorrect: 0,
    activeCorrect: 0,
    detectedChanges: 0,
    labelledChanges: 0,
    matchedChanges: 0,
    detectedFees: 0,
    labelledFees: 0,
    matchedFees: 0,
    feeKindCorrect: 0,
  };
}

export function sumTallies(tallies: readonly Tally[]): Tally {
  const total = emptyTally();
  for (const tally of tallies)
    for (const key of Object.keys(total) as (keyof Tally)[]) total[key] += tally[key];
  return total;
}

/** part / whole, where nothing to find (or nothing claimed) counts as perfect: 0 / 0 = 1. */
export function ratio(part: number, whole: number): number {
  return whole === 0 ? 1 : part / whole;
}

export function f1(precision: number, recall: number): number {
  return precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
}

export function scoresFromTally(t: Tally): Scores {
  const priceChangePrecision = ratio(t.matchedChanges, t.detectedChanges);
  const priceChangeRecall = ratio(t.matchedChanges, t.labelledChanges);
  return {
    seriesPrecision: ratio(t.matchedSeries, t.detectedStreams),
    seriesRecall: ratio(t.matchedSeries, t.labelledSeries),
    cadenceAccuracy: ratio(t.cadenceCorrect, t.matchedSeries),
    kindAccuracy: ratio(t.kindCorrect, t.matchedSeries),
    activeAccuracy: ratio(t.activeCorrect, t.matchedSeries),
    priceChangePrecision,
    priceChangeRecall,
    priceChangeF1: f1(priceChangePrecision, priceChangeRecall),
    feePrecision: ratio(t.matchedFees, t.detectedFees),
    feeRecall: ratio(t.matchedFees, t.labelledFees),
    feeKindAccuracy: ratio(t.feeKindCorrect, t.matchedFees),
  };
}
