import { describe, expect, it } from 'vitest';
import { CHART_OF_ACCOUNTS, CHART_OF_ACCOUNTS_SUBTITLE } from './chart-of-accounts';

describe('chart of accounts', () => {
  it('has the spec subtitle and the five categories with their account counts', () => {
    expect(CHART_OF_ACCOUNTS_SUBTITLE).toBe('Standard business accounting categories and accounts');
    expect(CHART_OF_ACCOUNTS.map((c) => [c.label, c.accounts.length])).toEqual([
      ['Assets', 11],
      ['Liabilities', 6],
      ['Equity', 3],
      ['Income', 4],
      ['Expenses', 16],
    ]);
  });

  it('spells the accounts exactly as the spec', () => {
    const all = CHART_OF_ACCOUNTS.flatMap((c) => c.accounts);
    expect(all).toContain('Accumulated Depreciation - Furniture & Fixtures');
    expect(all).toContain("Owner's Draw");
    expect(all).toContain('Travel & Entertainment');
    expect(all.at(-1)).toBe('Interest Expense');
    expect(all[0]).toBe('Checking Account');
    expect(new Set(all).size).toBe(all.length);
  });
});
