/**
 * The three holdout-4 households, built in memory (the generator writes them; the API scorer reads them).
 * `seedOffset` draws the same scenarios with other amounts, ids and noise (0 is the committed set).
 */
import { boaHousehold } from './household-boa';
import { chaseHousehold } from './household-chase';
import { wellsHousehold } from './household-wells';

export function buildHouseholds(seedOffset = 0) {
  return [chaseHousehold(seedOffset), wellsHousehold(seedOffset), boaHousehold(seedOffset)].map((h) => ({
    name: h.name,
    ...h.build(),
  }));
}
