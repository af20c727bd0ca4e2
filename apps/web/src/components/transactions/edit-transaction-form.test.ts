import type { TransactionDto } from '@tourniquet/domain';
import { describe, expect, it } from 'vitest';
import {
  applyToMerchantLabel,
  currentCategoryNote,
  initialValues,
  toEditRequest,
} from './edit-transaction-form.ts';

const income: TransactionDto = {
  id: 't1',
  accountId: 'a1',
  accountName: 'Checking',
  institutionName: 'Bank',
  date: '2026-11-20',
  merchantName: null,
  description: 'ACME PAYROLL',
  category: ['INCOME_WAGES'],
  amountCents: -250000,
  pending: false,
  plaidTransactionId: 'p1',
  personalCategory: { primary: 'INCOME', detailed: 'INCOME_WAGES' },
  categorySource: 'provider',
  categoryReason: null,
  displayMerchant: 'Acme Payroll',
  businessUse: 'personal',
  businessCategory: null,
  businessSource: null,
  splits: null,
  splitDroppedAt: null,
};

describe('edit transaction form', () => {
  it('starts from the row: magnitude amount, empty payee, its one category', () => {
    expect(initialValues(income)).toEqual({
      date: '2026-11-20',
      accountId: 'a1',
      merchantName: '',
      description: 'ACME PAYROLL',
      category: 'INCOME_WAGES',
      amount: '2500.00',
    });
    expect(currentCategoryNote(income)).toEqual({ name: 'Wages & Salary · Income', reason: null });
  });

  it('opens on the row’s one category, never the bank’s legacy word', () => {
    const electronics = {
      ...income,
      amountCents: 19999,
      category: ['Shops', 'Computers and Electronics'],
      personalCategory: { primary: 'GENERAL_MERCHANDISE', detailed: 'GENERAL_MERCHANDISE_ELECTRONICS' },
      categoryReason: 'Electronics: Best Buy is an electronics store',
    };
    expect(initialValues(electronics).category).toBe('GENERAL_MERCHANDISE_ELECTRONICS');
    expect(currentCategoryNote(electronics)).toEqual({
      name: 'Electronics · General Merchandise',
      reason: 'Electronics: Best Buy is an electronics store',
    });
    expect(initialValues({ ...electronics, personalCategory: null }).category).toBe('');
    expect(currentCategoryNote({ ...electronics, personalCategory: null, categoryReason: null })).toEqual({
      name: 'Uncategorized',
      reason: null,
    });
  });

  it('sends a picked category alone when nothing else changed, beside the fields otherwise', () => {
    const initial = initialValues(income);
    const gas = { primary: 'TRANSPORTATION', detailed: 'TRANSPORTATION_GAS' };
    expect(toEditRequest({ ...initial, category: 'TRANSPORTATION_GAS' }, initial)).toEqual({
      edit: { personalCategory: gas },
    });
    expect(toEditRequest({ ...initial, category: 'TRANSPORTATION_GAS', amount: '5' }, initial)).toEqual({
      edit: {
        date: '2026-11-20',
        accountId: 'a1',
        merchantName: '',
        description: 'ACME PAYROLL',
        amount: '5',
        personalCategory: gas,
      },
    });
    expect(applyToMerchantLabel(3)).toBe('Apply to the 3 other rows from this merchant');
    expect(applyToMerchantLabel(1)).toBe('Apply to the 1 other row from this merchant');
  });

  it('leaves an untouched category out of the request; Uncategorized goes as the empty word', () => {
    const initial = initialValues(income);
    expect(toEditRequest({ ...initial, amount: '10' }, initial)).toEqual({
      edit: {
        date: '2026-11-20',
        accountId: 'a1',
        merchantName: '',
        description: 'ACME PAYROLL',
        amount: '10',
      },
    });
    const cleared = toEditRequest({ ...initial, category: '' }, initial);
    expect(cleared).toMatchObject({ edit: { category: '' } });
    expect((cleared as { edit: object }).edit).not.toHaveProperty('personalCategory');
  });

  it('returns the schema messages per field instead of a request', () => {
    const initial = initialValues(income);
    expect(toEditRequest({ ...initial, amount: '1.234', description: ' ' }, initial)).toEqual({
      errors: {
        amount: 'Enter an amount like 12.34 (at most 2 decimals)',
        description: 'Enter a description',
      },
    });
  });
});
