/**
 * The two credit-union-and-online-bank households, built in memory (the generator writes them; the API scorer reads them).
 * `seedOffset` draws the same scenarios with other amounts, ids and noise (0 is the committed set).
 */
import { kowalczykRaoHousehold } from './household-1';
import { osullivanHaskellHousehold } from './household-2';

export function buildHouseholds(seedOffset = 0) {
  return [kowalczykRaoHousehold(seedOffset), osullivanHaskellHousehold(seedOffset)].map((h) => ({
    name: h.name,
    ...h.build(),
  }));
}
