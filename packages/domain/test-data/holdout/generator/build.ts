import type { HouseholdLabels } from '../../labels';
import { household1 } from './household-1';
import { household2 } from './household-2';
import { household3 } from './household-3';
import { household4 } from './household-4';

/** The four held-out households, built in memory. */
export function buildHoldout(): {
  name: string;
  files: { file: string; csv: string }[];
  labels: HouseholdLabels;
}[] {
  return [household1(), household2(), household3(), household4()].map((h) => ({
    name: h.name,
    ...h.build(),
  }));
}
