import { describe, expect, it } from 'vitest';
import { isNonTransactionLine, sectionMarker } from './skip-rules.ts';

describe('sectionMarker', () => {
  it('opens a pending section on a "Pending" line of its own and a posted one on "Posted"', () => {
    expect(sectionMarker(['Pending'])).toBe(true);
    expect(sectionMarker(['Pending Transactions', '', ''])).toBe(true);
    expect(sectionMarker(['Posted'])).toBe(false);
    expect(sectionMarker(['', 'Posted Transactions'])).toBe(false);
    expect(sectionMarker(['Cleared'])).toBe(false);
  });

  it('is no marker on a transaction row or any other single cell', () => {
    expect(sectionMarker(['Pending', 'AMAZON.COM', '-12.00'])).toBeNull();
    expect(sectionMarker(['Transactions for Checking account XXXXXX-123456'])).toBeNull();
    expect(sectionMarker(['Pending charges are not final'])).toBeNull();
  });

  it('marker lines are never transactions', () => {
    expect(isNonTransactionLine(['Pending'], 0)).toBe(true);
    expect(isNonTransactionLine(['Posted', '', ''], 0)).toBe(true);
  });
});

describe('isNonTransactionLine', () => {
  it('a total label is a total even on a dated line; a shop named TOTAL is not', () => {
    expect(isNonTransactionLine(['03/31/2025', 'Total Debits', '-1,102.33'], 0)).toBe(true);
    expect(isNonTransactionLine(['03/31/2025', 'Total:', '-1,102.33'], 0)).toBe(true);
    expect(isNonTransactionLine(['03/31/2025', 'Subtotal', '12.00'], 0)).toBe(true);
    expect(isNonTransactionLine(['03/31/2025', 'TOTAL WINE & MORE', '-20.00'], 0)).toBe(false);
    expect(isNonTransactionLine(['03/31/2025', 'TOTAL DEBIT CARD REWARDS', '-5.00'], 0)).toBe(false);
  });
});
