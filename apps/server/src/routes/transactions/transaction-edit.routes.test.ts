import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../db/schema/index.ts';
import { createSyncedUser } from '../../testing/bank-fixtures.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import { createManualAccount, patch, rowOf, seedTransactions } from './transaction-fixtures.ts';

const edit = (accountId: string, change: Record<string, unknown> = {}) => ({
  date: '2026-11-19',
  accountId,
  merchantName: 'Acme Corp',
  description: 'Salary November',
  category: 'Payroll',
  amount: '3100.25',
  ...change,
});

describe('PATCH /api/transactions/:id', () => {
  let ctx: TestContext;
  type User = Awaited<ReturnType<typeof createVerifiedUser>> & { accountId: string };
  let owner: User;
  let intruder: User;
  beforeAll(async () => {
    // Each test seeds its own rows; the users are shared so sign-up limits are not the thing under test.
    ctx = await createTestContext({ today: '2026-11-21', env: { RATE_LIMIT_MULTIPLIER: '100' } });
    for (const name of ['owner', 'intruder'] as const) {
      const user = await createVerifiedUser(ctx);
      const accountId = await createManualAccount(user.client, 'Main');
      if (name === 'owner') owner = { ...user, accountId };
      else intruder = { ...user, accountId };
    }
  });
  afterAll(() => ctx.close());

  async function userWithRows(user: User = owner) {
    const [incomeId, expenseId] = await seedTransactions(ctx, user.userId, user.accountId, [
      { date: '2026-11-20', description: 'ACME PAYROLL', amountCents: -250000, category: ['Transfer'] },
      { date: '2026-11-18', description: 'Groceries', amountCents: 4599, category: ['Shops'] },
    ]);
    return { ...user, incomeId: incomeId!, expenseId: expenseId! };
  }

  it('saves every field, keeps an income negative and marks the row as edited', async () => {
    const { client, incomeId } = await userWithRows();
    const secondAccount = await createManualAccount(client, 'Savings');
    const res = await patch(client, incomeId, edit(secondAccount));
    expect(res.status).toBe(200);
    expect(res.json.transaction).toMatchObject({
      id: incomeId,
      accountId: secondAccount,
      accountName: 'Savings',
      date: '2026-11-19',
      merchantName: 'Acme Corp',
      description: 'Salary November',
      category: ['Payroll'],
      amountCents: -310025,
    });
    const row = await rowOf(ctx, incomeId);
    expect(row).toMatchObject({ amountCents: -310025, accountId: secondAccount });
    expect(row!.userEditedAt).toBeInstanceOf(Date);
  });

  it('keeps an expense positive even when a minus is typed, and saves an empty category as []', async () => {
    const { client, accountId, expenseId } = await userWithRows();
    const res = await patch(
      client,
      expenseId,
      edit(accountId, { amount: '-12.5', category: '', merchantName: ' ' }),
    );
    expect(res.status).toBe(200);
    expect(await rowOf(ctx, expenseId)).toMatchObject({
      amountCents: 1250,
      category: [],
      merchantName: null,
    });
  });

  it('keeps the stored category when the edit leaves it out', async () => {
    const { client, accountId, expenseId } = await userWithRows();
    const { category: _untouched, ...withoutCategory } = edit(accountId);
    expect((await patch(client, expenseId, withoutCategory)).status).toBe(200);
    expect(await rowOf(ctx, expenseId)).toMatchObject({
      category: ['Shops'],
      description: 'Salary November',
    });
  });

  it.each([
    [{ amount: '12.345' }, 'amount', 'Enter an amount like 12.34 (at most 2 decimals)'],
    [{ amount: 'lots' }, 'amount', 'Enter an amount like 12.34 (at most 2 decimals)'],
    [{ category: 'Groceries' }, 'category', 'Choose a category from the list'],
    [{ date: '2026-02-30' }, 'date', 'Enter a valid date'],
    [{ description: '   ' }, 'description', 'Enter a description'],
    [{ accountId: '' }, 'accountId', 'Choose an account'],
    [{ amountCents: -1 }, '_', expect.any(String)],
  ])('rejects %j with a 400 on %s and changes nothing', async (change, field, message) => {
    const { client, accountId, incomeId } = await userWithRows();
    const before = await rowOf(ctx, incomeId);
    const res = await patch(client, incomeId, edit(accountId, change));
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: 'invalid_request', fields: { [field]: message } });
    expect(await rowOf(ctx, incomeId)).toEqual(before);
  });

  it('answers 404 for another user’s transaction, an unknown id, or a target account that is not theirs', async () => {
    const { incomeId } = await userWithRows(owner);
    const before = await rowOf(ctx, incomeId);

    const foreignRow = await patch(intruder.client, incomeId, edit(intruder.accountId));
    expect(foreignRow.status).toBe(404);
    expect(foreignRow.json.error).toMatchObject({ code: 'not_found', message: 'Transaction not found' });
    expect((await patch(owner.client, crypto.randomUUID(), edit(owner.accountId))).status).toBe(404);
    expect((await patch(owner.client, 'not-a-uuid', edit(owner.accountId))).status).toBe(404);

    const foreignAccount = await patch(owner.client, incomeId, edit(intruder.accountId));
    expect(foreignAccount.status).toBe(404);
    expect(foreignAccount.json.error).toMatchObject({ message: 'Account not found or access denied.' });
    expect(await rowOf(ctx, incomeId)).toEqual(before);
  });

  it('keeps the user’s edits when a later sync posts the pending transaction', async () => {
    ctx.clock.setToday('2026-11-21');
    const { client, userId } = await createSyncedUser(ctx);
    const cash = await createManualAccount(client, 'Cash box');
    const pending = await ctx.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.pending, true)));
    expect(pending.length).toBeGreaterThan(0);
    for (const row of pending) {
      const res = await patch(client, row.id, edit(cash, { category: 'Travel', amount: '77.70' }));
      expect(res.status).toBe(200);
    }

    ctx.clock.setToday('2026-11-28');
    expect((await client.post('/api/bank/fetch-transactions', {})).status).toBe(200);
    ctx.clock.setToday('2026-11-21');
    const survivors = (await Promise.all(pending.map((row) => rowOf(ctx, row.id)))).filter((row) => row);
    // Posted rows take over their pending row (same id); a cancelled pending row is simply gone.
    expect(survivors.some((row) => !row!.pending)).toBe(true);
    for (const row of survivors) {
      expect(row).toMatchObject({
        accountId: cash,
        date: '2026-11-19',
        description: 'Salary November',
        merchantName: 'Acme Corp',
        category: ['Travel'],
        // The one category the edit set (issue 22) is the user's: the sync's categoriser leaves it.
        personalPrimary: 'TRAVEL',
        categorySource: 'user',
      });
      expect(Math.abs(row!.amountCents)).toBe(7770);
    }
  });
});

describe('PATCH /api/transactions/:id in read-only mode', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { TRANSACTIONS_READ_ONLY: 'true' } });
  });
  afterAll(() => ctx.close());

  it('answers 403 with a clear message and changes nothing, while listing still works', async () => {
    const { client, userId } = await createVerifiedUser(ctx);
    const accountId = await createManualAccount(client);
    const [id] = await seedTransactions(ctx, userId, accountId, [
      { date: '2026-11-20', description: 'Groceries', amountCents: 4599 },
    ]);
    const before = await rowOf(ctx, id!);
    for (const body of [edit(accountId), {}]) {
      const res = await patch(client, id!, body);
      expect(res.status).toBe(403);
      expect(res.json.error).toEqual({
        code: 'read_only',
        message: 'Transactions are read-only on this server. Editing is turned off.',
        requestId: expect.any(String),
      });
    }
    expect(await rowOf(ctx, id!)).toEqual(before);
    expect((await client.get('/api/transactions')).json.transactions).toHaveLength(1);
  });
});
