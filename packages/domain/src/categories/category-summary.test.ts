import { describe, expect, it } from 'vitest';
import { categorySummary } from './category-summary';

describe('categorySummary', () => {
  it('is zero for no groups', () => {
    expect(categorySummary([])).toEqual({ incomeCategories: 0, expenseCategories: 0, groups: 0, total: 0 });
  });

  it('counts income, expense as total minus income, groups and total', () => {
    expect(
      categorySummary([
        { key: 'a', label: 'A', isIncome: true, categories: ['x', 'y'] },
        { key: 'b', label: 'B', isIncome: false, categories: ['z'] },
        { key: 'c', label: 'C', isIncome: true, categories: [] },
        { key: 'd', label: 'D', isIncome: false, categories: ['p', 'q', 'r'] },
      ]),
    ).toEqual({ incomeCategories: 2, expenseCategories: 4, groups: 4, total: 6 });
  });
});
