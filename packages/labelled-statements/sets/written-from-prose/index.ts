/**
 * The three written-from-prose households, built in memory (the generator writes them; the API scorer reads them).
 * `seedOffset` draws the same scenarios with other amounts, ids and noise (0 is the committed set).
 */
import { okaforHousehold } from './household-1';
import { vegaHousehold } from './household-2';
import { whitcombeHousehold } from './household-3';

export function buildHouseholds(seedOffset = 0) {
  return [okaforHousehold(seedOffset), vegaHousehold(seedOffset), whitcombeHousehold(seedOffset)].map(
    (h) => ({
      name: h.name,
      ...h.build(),
    }),
  );
}
