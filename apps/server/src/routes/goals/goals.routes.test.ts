import { eq } from 'drizzle-orm';
import {
  goalCategoryKey,
  pairedTransferIds,
  reportCategory,
  reportFlow,
  reportSide,
  UNCATEGORIZED_GOAL_CATEGORY,
  type FlowRow,
  type GoalDto,
  type GoalProgressRow,
  type TargetAccumulation,
} from '@tourniquet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, goals, transactions } from '../../db/schema/index.ts';
import { createSyncedUser } from '../../testing/bank-fixtures.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';

interface Progress {
  period: string;
  from: string;
  to: string;
  income: GoalProgressRow[];
  expense: GoalProgressRow[];
  summary: TargetAccumulation;
}

describe('goals API', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const listed = async (client: TestClient) =>
    (await client.get('/api/goals')).json.goals as unknown as GoalDto[];
  const progress = async (client: TestClient, query: string) => {
    const res = await client.get(`/api/goals/progress?${query}`);
    return { status: res.status, json: res.json as unknown as Progress & { error?: { message: string } } };
  };

  it('requires a session', async () => {
    const anon = new TestClient(ctx.app, ctx.env.PUBLIC_URL);
    expect((await anon.get('/api/goals')).status).toBe(401);
    expect((await anon.get('/api/goals/progress')).status).toBe(401);
    const put = await anon.put('/api/goals', { category: 'Shops', goalType: 'expense', amountCents: 100 });
    expect(put.status).toBe(401);
  });

  it('upserts on category and goal type: one row, created kept, amount and updated moved', async () => {
    const { client, userId } = await createVerifiedUser(ctx);
    const first = await client.put('/api/goals', {
      category: 'Food and Drink',
      goalType: 'expense',
      amountCents: 50000,
    });
    expect(first.status).toBe(200);
    const created = first.json.goal as unknown as GoalDto;
    expect(created).toMatchObject({ category: 'Food and Drink', goalType: 'expense', amountCents: 50000 });

    await new Promise((resolve) => setTimeout(resolve, 15));
    const second = (
      await client.put('/api/goals', { category: 'Food and Drink', goalType: 'expense', amountCents: 42000 })
    ).json.goal as unknown as GoalDto;
    expect(second.id).toBe(created.id);
    expect(second.amountCents).toBe(42000);
    expect(second.createdAt).toBe(created.createdAt);
    expect(second.updatedAt > created.updatedAt).toBe(true);

    // The same category as an income goal is a separate goal.
    await client.put('/api/goals', { category: 'Food and Drink', goalType: 'income', amountCents: 1000 });
    const rows = await ctx.database.db.select().from(goals).where(eq(goals.userId, userId));
    expect(rows).toHaveLength(2);
    const list = await listed(client);
    expect(list.map((g) => [g.goalType, g.amountCents])).toEqual([
      ['income', 1000],
      ['expense', 42000],
    ]);
  });

  it('refuses bad goals with field messages and changes nothing', async () => {
    const { client } = await createVerifiedUser(ctx);
    await client.put('/api/goals', { category: 'Travel', goalType: 'expense', amountCents: 30000 });
    const before = await listed(client);
    const cases: [unknown, string][] = [
      [{ category: 'Travel', goalType: 'expense', amountCents: -1 }, 'amountCents'],
      [{ category: 'Travel', goalType: 'expense', amountCents: 12.5 }, 'amountCents'],
      [{ category: 'Travel', goalType: 'expense', amountCents: '100' }, 'amountCents'],
      [{ category: 'Travel', goalType: 'expense', amountCents: 100_000_000_000 }, 'amountCents'],
      [{ category: 'Travel', goalType: 'expense' }, 'amountCents'],
      [{ category: 'Travel', goalType: 'savings', amountCents: 1 }, 'goalType'],
      [{ category: '  ', goalType: 'expense', amountCents: 1 }, 'category'],
      [{ category: 'Travel', goalType: 'expense', amountCents: 1, userId: 'x' }, '_'],
    ];
    for (const [body, field] of cases) {
      const res = await client.put('/api/goals', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error).toMatchObject({ code: 'invalid_request' });
      expect(Object.keys((res.json.error as unknown as { fields: object }).fields)).toContain(field);
    }
    expect((await client.request('PUT', '/api/goals', '{not json')).status).toBe(400);
    expect(await listed(client)).toEqual(before);
  });

  it('says which field is wrong and why: a goal too large is refused, never cut to the maximum', async () => {
    const { client } = await createVerifiedUser(ctx);
    const tooLarge = await client.put('/api/goals', {
      category: 'Travel',
      goalType: 'expense',
      amountCents: 999_999_999_999_900,
    });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.json.error).toMatchObject({
      message: 'amountCents: A goal can be at most $999,999,999.99',
      fields: { amountCents: 'A goal can be at most $999,999,999.99' },
    });
    const negative = await client.put('/api/goals', {
      category: 'Travel',
      goalType: 'expense',
      amountCents: -10000,
    });
    expect(negative.json.error).toMatchObject({ fields: { amountCents: 'A goal cannot be negative' } });
    expect(await listed(client)).toEqual([]);
  });

  it("removes a goal: 204, gone from the list and the progress; another user's goal id is a 404", async () => {
    const owner = await createVerifiedUser(ctx);
    const other = await createVerifiedUser(ctx);
    const travel = (
      await owner.client.put('/api/goals', { category: 'Travel', goalType: 'expense', amountCents: 30000 })
    ).json.goal as unknown as GoalDto;
    const shops = (
      await owner.client.put('/api/goals', { category: 'Shops', goalType: 'expense', amountCents: 7000 })
    ).json.goal as unknown as GoalDto;
    const othersGoal = (
      await other.client.put('/api/goals', { category: 'Travel', goalType: 'expense', amountCents: 100 })
    ).json.goal as unknown as GoalDto;

    // Another user's goal, an unknown id and a word that is no id: all the same 404, and nothing removed.
    for (const id of [othersGoal.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await owner.client.delete(`/api/goals/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.json.error).toMatchObject({ code: 'not_found', message: 'Goal not found' });
    }
    expect((await listed(other.client)).map((g) => g.id)).toEqual([othersGoal.id]);
    expect((await owner.client.delete(`/api/goals/${travel.id}`, { userId: other.userId })).status).toBe(400);

    const removed = await owner.client.delete(`/api/goals/${travel.id}`);
    expect(removed.status).toBe(204);
    expect((await listed(owner.client)).map((g) => g.id)).toEqual([shops.id]);
    const after = await progress(owner.client, 'period=30');
    expect(after.json.expense.find((r) => r.category === 'Travel')?.targetCents ?? null).toBeNull();
    expect(after.json.summary.trackedCategories).toBe(1);
    // Twice is a 404: it is gone. The other user's goal of the same category stays.
    expect((await owner.client.delete(`/api/goals/${travel.id}`)).status).toBe(404);
    expect((await listed(other.client)).map((g) => g.amountCents)).toEqual([100]);
    expect((await new TestClient(ctx.app, ctx.env.PUBLIC_URL).delete(`/api/goals/${shops.id}`)).status).toBe(
      401,
    );
  });

  it("keeps each user's goals and accounts to themselves", async () => {
    const owner = await createVerifiedUser(ctx);
    const other = await createVerifiedUser(ctx);
    await owner.client.put('/api/goals', { category: 'Shops', goalType: 'expense', amountCents: 7000 });
    await other.client.put('/api/goals', { category: 'Shops', goalType: 'expense', amountCents: 1 });
    expect((await listed(owner.client)).map((g) => g.amountCents)).toEqual([7000]);
    expect((await listed(other.client)).map((g) => g.amountCents)).toEqual([1]);

    await ctx.database.db.insert(accounts).values({
      id: 'goals_owner_acct',
      userId: owner.userId,
      accountName: 'Checking',
      institutionName: 'Bank',
      accountType: 'depository',
    });
    expect((await progress(other.client, 'accounts=goals_owner_acct')).status).toBe(404);
    expect((await progress(owner.client, 'accounts=goals_owner_acct')).status).toBe(200);
  });

  it('reports actuals per category for the resolved period, joined with the goals', async () => {
    const { client, userId } = await createVerifiedUser(ctx);
    const db = ctx.database.db;
    await db.insert(accounts).values([
      {
        id: 'g_chk',
        userId,
        accountName: 'Checking',
        institutionName: 'Bank',
        accountType: 'depository',
        businessPersonal: 'personal',
      },
      {
        id: 'g_biz',
        userId,
        accountName: 'Biz',
        institutionName: 'Bank',
        accountType: 'depository',
        businessPersonal: 'business',
      },
    ]);
    // Goals, like the reports, count by each row's one category (issue 22): its PFC v1 primary.
    const row = (accountId: string, date: string, amountCents: number, detailed: string | null) => ({
      userId,
      accountId,
      date,
      amountCents,
      category: ['Legacy word'],
      personalPrimary: detailed?.startsWith('INCOME') ? 'INCOME' : detailed ? 'FOOD_AND_DRINK' : null,
      personalDetailed: detailed,
      description: 'x',
    });
    await db.insert(transactions).values([
      row('g_chk', '2026-11-20', 2500, 'FOOD_AND_DRINK_RESTAURANT'),
      row('g_biz', '2026-11-10', 1500, 'FOOD_AND_DRINK_GROCERIES'),
      row('g_chk', '2026-11-01', -400000, 'INCOME_WAGES'),
      row('g_chk', '2026-11-02', 800, null),
      row('g_chk', '2026-10-22', 99999, 'FOOD_AND_DRINK_GROCERIES'), // today 2026-11-21: outside Last 30 days
    ]);
    await client.put('/api/goals', { category: 'FOOD_AND_DRINK', goalType: 'expense', amountCents: 3000 });
    await client.put('/api/goals', { category: 'INCOME', goalType: 'income', amountCents: 500000 });

    const all = await progress(client, 'period=30');
    expect(all.status).toBe(200);
    expect(all.json).toMatchObject({ period: '30', from: '2026-10-23', to: '2026-11-21' });
    expect(all.json.income).toEqual([
      {
        category: 'INCOME',
        label: 'Income',
        goalType: 'income',
        actualCents: 400000,
        targetCents: 500000,
      },
    ]);
    expect(all.json.expense.slice(0, 2)).toEqual([
      {
        category: 'FOOD_AND_DRINK',
        label: 'Food & Drink',
        goalType: 'expense',
        actualCents: 4000,
        targetCents: 3000,
      },
      {
        category: UNCATEGORIZED_GOAL_CATEGORY,
        label: 'Other',
        goalType: 'expense',
        actualCents: 800,
        targetCents: null,
      },
    ]);
    expect(all.json.summary).toEqual({
      income: { currentCents: 400000, targetCents: 500000 },
      spending: { currentCents: 4000, targetCents: 3000 },
      net: { currentCents: 396000, targetCents: 497000 },
      trackedCategories: 2,
    });

    const business = await progress(client, 'period=30&accounts=business');
    expect(business.json.expense[0]).toMatchObject({ category: 'FOOD_AND_DRINK', actualCents: 1500 });
    const listedIds = await progress(client, 'period=30&accounts=g_chk');
    expect(listedIds.json.expense[0]).toMatchObject({ category: 'FOOD_AND_DRINK', actualCents: 2500 });

    const custom = await progress(client, 'period=custom&from=2026-10-01&to=2026-10-31');
    expect(custom.json.expense[0]).toMatchObject({ category: 'FOOD_AND_DRINK', actualCents: 99999 });
    const month = await progress(client, 'period=this_month');
    expect(month.json).toMatchObject({ from: '2026-11-01', to: '2026-11-21' });
  });

  it('refuses a bad period with a clear message', async () => {
    const { client } = await createVerifiedUser(ctx);
    const reversed = await progress(client, 'period=custom&from=2026-11-10&to=2026-11-01');
    expect(reversed.status).toBe(400);
    expect(reversed.json.error?.message).toBe('The From date must be on or before the To date.');
    expect((await progress(client, 'period=custom')).status).toBe(400);
    expect((await progress(client, 'period=fortnight')).status).toBe(400);
    expect((await progress(client, 'period=custom&from=2026-02-30&to=2026-03-01')).status).toBe(400);
  });

  it('matches the sums of the synced sandbox transactions behind each row', async () => {
    const { client, userId } = await createSyncedUser(ctx);
    const res = await progress(client, 'period=90');
    expect(res.status).toBe(200);
    // The rows each goal row counts, by the domain's rules (money moved between own accounts is neither).
    const all = (
      await ctx.database.db.select().from(transactions).where(eq(transactions.userId, userId))
    ).map((t): FlowRow => t);
    const paired = pairedTransferIds(all);
    const rows = all.filter(
      (t) =>
        t.date >= res.json.from && t.date <= res.json.to && reportFlow(t, paired.has(t.id)) === 'counted',
    );
    expect(rows.length).toBeGreaterThan(20);
    const expected = new Map<string, { in: number; out: number }>();
    for (const r of rows) {
      const key = goalCategoryKey(reportCategory(r));
      const sums = expected.get(key) ?? { in: 0, out: 0 };
      if (reportSide(r) === 'earnings') sums.in -= r.amountCents;
      else sums.out += r.amountCents;
      expected.set(key, sums);
    }
    const income = res.json.income.filter((r) => r.actualCents > 0);
    const expense = res.json.expense.filter((r) => r.actualCents > 0);
    expect(income.length).toBeGreaterThan(0);
    expect(expense.length).toBeGreaterThan(2);
    expect(Object.fromEntries(income.map((r) => [r.category, r.actualCents]))).toEqual(
      Object.fromEntries([...expected].filter(([, s]) => s.in > 0).map(([k, s]) => [k, s.in])),
    );
    expect(Object.fromEntries(expense.map((r) => [r.category, r.actualCents]))).toEqual(
      Object.fromEntries([...expected].filter(([, s]) => s.out > 0).map(([k, s]) => [k, s.out])),
    );
  });
});
