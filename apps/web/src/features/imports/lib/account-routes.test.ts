import { describe, expect, it } from 'vitest';
import type { AccountDto, FileAccount } from '@tourniquet/domain/contracts';
import {
  DRAFT,
  fileAccountKind,
  fileAccountLabel,
  holdsSeveralAccounts,
  initialRoutes,
  NEW,
  newAccountName,
  routedRows,
  routesProblem,
  SKIP,
} from './account-routes.ts';

const checking: FileAccount = { index: 0, accountId: 'CHK-0417', mask: '0417', type: 'CHECKING', rows: 3 };
const card: FileAccount = { index: 1, accountId: 'VISA-7788', mask: '7788', type: 'CREDITCARD', rows: 2 };
const empty: FileAccount = { index: 2, name: 'Old savings', type: 'Bank', rows: 0 };
const mine = { id: 'acc-1', accountName: 'Everyday' } as AccountDto;

describe('sending each account of a file somewhere', () => {
  it('sends the first account with rows where the dialog points, the others to new accounts, empty ones nowhere', () => {
    const accounts = [checking, card, empty];
    expect(initialRoutes(accounts, { account: mine, draft: null })).toEqual(['acc-1', NEW, SKIP]);
    const draft = { name: 'Credit union', accountKind: 'checking' as const, kindChosen: false };
    expect(initialRoutes(accounts, { account: null, draft })).toEqual([DRAFT, NEW, SKIP]);
    expect(initialRoutes([empty, card], { account: null, draft: null })).toEqual([SKIP, NEW]);
  });

  it('names and types a new account from the file: a card is a credit card', () => {
    expect(fileAccountLabel(card)).toBe('Credit card · ending 7788');
    expect(newAccountName(card)).toBe('Credit card · ending 7788');
    expect(fileAccountKind(card)).toBe('credit-card');
    expect(fileAccountKind({ ...checking, type: 'SAVINGS' })).toBe('savings');
    expect(fileAccountKind(checking)).toBe('checking');
    expect(newAccountName(empty)).toBe('Old savings');
    expect(fileAccountKind({ index: 0, name: 'Visa', type: 'CCard', rows: 1 })).toBe('credit-card');
  });

  it('refuses nothing chosen or two accounts into one, and counts the rows it will import', () => {
    expect(routesProblem([SKIP, SKIP])).toBe('Choose where at least one account goes.');
    expect(routesProblem(['acc-1', 'acc-1'])).toMatch(/same account/);
    expect(routesProblem([NEW, NEW])).toBeNull();
    expect(routedRows([checking, card], ['acc-1', SKIP])).toBe(3);
    expect(routedRows([checking, card], [NEW, NEW])).toBe(5);
    expect(holdsSeveralAccounts([checking, empty])).toBe(false);
    expect(holdsSeveralAccounts([checking, card])).toBe(true);
  });
});
