import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import { accounts, transactions } from '../schema/index.ts';
import { deleteTransactionsInChunks } from './delete-rows-in-chunks.ts';

describe('deleting a big account a chunk at a time', () => {
  let ctx: TestContext;
  let userId: string;
  let otherId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    userId = (await createVerifiedUser(ctx)).userId;
    otherId = (await createVerifiedUser(ctx)).userId;
    await ctx.database.db.insert(accounts).values([
      { id: 'dc_a', userId, accountName: 'A', institutionName: 'Bank', accountType: 'depository' },
      { id: 'dc_b', userId, accountName: 'B', institutionName: 'Bank', accountType: 'credit' },
      { id: 'dc_o', userId: otherId, accountName: 'O', institutionName: 'Bank', accountType: 'depository' },
    ]);
    const rows = (owner: string, accountId: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        userId: owner,
        accountId,
        date: '2026-10-01',
        description: `ROW ${i}`,
        amountCents: 100 + i,
        pending: false,
      }));
    for (const [owner, accountId, n] of [
      [userId, 'dc_a', 2_345],
      [userId, 'dc_b', 120],
      [otherId, 'dc_o', 50],
    ] as const) {
      await ctx.database.db.insert(transactions).values(rows(owner, accountId, n));
    }
  });
  afterAll(() => ctx.close());

  const rowsOf = async (accountId: string) => {
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(transactions)
      .where(and(eq(transactions.accountId, accountId)));
    return Number(row!.n);
  };

  it("deletes every row of the one account, past several chunks, and nobody else's", async () => {
    expect(await deleteTransactionsInChunks(ctx.database.db, { userId, accountId: 'dc_a' })).toBe(2_345);
    expect(await rowsOf('dc_a')).toBe(0);
    expect(await rowsOf('dc_b')).toBe(120);
    // Another user's account id is not this user's: nothing of it goes.
    expect(await deleteTransactionsInChunks(ctx.database.db, { userId, accountId: 'dc_o' })).toBe(0);
    expect(await rowsOf('dc_o')).toBe(50);
  });

  it("deletes every row of the user, and only the user's", async () => {
    expect(await deleteTransactionsInChunks(ctx.database.db, { userId })).toBe(120);
    expect(await rowsOf('dc_b')).toBe(0);
    expect(await rowsOf('dc_o')).toBe(50);
  });
});
