import type { Scores } from './score';

/** The targets for the detectors on this set (overall, all households pooled). */
export const TARGETS: Partial<Record<keyof Scores, number>> = {
  seriesPrecision: 0.95,
  seriesRecall: 0.95,
  cadenceAccuracy: 0.9,
  kindAccuracy: 0.9,
  activeAccuracy: 0.9,
  // Held at 0.90 on every set, the hidden sets' goal (it was 0.85 while the first set alone was scored).
  priceChangeF1: 0.9,
  feePrecision: 0.95,
  feeRecall: 0.95,
};
