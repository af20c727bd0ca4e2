/** The three holdout-4 households, built in memory (the generator writes them; the API scorer reads them). */
import { boaHousehold } from './household-boa';
import { chaseHousehold } from './household-chase';
import { wellsHousehold } from './household-wells';

export function buildHouseholds() {
  return [chaseHousehold(), wellsHousehold(), boaHousehold()].map((h) => ({ name: h.name, ...h.build() }));
}
