import type { CategoryGroup } from './category-group';

export interface CategorySummary {
  incomeCategories: number;
  /** Total minus income, as the spec defines it. */
  expenseCategories: number;
  groups: number;
  total: number;
}

/** Computed from the data, never typed in, so the summary card cannot drift from the lists. */
export function categorySummary(groups: readonly CategoryGroup[]): CategorySummary {
  const total = groups.reduce((sum, group) => sum + group.categories.length, 0);
  const incomeCategories = groups
    .filter((group) => group.isIncome)
    .reduce((sum, group) => sum + group.categories.length, 0);
  return { incomeCategories, expenseCategories: total - incomeCategories, groups: groups.length, total };
}
