import { describe, expect, it } from 'vitest';
import { columnsFromHeader } from './detect-columns.ts';
import { normalizeHeader } from './header-names.ts';

describe('normalizeHeader', () => {
  it('ignores case, spacing, dots and a BOM', () => {
    expect(normalizeHeader('\ufeff Trans.  Date ')).toBe('trans date');
  });

  it('drops a trailing sign or currency in brackets, which says nothing about the role', () => {
    expect(normalizeHeader('Withdrawal (-)')).toBe('withdrawal');
    expect(normalizeHeader('Deposit (+)')).toBe('deposit');
    expect(normalizeHeader('Amount ($)')).toBe('amount');
    expect(normalizeHeader('Amount (USD)')).toBe('amount');
    // Other words in brackets stay: they may name another column.
    expect(normalizeHeader('Amount (EUR)')).toBe('amount (eur)');
  });
});

describe('columnsFromHeader', () => {
  it("reads Schwab's Withdrawal (-) and Deposit (+) as debit and credit", () => {
    const columns = columnsFromHeader([
      'Date',
      'Type',
      'Check #',
      'Description',
      'Withdrawal (-)',
      'Deposit (+)',
      'RunningBalance',
    ]);
    expect(columns.mapping).toEqual({
      date: 0,
      description: 3,
      merchant: null,
      amount: null,
      debit: 4,
      credit: 5,
      category: null,
    });
    expect(columns.type).toBe(1);
  });
});
