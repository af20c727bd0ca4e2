/**
 * The categories-1 set, built in memory: every household's bank files (two downloads per account) and its
 * labels. The generator writes them under sets/categories-1/household-N/; the API scorer imports them.
 */
import type { CategoryHouseholdLabels } from '../../score/category-labels';
import { oaklandCouple } from './household-1';
import { roundRockFamily } from './household-2';
import { minneapolisSingle } from './household-3';

export interface CategoryHouseholdBuilt {
  name: string;
  files: Map<string, string>;
  labels: CategoryHouseholdLabels;
}

export function buildCategoryHouseholds(): CategoryHouseholdBuilt[] {
  return [oaklandCouple(), roundRockFamily(), minneapolisSingle()].map((h) => ({
    name: h.name,
    ...h.build(),
  }));
}
