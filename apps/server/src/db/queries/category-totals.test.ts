import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import { accounts, transactions } from '../schema/index.ts';
import { categoryTotals } from './category-totals.ts';

describe('categoryTotals', () => {
  let ctx: TestContext;
  let userId: string;
  let otherId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    userId = (await createVerifiedUser(ctx)).userId;
    otherId = (await createVerifiedUser(ctx)).userId;
    const db = ctx.database.db;
    await db.insert(accounts).values([
      { id: 'ct_a', userId, accountName: 'A', institutionName: 'Bank', accountType: 'depository' },
      { id: 'ct_b', userId, accountName: 'B', institutionName: 'Bank', accountType: 'credit' },
      { id: 'ct_o', userId: otherId, accountName: 'O', institutionName: 'Bank', accountType: 'depository' },
    ]);
    const row = (accountId: string, date: string, amountCents: number, category: string[]) => ({
      userId: accountId === 'ct_o' ? otherId : userId,
      accountId,
      date,
      amountCents,
      category,
      description: 'x',
    });
    await db.insert(transactions).values([
      row('ct_a', '2026-11-01', 1250, ['Food and Drink', 'Restaurants']),
      row('ct_a', '2026-11-02', 750, ['Food and Drink']),
      row('ct_b', '2026-11-03', -300, ['Food and Drink']), // a refund: money in
      row('ct_a', '2026-11-04', -500000, ['Transfer', 'Payroll']),
      row('ct_a', '2026-11-05', 999, []),
      row('ct_b', '2026-11-05', 1, ['  ']),
      row('ct_a', '2026-11-06', 200, [' Shops ']), // trimmed, as primaryCategory reads it
      row('ct_a', '2026-10-31', 100000, ['Food and Drink']), // before the range
      row('ct_a', '2026-12-01', 100000, ['Food and Drink']), // after the range
      row('ct_o', '2026-11-02', 777, ['Food and Drink']), // another user
    ]);
  });
  afterAll(() => ctx.close());

  const range = { from: '2026-11-01', to: '2026-11-30' };

  it('sums money in and out per report category (trimmed first item; pay is Payroll), inside the range, for this user only', async () => {
    const totals = await categoryTotals(ctx.database.db, userId, { ...range, accountIds: null });
    expect(totals).toEqual([
      { category: 'Food and Drink', earningsCents: 300, spendingCents: 2000, count: 3 },
      { category: 'Payroll', earningsCents: 500000, spendingCents: 0, count: 1 }, // legacy Transfer > Payroll
      { category: 'Shops', earningsCents: 0, spendingCents: 200, count: 1 },
      { category: null, earningsCents: 0, spendingCents: 1000, count: 2 },
    ]);
  });

  it('filters by account, and an empty account list matches nothing', async () => {
    const db = ctx.database.db;
    expect(await categoryTotals(db, userId, { ...range, accountIds: ['ct_b'] })).toEqual([
      { category: 'Food and Drink', earningsCents: 300, spendingCents: 0, count: 1 },
      { category: null, earningsCents: 0, spendingCents: 1, count: 1 },
    ]);
    expect(await categoryTotals(db, userId, { ...range, accountIds: [] })).toEqual([]);
    // Another user's account id never brings in their rows.
    expect(await categoryTotals(db, userId, { ...range, accountIds: ['ct_o'] })).toEqual([]);
  });
});
