import { describe, expect, it } from 'vitest';
import {
  accountAsKnown,
  accountSelectionLabel,
  formatAccountSelection,
  parseAccountSelection,
  selectedAccountIds,
} from './account-selection';

const accounts = [
  { id: 'a', accountName: 'Plaid Checking', nickname: 'Bills', businessPersonal: 'personal' as const },
  { id: 'b', accountName: 'Business Card', nickname: '', businessPersonal: 'business' as const },
  { id: 'c', accountName: 'Savings', nickname: null, businessPersonal: null },
];

describe('account selection', () => {
  it('parses the URL value, defaulting to all accounts', () => {
    expect(parseAccountSelection(undefined)).toEqual({ kind: 'all' });
    expect(parseAccountSelection(' ')).toEqual({ kind: 'all' });
    expect(parseAccountSelection(',,')).toEqual({ kind: 'all' });
    expect(parseAccountSelection('business')).toEqual({ kind: 'business' });
    expect(parseAccountSelection('a, b,a')).toEqual({ kind: 'ids', ids: ['a', 'b'] });
    expect(formatAccountSelection({ kind: 'ids', ids: ['a', 'b'] })).toBe('a,b');
    expect(formatAccountSelection({ kind: 'personal' })).toBe('personal');
  });

  it('resolves to account ids; unflagged accounts are personal', () => {
    expect(selectedAccountIds({ kind: 'all' }, accounts)).toBeNull();
    expect(selectedAccountIds({ kind: 'personal' }, accounts)).toEqual(['a', 'c']);
    expect(selectedAccountIds({ kind: 'business' }, accounts)).toEqual(['b']);
    expect(selectedAccountIds({ kind: 'business' }, [])).toEqual([]);
    expect(selectedAccountIds({ kind: 'ids', ids: ['c'] }, accounts)).toEqual(['c']);
  });

  it('labels the selector as the spec lists', () => {
    expect(accountSelectionLabel({ kind: 'all' }, accounts)).toBe('All accounts');
    expect(accountSelectionLabel({ kind: 'personal' }, accounts)).toBe('Combined Personal');
    expect(accountSelectionLabel({ kind: 'business' }, accounts)).toBe('Combined Business');
    expect(accountSelectionLabel({ kind: 'ids', ids: ['a'] }, accounts)).toBe('Bills');
    expect(accountSelectionLabel({ kind: 'ids', ids: ['b'] }, accounts)).toBe('Business Card');
    expect(accountSelectionLabel({ kind: 'ids', ids: ['a', 'c'] }, accounts)).toBe('2 accounts selected');
    expect(accountSelectionLabel({ kind: 'ids', ids: ['gone'] }, accounts)).toBe('Select account');
  });
});

describe('accountAsKnown', () => {
  it('names the bank, then the account, as its owner knows it', () => {
    expect(accountAsKnown({ institutionName: 'Chase', accountName: 'Total Checking' })).toBe(
      'Chase Total Checking',
    );
    // The name already says the bank; a manual account's institution is a placeholder.
    expect(accountAsKnown({ institutionName: 'Chase', accountName: 'CHASE Freedom' })).toBe('CHASE Freedom');
    expect(accountAsKnown({ institutionName: 'Manual Entry', accountName: 'Cash jar' })).toBe('Cash jar');
    expect(accountAsKnown({ institutionName: null, accountName: 'Savings' })).toBe('Savings');
  });
});
