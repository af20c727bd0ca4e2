import { describe, expect, it } from 'vitest';
import { findLinkedBank } from './linked-bank.ts';
import type { AccountDto } from '@tourniquet/domain/contracts';

const account = (over: Partial<AccountDto>): AccountDto => ({
  id: crypto.randomUUID(),
  accountName: 'Plaid Checking',
  institutionName: 'First Platypus Bank',
  nickname: '',
  mask: '0000',
  accountType: 'depository',
  accountSubtype: 'checking',
  accountTypeCustom: 'personal',
  businessPersonal: 'personal',
  accountCategory: 'bank',
  balanceCurrentCents: 100,
  balanceAvailableCents: 100,
  balanceLastRefreshed: null,
  displayOrder: 0,
  isManual: false,
  balanceSource: 'provider',
  balanceAsOf: null,
  accessIssue: false,
  ...over,
});

const mine = [
  account({}),
  account({
    accountName: 'Plaid Credit Card',
    mask: '3333',
    accountType: 'credit',
    accountSubtype: 'credit card',
  }),
];
const shared = (name = 'First Platypus Bank') => ({
  institution: { name, institution_id: 'ins_109508' },
  accounts: [
    { id: 'a', name: 'Plaid Checking', mask: '0000', type: 'depository', subtype: 'checking' },
    { id: 'b', name: 'Plaid Credit Card', mask: '3333', type: 'credit', subtype: 'credit card' },
  ],
});

describe('findLinkedBank', () => {
  it('recognises the same institution with the same masks and types', () => {
    expect(findLinkedBank(shared(), mine)).toEqual({
      institutionName: 'First Platypus Bank',
      needsLogin: false,
    });
  });

  it('says the bank needs a login when its accounts carry an access issue', () => {
    const broken = mine.map((a) => ({ ...a, accessIssue: true }));
    expect(findLinkedBank(shared(), broken)?.needsLogin).toBe(true);
  });

  it('sees a new bank: another institution, another account, or manual accounts only', () => {
    expect(findLinkedBank(shared('Tartan Bank'), mine)).toBeNull();
    const more = shared();
    more.accounts.push({
      id: 'c',
      name: 'Plaid Saving',
      mask: '1111',
      type: 'depository',
      subtype: 'savings',
    });
    expect(findLinkedBank(more, mine)).toBeNull();
    expect(
      findLinkedBank(
        shared(),
        mine.map((a) => ({ ...a, isManual: true })),
      ),
    ).toBeNull();
    expect(findLinkedBank({ institution: null, accounts: shared().accounts }, mine)).toBeNull();
  });
});
