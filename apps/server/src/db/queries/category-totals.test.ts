import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import { accounts, transactions } from '../schema/index.ts';
import { categoryTotals, type CategoryTotal } from './category-totals.ts';

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
    // The report reads each row's one category (issue 22), not the legacy list.
    const row = (accountId: string, date: string, amountCents: number, detailed: string | null) => ({
      userId: accountId === 'ct_o' ? otherId : userId,
      accountId,
      date,
      amountCents,
      category: ['Legacy word'],
      personalPrimary:
        detailed && detailed.replace(/_(RESTAURANT|GROCERIES|WAGES|OTHER_GENERAL_MERCHANDISE)$/, ''),
      personalDetailed: detailed,
      description: 'x',
    });
    await db.insert(transactions).values([
      row('ct_a', '2026-11-01', 1250, 'FOOD_AND_DRINK_RESTAURANT'),
      row('ct_a', '2026-11-02', 750, 'FOOD_AND_DRINK_GROCERIES'),
      row('ct_b', '2026-11-03', -300, 'FOOD_AND_DRINK_GROCERIES'), // a refund: negative spending
      row('ct_a', '2026-11-04', -500000, 'INCOME_WAGES'),
      row('ct_a', '2026-11-05', 999, null),
      row('ct_b', '2026-11-05', 1, null),
      row('ct_a', '2026-11-06', 200, 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE'),
      row('ct_a', '2026-10-31', 100000, 'FOOD_AND_DRINK_GROCERIES'), // before the range
      row('ct_a', '2026-12-01', 100000, 'FOOD_AND_DRINK_GROCERIES'), // after the range
      row('ct_o', '2026-11-02', 777, 'FOOD_AND_DRINK_GROCERIES'), // another user
    ]);
  });
  afterAll(() => ctx.close());

  const range = { from: '2026-11-01', to: '2026-11-30' };

  const withoutDetails = (totals: CategoryTotal[]) => totals.map(({ details: _, ...t }) => t);

  it('sums earnings and spending per PFC primary (a refund lowers spending), inside the range, for this user only', async () => {
    const totals = await categoryTotals(ctx.database.db, userId, { ...range, accountIds: null });
    expect(withoutDetails(totals)).toEqual([
      { category: 'FOOD_AND_DRINK', earningsCents: 0, spendingCents: 1700, count: 3 },
      { category: 'GENERAL_MERCHANDISE', earningsCents: 0, spendingCents: 200, count: 1 },
      { category: 'INCOME', earningsCents: 500000, spendingCents: 0, count: 1 },
      { category: null, earningsCents: 0, spendingCents: 1000, count: 2 },
    ]);
    expect(totals[0]!.details).toEqual([
      { detailed: 'FOOD_AND_DRINK_GROCERIES', earningsCents: 0, spendingCents: 450, count: 2 },
      { detailed: 'FOOD_AND_DRINK_RESTAURANT', earningsCents: 0, spendingCents: 1250, count: 1 },
    ]);
  });

  it('filters by account, and an empty account list matches nothing', async () => {
    const db = ctx.database.db;
    expect(withoutDetails(await categoryTotals(db, userId, { ...range, accountIds: ['ct_b'] }))).toEqual([
      { category: 'FOOD_AND_DRINK', earningsCents: 0, spendingCents: -300, count: 1 },
      { category: null, earningsCents: 0, spendingCents: 1, count: 1 },
    ]);
    expect(await categoryTotals(db, userId, { ...range, accountIds: [] })).toEqual([]);
    // Another user's account id never brings in their rows.
    expect(await categoryTotals(db, userId, { ...range, accountIds: ['ct_o'] })).toEqual([]);
  });
});
