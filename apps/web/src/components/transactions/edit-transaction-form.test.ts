import type { TransactionDto } from '@tourniquet/domain';
import { describe, expect, it } from 'vitest';
import {
  applyToMerchantLabel,
  currentCategoryNote,
  initialValues,
  OWN_CATEGORY,
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
  it('starts from the row: magnitude amount, empty payee, the closest list category', () => {
    expect(initialValues(income)).toEqual({
      date: '2026-11-20',
      accountId: 'a1',
      merchantName: '',
      description: 'ACME PAYROLL',
      category: 'Payroll',
      amount: '2500.00',
    });
    expect(currentCategoryNote(income)).toEqual({ name: 'Wages & Salary · Income', reason: null });
  });

  it('shows the one category in the list: its entry, else the row’s own; the legacy word only without one', () => {
    const groceries = {
      ...income,
      amountCents: 4210,
      category: ['Shops'],
      personalCategory: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' },
      categoryReason: 'Groceries: Safeway is a grocery chain',
    };
    expect(initialValues(groceries).category).toBe('Food and Drink');
    expect(currentCategoryNote(groceries)).toEqual({
      name: 'Groceries · Food & Drink',
      reason: 'Groceries: Safeway is a grocery chain',
    });
    const rent = {
      ...groceries,
      personalCategory: { primary: 'RENT_AND_UTILITIES', detailed: 'RENT_AND_UTILITIES_RENT' },
    };
    expect(initialValues(rent).category).toBe(OWN_CATEGORY);
    expect(initialValues({ ...groceries, personalCategory: null }).category).toBe('Shops');
    expect(currentCategoryNote({ ...groceries, personalCategory: null, categoryReason: null })).toEqual({
      name: 'Uncategorized',
      reason: null,
    });
  });

  it('sends a picked category alone when nothing else changed, beside the fields otherwise', () => {
    const initial = initialValues(income);
    const gas = { primary: 'TRANSPORTATION', detailed: 'TRANSPORTATION_GAS' };
    const picked = { ...gas, label: 'Gas', primaryLabel: 'Transportation', description: 'x' };
    expect(toEditRequest({ ...initial, category: OWN_CATEGORY }, initial, picked)).toEqual({
      edit: { personalCategory: gas },
    });
    expect(toEditRequest({ ...initial, category: OWN_CATEGORY, amount: '5' }, initial, picked)).toEqual({
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

  it('leaves an untouched category out of the request, sends a changed one (even empty)', () => {
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
    expect(toEditRequest({ ...initial, category: '' }, initial)).toMatchObject({ edit: { category: '' } });
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
