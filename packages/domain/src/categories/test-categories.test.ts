import { describe, expect, it } from 'vitest';
import { TEST_EXPENSE_GROUPS, TEST_INCOME_CATEGORIES } from './test-categories';

describe('test categories', () => {
  it('has 16 distinct income categories', () => {
    expect(TEST_INCOME_CATEGORIES).toHaveLength(16);
    expect(new Set(TEST_INCOME_CATEGORIES).size).toBe(16);
  });

  it('has the 10 expense groups with the spec counts, in order', () => {
    expect(TEST_EXPENSE_GROUPS.map((g) => [g.key, g.categories.length])).toEqual([
      ['housing', 12],
      ['transportation', 11],
      ['food', 8],
      ['healthcare', 9],
      ['personal', 10],
      ['entertainment', 8],
      ['financial', 12],
      ['business', 10],
      ['taxes', 6],
      ['miscellaneous', 9],
    ]);
  });

  it('has no duplicate within a group and no income group', () => {
    for (const group of TEST_EXPENSE_GROUPS) {
      expect(new Set(group.categories).size).toBe(group.categories.length);
      expect(group.isIncome).toBe(false);
    }
  });
});
