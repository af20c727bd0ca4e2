import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, providerItems, transactions } from '../db/schema/index.ts';
import { linkSandboxBank, simCall, waitForFirstSync } from '../testing/bank-fixtures.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { createVerifiedUser } from '../testing/users.ts';
import type { BankPort, BankTransaction } from './bank-port.ts';

/**
 * Linking a bank the user already has (docs/product.md#the-first-hour): a working Item adds nothing and the new Item is removed at
 * the provider; an Item that needs a new login takes the new token and keeps every row.
 */
describe('linking the same bank twice', () => {
  let ctx: TestContext;
  const exchanged: string[] = [];
  const removed: string[] = [];
  /**
   * Tokens whose ids the wrapped provider rewrites, like a real provider that gives a new Item new account and
   * transaction ids for the same bank data.
   */
  const renamed = new Set<string>();
  let renameNextLink = false;
  const v2 = (id: string) => `${id}-v2`;
  beforeAll(async () => {
    const wrapBank = (bank: BankPort): BankPort => {
      const tx = (t: BankTransaction): BankTransaction => ({
        ...t,
        providerTransactionId: v2(t.providerTransactionId),
        providerAccountId: v2(t.providerAccountId),
        pendingTransactionId: t.pendingTransactionId && v2(t.pendingTransactionId),
      });
      return {
        ...bank,
        async exchangePublicToken(publicToken) {
          const linked = await bank.exchangePublicToken(publicToken);
          exchanged.push(linked.accessToken);
          if (renameNextLink) renamed.add(linked.accessToken);
          return linked;
        },
        async removeItem(token) {
          removed.push(token);
          return bank.removeItem(token);
        },
        async getAccounts(token) {
          const list = await bank.getAccounts(token);
          return renamed.has(token)
            ? list.map((a) => ({ ...a, providerAccountId: v2(a.providerAccountId) }))
            : list;
        },
        async refreshBalances(token, ids) {
          const list = await bank.refreshBalances(token, ids);
          return renamed.has(token)
            ? list.map((a) => ({ ...a, providerAccountId: v2(a.providerAccountId) }))
            : list;
        },
        async syncTransactions(token, cursor, count) {
          const page = await bank.syncTransactions(token, cursor, count);
          if (!renamed.has(token)) return page;
          return {
            ...page,
            added: page.added.map(tx),
            modified: page.modified.map(tx),
            removed: page.removed.map(v2),
          };
        },
      };
    };
    ctx = await createTestContext({ today: '2026-11-21', deps: { wrapBank } });
  });
  afterAll(() => ctx.close());

  async function state(client: Awaited<ReturnType<typeof createVerifiedUser>>['client'], userId: string) {
    const list = (await client.get('/api/accounts')).json.accounts as unknown as {
      id: string;
      nickname: string;
      accessIssue: boolean;
    }[];
    const rows = await ctx.database.db
      .select({ id: transactions.id, plaidId: transactions.plaidTransactionId })
      .from(transactions)
      .where(eq(transactions.userId, userId));
    const summary = (await client.get('/api/reports/summary?period=30')).json as unknown as {
      situation: { netWorthCents: number };
    };
    const items = await ctx.database.db.select().from(providerItems).where(eq(providerItems.userId, userId));
    return {
      accountIds: list.map((a) => a.id).sort(),
      accounts: list,
      transactionCount: rows.length,
      transactionIds: rows.map((r) => r.id).sort(),
      plaidIds: rows.map((r) => r.plaidId),
      netWorthCents: summary.situation.netWorthCents,
      items,
    };
  }

  it('adds nothing for a working Item, says so, and removes the new Item at the provider', async () => {
    const { client, userId } = await createVerifiedUser(ctx);
    await linkSandboxBank(ctx, client, { webhook: false, clientUserId: userId });
    await waitForFirstSync(ctx, userId);
    const before = await state(client, userId);
    expect(before.accountIds.length).toBeGreaterThan(0);
    expect(before.transactionCount).toBeGreaterThan(500);

    const again = await linkSandboxBank(ctx, client, { webhook: false, clientUserId: userId });
    expect(again).toMatchObject({
      success: true,
      alreadyLinked: true,
      message: 'First Platypus Bank is already linked',
    });
    expect(again.accounts.map((a) => a.id).sort()).toEqual(before.accountIds);
    expect(removed).toContain(exchanged.at(-1));

    const after = await state(client, userId);
    expect(after.accountIds).toEqual(before.accountIds);
    expect(after.transactionCount).toBe(before.transactionCount);
    expect(after.netWorthCents).toBe(before.netWorthCents);
    expect(after.items).toHaveLength(1);
    expect(after.items[0]!.plaidItemId).toBe(before.items[0]!.plaidItemId);
  });

  it('still links another institution as a new bank', async () => {
    const { client, userId } = await createVerifiedUser(ctx);
    await linkSandboxBank(ctx, client, { webhook: false, clientUserId: userId });
    const other = await linkSandboxBank(ctx, client, {
      webhook: false,
      clientUserId: userId,
      institutionId: 'ins_109511',
      institutionName: 'Tartan Bank',
    });
    expect(other.alreadyLinked).toBeUndefined();
    expect(other.accounts.length).toBeGreaterThan(0);
  });

  it('replaces the token of a login-required Item and keeps accounts, edits, goals and transactions, once', async () => {
    const { client, userId } = await createVerifiedUser(ctx);
    await linkSandboxBank(ctx, client, { webhook: false, clientUserId: userId });
    await waitForFirstSync(ctx, userId);
    const oldToken = exchanged.at(-1)!;
    const db = ctx.database.db;

    // The user's own edits: a nickname, and a transaction re-categorised through the edit dialog.
    const first = await state(client, userId);
    const accountId = first.accountIds[0]!;
    expect(
      (await client.request('PATCH', `/api/accounts/${accountId}`, { nickname: 'Bills account' })).status,
    ).toBe(200);
    const [edited] = await db
      .update(transactions)
      .set({ category: ['My Own Category'], userEditedAt: new Date() })
      .where(eq(transactions.id, first.transactionIds[0]!))
      .returning();
    expect(
      (
        await client.put('/api/goals', {
          category: 'FOOD_AND_DRINK',
          goalType: 'expense',
          amountCents: 50_000,
        })
      ).status,
    ).toBe(200);
    const goalsBefore = (await client.get('/api/goals')).json;
    const progressBefore = (await client.get('/api/goals/progress?period=365')).json;
    expect(JSON.stringify(progressBefore)).toContain('FOOD_AND_DRINK');

    // The bank asks for a new login; a sync shows the access issue.
    expect((await simCall(ctx, '/sandbox/item/reset_login', { access_token: oldToken })).status).toBe(200);
    expect((await client.post('/api/bank/fetch-transactions', {})).status).toBe(409);
    const broken = await state(client, userId);
    expect(broken.items[0]!.status).toBe('login_required');
    expect(broken.accounts.every((a) => a.accessIssue)).toBe(true);

    // Linked again (through a new Item whose provider gives new ids for the same data).
    const removedBefore = removed.length;
    renameNextLink = true;
    const relinked = await linkSandboxBank(ctx, client, { webhook: false, clientUserId: userId });
    const newToken = exchanged.at(-1)!;
    expect(newToken).not.toBe(oldToken);
    expect(relinked.alreadyLinked).toBeUndefined();
    renameNextLink = false;
    expect(renamed.has(newToken)).toBe(true);

    const after = await state(client, userId);
    expect(after.accountIds).toEqual(first.accountIds);
    expect(after.accounts.find((a) => a.id === accountId)!.nickname).toBe('Bills account');
    expect(after.accounts.every((a) => !a.accessIssue)).toBe(true);
    expect(after.transactionIds).toEqual(first.transactionIds);
    expect(after.transactionCount).toBe(first.transactionCount);
    expect(after.netWorthCents).toBe(first.netWorthCents);
    expect(after.plaidIds.every((id) => id!.endsWith('-v2'))).toBe(true);
    // The goal and what it counts are as they were: nothing lost, nothing counted twice.
    expect((await client.get('/api/goals')).json).toEqual(goalsBefore);
    expect((await client.get('/api/goals/progress?period=365')).json).toEqual(progressBefore);
    const [kept] = await db.select().from(transactions).where(eq(transactions.id, edited!.id));
    expect(kept!.category).toEqual(['My Own Category']);
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({ id: first.items[0]!.id, status: 'active' });
    expect(after.items[0]!.plaidItemId).not.toBe(first.items[0]!.plaidItemId);
    expect(removed.slice(removedBefore)).toEqual([oldToken]);

    const accountRows = await db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.id, accountId)));
    expect(accountRows[0]!.plaidAccountId).toMatch(/-v2$/);
  });
});
