import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerItems, transactions } from '../db/schema/index.ts';
import { linkSandboxBank, waitForFirstSync } from '../testing/bank-fixtures.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { createVerifiedUser } from '../testing/users.ts';

async function snapshot(ctx: TestContext, userId: string) {
  return ctx.database.db
    .select({
      id: transactions.plaidTransactionId,
      date: transactions.date,
      amount: transactions.amountCents,
      pending: transactions.pending,
      account: transactions.accountId,
    })
    .from(transactions)
    .where(eq(transactions.userId, userId))
    .orderBy(transactions.plaidTransactionId);
}

describe('transactions sync', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21' });
  });
  afterAll(() => ctx.close());

  it('imports the history once; re-running changes nothing', async () => {
    const { client, userId } = await createVerifiedUser(ctx);
    await linkSandboxBank(ctx, client, { webhook: false });
    await waitForFirstSync(ctx, userId);
    const first = await snapshot(ctx, userId);
    expect(first.length).toBeGreaterThan(500);
    expect(new Set(first.map((r) => r.id)).size).toBe(first.length);

    const again = await client.post('/api/bank/fetch-transactions', {});
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ added: 0, modified: 0, removed: 0 });
    expect(await snapshot(ctx, userId)).toEqual(first);
  });

  it('turns pending transactions into posted ones without ever showing both', async () => {
    ctx.clock.setToday('2026-11-21');
    const { client, userId } = await createVerifiedUser(ctx);
    await linkSandboxBank(ctx, client, { webhook: false });
    await waitForFirstSync(ctx, userId);
    const before = await snapshot(ctx, userId);
    const pendingBefore = before.filter((r) => r.pending);
    expect(pendingBefore.length).toBeGreaterThan(0);

    ctx.clock.setToday('2026-11-28');
    const res = await client.post('/api/bank/fetch-transactions', {});
    expect(res.status).toBe(200);
    expect(Number(res.json.removed)).toBeGreaterThan(0);
    const after = await snapshot(ctx, userId);
    const ids = after.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Every pending id of before is gone, and the history only grew.
    for (const p of pendingBefore) expect(ids).not.toContain(p.id);
    expect(after.length).toBeGreaterThan(before.length - pendingBefore.length);
    const [{ posted } = { posted: 0 }] = await ctx.database.db
      .select({ posted: sql<number>`count(*)` })
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, userId),
          sql`${transactions.pendingTransactionId} is not null`,
          eq(transactions.pending, false),
        ),
      );
    expect(Number(posted)).toBeGreaterThan(0);

    // And a second run at the same "today" is a no-op.
    const rerun = await client.post('/api/bank/fetch-transactions', {});
    expect(rerun.json).toMatchObject({ added: 0, modified: 0, removed: 0 });
    expect(await snapshot(ctx, userId)).toEqual(after);
    ctx.clock.setToday('2026-11-21');
  });

  it('leaves the previous state intact when the provider fails mid-sync', async () => {
    ctx.clock.setToday('2026-11-21');
    const { client, userId } = await createVerifiedUser(ctx);
    await linkSandboxBank(ctx, client, { username: 'user_login_expiring' });
    await waitForFirstSync(ctx, userId);
    const before = await snapshot(ctx, userId);
    const [itemBefore] = await ctx.database.db
      .select()
      .from(providerItems)
      .where(eq(providerItems.userId, userId));

    ctx.clock.setToday('2026-11-23'); // this user's login expires the day after linking
    const res = await client.post('/api/bank/fetch-transactions', {});
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      error: {
        code: 'access_issue',
        message: 'This account is not accessible at this time.',
        requestId: expect.any(String),
      },
    });
    expect(await snapshot(ctx, userId)).toEqual(before);
    const [itemAfter] = await ctx.database.db
      .select()
      .from(providerItems)
      .where(eq(providerItems.userId, userId));
    expect(itemAfter!.syncCursor).toBe(itemBefore!.syncCursor);
    expect(itemAfter!.status).toBe('login_required');
    const accounts = await client.get('/api/accounts');
    expect(
      (accounts.json.accounts as unknown as { accessIssue: boolean }[]).every((a) => a.accessIssue),
    ).toBe(true);
    ctx.clock.setToday('2026-11-21');
  });

  it('removes a transaction the provider removes', async () => {
    const { client, userId } = await createVerifiedUser(ctx);
    await linkSandboxBank(ctx, client, { webhook: false });
    await waitForFirstSync(ctx, userId);
    const pending = (await snapshot(ctx, userId)).filter((r) => r.pending);
    ctx.clock.setToday('2026-11-30');
    await client.post('/api/bank/fetch-transactions', {});
    const ids = new Set((await snapshot(ctx, userId)).map((r) => r.id));
    expect(pending.every((p) => !ids.has(p.id))).toBe(true);
    ctx.clock.setToday('2026-11-21');
  });
});
