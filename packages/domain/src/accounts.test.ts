import { describe, expect, it } from 'vitest';
import {
  ACCOUNTS_PAGE_SECTIONS,
  CHECKING_ACCOUNT_REQUIRED_MESSAGE,
  MANUAL_ACCOUNT_TYPES,
  MANUAL_INSTITUTION_NAME,
  accountCategoryFromProviderType,
  accountConfigSchema,
  accountsPageSection,
  defaultAccountConfig,
  hasCheckingAccount,
  isCreditAccount,
  manualAccountId,
  manualAccountInputSchema,
  manualAccountTypeSchema,
  selectAccountsGroup,
} from './accounts';

describe('accountCategoryFromProviderType', () => {
  it.each([
    ['credit', 'credit'],
    ['CREDIT', 'credit'],
    ['loan', 'loan'],
    ['depository', 'bank'],
    ['investment', 'bank'],
    ['other', 'bank'],
    ['', 'bank'],
    [null, 'bank'],
    [undefined, 'bank'],
  ])('%j -> %s', (type, category) => expect(accountCategoryFromProviderType(type)).toBe(category));
});

describe('isCreditAccount', () => {
  it.each([
    [{ type: 'credit', subtype: null }, true],
    [{ type: 'credit', subtype: 'credit card' }, true],
    [{ type: 'depository', subtype: 'credit card' }, true],
    [{ type: 'Credit' }, true],
    [{ subtype: 'Credit Card' }, true],
    [{ type: 'depository', subtype: 'checking' }, false],
    [{ type: 'loan', subtype: 'mortgage' }, false],
    [{ type: 'depository', subtype: 'credit_card' }, false],
    [{}, false],
  ])('%j -> %s', (account, credit) => expect(isCreditAccount(account)).toBe(credit));
});

describe('hasCheckingAccount', () => {
  it.each([
    [[{ type: 'depository', subtype: 'savings' }], true],
    [[{ type: 'checking' }], true],
    [[{ type: 'other', subtype: 'checking' }], true],
    [[{ type: 'Depository' }], true],
    [
      [
        { type: 'credit', subtype: 'credit card' },
        { type: 'depository', subtype: 'checking' },
      ],
      true,
    ],
    [[{ type: 'credit', subtype: 'credit card' }], false],
    [[{ type: 'loan' }, { type: 'investment', subtype: '401k' }], false],
    [[], false],
  ])('%j -> %s', (accounts, ok) => expect(hasCheckingAccount(accounts)).toBe(ok));

  it('has the spec message', () => {
    expect(CHECKING_ACCOUNT_REQUIRED_MESSAGE).toBe('Please link a checking account to proceed.');
  });
});

describe('selectAccountsGroup', () => {
  it.each([
    ['Business Checking', 'Business'],
    ['BUSINESS CREDIT CARD', 'Business'],
    ['Small business credit', 'Business'],
    ['Everyday Checking', 'Personal'],
    ['Savings', 'Personal'],
    ['', 'Personal'],
    ['Sapphire Credit Card', 'Other'],
    ['CREDIT LINE', 'Other'],
  ])('%j -> %s', (name, group) => expect(selectAccountsGroup(name)).toBe(group));
});

describe('accountsPageSection', () => {
  const linked = { isManual: false, accountSubtype: null, accountTypeCustom: null } as const;
  const manual = { isManual: true, accountType: 'other', accountSubtype: null } as const;

  it('files linked accounts by category', () => {
    expect(accountsPageSection({ ...linked, accountType: 'depository' })).toBe('Linked Banks');
    expect(accountsPageSection({ ...linked, accountType: 'checking' })).toBe('Linked Banks');
    expect(accountsPageSection({ ...linked, accountType: 'credit' })).toBe('Linked Credit Cards');
    expect(accountsPageSection({ ...linked, accountType: 'other', accountSubtype: 'credit card' })).toBe(
      'Linked Credit Cards',
    );
    expect(accountsPageSection({ ...linked, accountType: 'loan' })).toBe('Linked Loans');
    expect(accountsPageSection({ ...linked, accountType: 'investment' })).toBe('Investments');
  });

  it('files manual accounts by their type', () => {
    expect(accountsPageSection({ ...manual, accountTypeCustom: 'asset' })).toBe(
      'Other Banks and Cash Reserves',
    );
    expect(accountsPageSection({ ...manual, accountTypeCustom: null })).toBe('Other Banks and Cash Reserves');
    expect(accountsPageSection({ ...manual, accountTypeCustom: 'liability' })).toBe(
      'Other Debts and Obligations',
    );
    expect(accountsPageSection({ ...manual, accountTypeCustom: 'investment' })).toBe('Investments');
  });

  it('lists the six spec sections in order', () => {
    expect(ACCOUNTS_PAGE_SECTIONS).toEqual([
      'Linked Banks',
      'Linked Credit Cards',
      'Linked Loans',
      'Other Banks and Cash Reserves',
      'Other Debts and Obligations',
      'Investments',
    ]);
  });
});

describe('manual accounts', () => {
  it('uses the spec values', () => {
    expect(MANUAL_ACCOUNT_TYPES).toEqual(['asset', 'liability', 'investment']);
    expect(MANUAL_INSTITUTION_NAME).toBe('Manual Entry');
    expect(manualAccountTypeSchema.safeParse('personal').success).toBe(false);
  });

  it('builds ids from the injected timestamp', () => {
    expect(manualAccountId(1_763_700_000_000)).toBe('manual_1763700000000');
    expect(() => manualAccountId(-1)).toThrow(RangeError);
    expect(() => manualAccountId(1.5)).toThrow(RangeError);
  });

  it('requires a non-empty trimmed name', () => {
    expect(
      manualAccountInputSchema.parse({ accountName: '  Cash jar ', accountTypeCustom: 'asset' }),
    ).toEqual({
      accountName: 'Cash jar',
      accountTypeCustom: 'asset',
    });
    expect(
      manualAccountInputSchema.safeParse({ accountName: '   ', accountTypeCustom: 'asset' }).success,
    ).toBe(false);
  });
});

describe('account configuration', () => {
  it('defaults to the provider name, personal, and the category from the type', () => {
    expect(defaultAccountConfig({ id: 'a1', name: 'Plaid Checking', type: 'depository' })).toEqual({
      account_id: 'a1',
      nickname: 'Plaid Checking',
      account_type: 'personal',
      account_category: 'bank',
    });
    expect(defaultAccountConfig({ id: 'a2', name: 'Card', type: 'credit' }).account_category).toBe('credit');
  });

  it('validates what the client sends, defaulting the account type', () => {
    expect(
      accountConfigSchema.parse({ account_id: 'a1', nickname: ' Main ', account_category: 'loan' }),
    ).toEqual({
      account_id: 'a1',
      nickname: 'Main',
      account_type: 'personal',
      account_category: 'loan',
    });
    expect(
      accountConfigSchema.safeParse({
        account_id: 'a1',
        nickname: '',
        account_type: 'joint',
        account_category: 'bank',
      }).success,
    ).toBe(false);
  });
});
