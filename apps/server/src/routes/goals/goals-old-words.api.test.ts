import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { GoalDto, GoalProgressRow } from '@tourniquet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/migrate.ts';
import { accounts, goals, transactions } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';

// Goals saved before issue 22 hold the old category words ("Food and Drink", "Shops", "Payroll", a file's
// "Grocery"); reports and goal progress now key on the PFC primary. The goals_on_pfc_primaries migration
// moves old goals onto their primaries; run here again (it is safe to repeat) over goals written the old way.
async function runGoalMigration(ctx: TestContext) {
  // Found by name: the migration's number changes when branches are merged.
  const file = readdirSync(migrationsFolder).find((f) => f.endsWith('_goals_on_pfc_primaries.sql'))!;
  const text = readFileSync(`${migrationsFolder}/${file}`, 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    await ctx.database.db.execute(sql.raw(statement));
  }
}

interface Progress {
  income: GoalProgressRow[];
  expense: GoalProgressRow[];
}

describe('goals saved under old category words', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21' });
  });
  afterAll(() => ctx.close());

  const progressOf = async (client: TestClient) =>
    (await client.get('/api/goals/progress?period=30')).json as unknown as Progress;
  const row = (rows: GoalProgressRow[], category: string) => rows.find((r) => r.category === category);

  async function userWithSpending() {
    const user = await createVerifiedUser(ctx);
    const accountId = `old_words_${user.userId}`;
    await ctx.database.db.insert(accounts).values({
      id: accountId,
      userId: user.userId,
      accountName: 'Checking',
      institutionName: 'Bank',
      accountType: 'depository',
    });
    const tx = (date: string, amountCents: number, primary: string, detailed: string) => ({
      userId: user.userId,
      accountId,
      date,
      amountCents,
      category: ['Shops'],
      personalPrimary: primary,
      personalDetailed: detailed,
      description: 'x',
    });
    await ctx.database.db
      .insert(transactions)
      .values([
        tx('2026-11-10', 4200, 'FOOD_AND_DRINK', 'FOOD_AND_DRINK_GROCERIES'),
        tx('2026-11-12', 1800, 'FOOD_AND_DRINK', 'FOOD_AND_DRINK_RESTAURANT'),
        tx('2026-11-14', 2500, 'GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES'),
        tx('2026-11-01', -300000, 'INCOME', 'INCOME_WAGES'),
      ]);
    return user;
  }

  const oldGoal = (
    userId: string,
    category: string,
    goalType: 'income' | 'expense',
    amountCents: number,
    at: string,
  ) => ({
    userId,
    category,
    goalType,
    amountCents,
    createdAt: new Date(at),
    updatedAt: new Date(at),
  });

  it('shows progress under the PFC primary once migrated; old words of one primary add up', async () => {
    const { client, userId } = await userWithSpending();
    await ctx.database.db
      .insert(goals)
      .values([
        oldGoal(userId, 'Food and Drink', 'expense', 30000, '2026-01-02T00:00:00Z'),
        oldGoal(userId, 'Grocery', 'expense', 10000, '2026-01-03T00:00:00Z'),
        oldGoal(userId, 'Shops', 'expense', 5000, '2026-01-04T00:00:00Z'),
        oldGoal(userId, 'Payroll', 'income', 400000, '2026-01-05T00:00:00Z'),
        oldGoal(userId, 'My own word', 'expense', 100, '2026-01-06T00:00:00Z'),
      ]);
    // Before: the old goals match no report category, so the primaries show spending but no goal.
    const before = await progressOf(client);
    expect(row(before.expense, 'FOOD_AND_DRINK')).toMatchObject({ actualCents: 6000, targetCents: null });

    await runGoalMigration(ctx);

    const after = await progressOf(client);
    expect(row(after.expense, 'FOOD_AND_DRINK')).toEqual({
      category: 'FOOD_AND_DRINK',
      label: 'Food & Drink',
      goalType: 'expense',
      actualCents: 6000,
      targetCents: 40000,
    });
    expect(row(after.expense, 'GENERAL_MERCHANDISE')).toMatchObject({ actualCents: 2500, targetCents: 5000 });
    expect(row(after.income, 'INCOME')).toMatchObject({ actualCents: 300000, targetCents: 400000 });
    const saved = (await client.get('/api/goals')).json.goals as unknown as GoalDto[];
    expect(saved.map((g) => [g.category, g.goalType, g.amountCents]).sort()).toEqual([
      ['FOOD_AND_DRINK', 'expense', 40000],
      ['GENERAL_MERCHANDISE', 'expense', 5000],
      ['INCOME', 'income', 400000],
      ['My own word', 'expense', 100],
    ]);
    // The earliest old goal's row is kept, with its first-saved time.
    expect(saved.find((g) => g.category === 'FOOD_AND_DRINK')!.createdAt).toBe('2026-01-02T00:00:00.000Z');
  });

  it('keeps a goal already re-saved under the primary, and reads a word by the goal side', async () => {
    const { client, userId } = await userWithSpending();
    await ctx.database.db
      .insert(goals)
      .values([
        oldGoal(userId, 'Food and Drink', 'expense', 30000, '2026-01-02T00:00:00Z'),
        oldGoal(userId, 'FOOD_AND_DRINK', 'expense', 55000, '2026-11-01T00:00:00Z'),
        oldGoal(userId, 'Interest', 'income', 900, '2026-01-02T00:00:00Z'),
        oldGoal(userId, 'Interest', 'expense', 700, '2026-01-02T00:00:00Z'),
      ]);
    await runGoalMigration(ctx);
    const saved = (await client.get('/api/goals')).json.goals as unknown as GoalDto[];
    expect(saved.map((g) => [g.category, g.goalType, g.amountCents]).sort()).toEqual([
      ['BANK_FEES', 'expense', 700],
      ['FOOD_AND_DRINK', 'expense', 55000],
      ['INCOME', 'income', 900],
    ]);
  });
});
