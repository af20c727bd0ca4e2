import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenCipher } from '../../bank/token-cipher.ts';
import { providerItems, transactions } from '../../db/schema/index.ts';
import { linkSandboxBank, simCall, waitForFirstSync } from '../../testing/bank-fixtures.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { createVerifiedUser } from '../../testing/users.ts';

const count = async (ctx: TestContext, userId: string) => {
  const [row] = await ctx.database.db
    .select({ n: sql<number>`count(*)` })
    .from(transactions)
    .where(eq(transactions.userId, userId));
  return Number(row?.n ?? 0);
};

describe('Plaid webhooks', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('refuses unsigned, forged and tampered webhooks', async () => {
    const body = JSON.stringify({
      webhook_type: 'TRANSACTIONS',
      webhook_code: 'SYNC_UPDATES_AVAILABLE',
      item_id: 'x',
    });
    const unsigned = await ctx.app.request('/api/webhooks/plaid', { method: 'POST', body });
    expect(unsigned.status).toBe(401);
    const forged = await ctx.app.request('/api/webhooks/plaid', {
      method: 'POST',
      body,
      headers: { 'Plaid-Verification': 'eyJhbGciOiJFUzI1NiIsImtpZCI6IngifQ.e30.c2ln' },
    });
    expect(forged.status).toBe(401);
  });

  it('syncs when the simulator signs and sends SYNC_UPDATES_AVAILABLE', async () => {
    ctx.clock.setToday('2026-11-21');
    const { client, userId } = await createVerifiedUser(ctx);
    await linkSandboxBank(ctx, client);
    await waitForFirstSync(ctx, userId);
    const before = await count(ctx, userId);
    const [item] = await ctx.database.db.select().from(providerItems).where(eq(providerItems.userId, userId));
    const accessToken = createTokenCipher(Buffer.alloc(32, 7)).decrypt(item!.accessTokenCiphertext);

    ctx.clock.setToday('2026-12-05'); // two weeks of new data
    const fired = await simCall(ctx, '/sandbox/item/fire_webhook', {
      access_token: accessToken,
      webhook_code: 'SYNC_UPDATES_AVAILABLE',
    });
    expect(fired.json).toMatchObject({ webhook_fired: true });
    for (let i = 0; i < 300 && (await count(ctx, userId)) === before; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(await count(ctx, userId)).toBeGreaterThan(before);
    expect(ctx.logs.some((l) => l.includes('plaid webhook') && l.includes('SYNC_UPDATES_AVAILABLE'))).toBe(
      true,
    );
    ctx.clock.setToday('2026-11-21');
  });
});
