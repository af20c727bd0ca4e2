import type { TransactionDto } from '@tourniquet/domain';
import { describe, expect, it } from 'vitest';
import { initialValues, storedCategoryNote, toEditRequest } from './edit-transaction-form.ts';

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
    expect(storedCategoryNote(income)).toBe('Now: Income Wages. Leave this as it is to keep it.');
    expect(storedCategoryNote({ ...income, category: ['Payroll'] })).toBeNull();
    expect(storedCategoryNote({ ...income, category: [] })).toBeNull();
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
