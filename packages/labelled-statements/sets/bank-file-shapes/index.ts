/**
 * The three bank-file-shapes households, built in memory (the generator writes them; the API scorer reads them).
 * `seedOffset` draws the same scenarios with other amounts, ids and noise (0 is the committed set).
 */
import { boaHousehold } from './household-3';
import { chaseHousehold } from './household-1';
import { wellsHousehold } from './household-2';

export function buildHouseholds(seedOffset = 0) {
  return [chaseHousehold(seedOffset), wellsHousehold(seedOffset), boaHousehold(seedOffset)].map((h) => ({
    name: h.name,
    ...h.build(),
  }));
}
