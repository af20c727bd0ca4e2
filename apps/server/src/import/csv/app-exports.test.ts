import { describe, expect, it } from 'vitest';
import { parseSample, summary } from '../test-samples.ts';

// Real-looking exports, quirks included. Amounts are in the product convention: positive = money out,
// negative = money in.
describe('exports of budgeting apps, and our own columns', () => {
  it('Mint: unsigned amounts with a debit/credit Transaction Type', async () => {
    // Mint exports every account in one file: its Account Name column says which (see multi-account.test.ts).
    await expect(parseSample('mint-short.csv')).rejects.toThrow(/holds 2 accounts: 0: Checking \(2 rows\)/);
    const checking = await parseSample('mint-short.csv', { account: 'Checking' });
    expect(checking.mapping).toMatchObject({ date: 0, description: 1, amount: 3, category: 5 });
    expect(summary(checking)).toEqual([
      ['2025-03-15', 1549, 'Netflix'],
      ['2025-03-14', -250000, 'Acme Corp'],
    ]);
    const card = await parseSample('mint-short.csv', { account: '1' });
    expect(summary(card)).toEqual([['2025-03-02', 4210, 'Safeway']]);
  });

  it('YNAB: Payee, Outflow/Inflow in dollars', async () => {
    const statement = await parseSample('ynab-short.csv');
    expect(statement.mapping).toMatchObject({ date: 2, description: 3, debit: 8, credit: 9, category: 6 });
    expect(summary(statement)).toEqual([
      ['2025-03-15', 1549, 'Netflix'],
      ['2025-03-14', -250000, 'Acme Corp'],
      ['2025-03-13', 4567, "Trader Joe's"],
    ]);
  });

  it('imports `Date, Description, Merchant, Amount, Category` with no mapping at all', async () => {
    const statement = await parseSample('product-columns.csv');
    expect(statement.mapping).toEqual({
      date: 0,
      description: 1,
      merchant: 2,
      amount: 3,
      debit: null,
      credit: null,
      category: 4,
    });
    expect(statement.rows).toEqual([
      expect.objectContaining({
        line: 2,
        date: '2025-03-15',
        description: 'NETFLIX.COM 866-579-7172',
        merchantName: 'Netflix',
        category: 'Entertainment',
        amountCents: 1549,
        pending: false,
      }),
      expect.objectContaining({
        description: 'ACME CORP, INC PAYROLL',
        merchantName: 'Acme Corp',
        amountCents: -250000,
      }),
    ]);
  });
});
