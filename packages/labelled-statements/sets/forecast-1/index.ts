import { household1 } from './household-1';
import { household10 } from './household-10';
import { household2 } from './household-2';
import { household3 } from './household-3';
import { household4 } from './household-4';
import { household5 } from './household-5';
import { household6 } from './household-6';
import { household7 } from './household-7';
import { household8 } from './household-8';
import { household9 } from './household-9';
import { simulate, type SimulatedHousehold } from './simulate';

export { AS_OF, FUTURE_DAYS, type SimulatedHousehold } from './simulate';

/** The ten households of forecast-1, simulated (seeded: the same every run). */
export function simulateHouseholds(): SimulatedHousehold[] {
  return [
    household1,
    household2,
    household3,
    household4,
    household5,
    household6,
    household7,
    household8,
    household9,
    household10,
  ].map(simulate);
}
