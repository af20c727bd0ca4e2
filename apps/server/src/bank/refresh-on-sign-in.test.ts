import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema/index.ts';
import { linkSandboxBank, waitForFirstSync } from '../testing/bank-fixtures.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { TestClient } from '../testing/test-client.ts';
import { createVerifiedUser } from '../testing/users.ts';

async function waitFor(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

describe('balances refresh in the background after sign-in', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const rowsOf = (userId: string) =>
    ctx.database.db.select().from(accounts).where(eq(accounts.userId, userId));

  it('refreshes every linked balance, and only flags the accounts the bank refuses', async () => {
    ctx.clock.setToday('2026-11-21');
    const good = await createVerifiedUser(ctx);
    await linkSandboxBank(ctx, good.client);
    const expiring = await createVerifiedUser(ctx);
    await linkSandboxBank(ctx, expiring.client, { username: 'user_login_expiring' });
    await waitForFirstSync(ctx, good.userId);
    await waitForFirstSync(ctx, expiring.userId);
    const before = new Map((await rowsOf(good.userId)).map((a) => [a.id, a.balanceLastRefreshed!.getTime()]));

    ctx.clock.setToday('2026-11-22'); // the expiring user's bank now wants a new login
    await new Promise((r) => setTimeout(r, 5)); // wall clock moves past the link-time refresh
    for (const user of [good, expiring]) {
      const client = new TestClient(ctx.app, ctx.env.PUBLIC_URL);
      const res = await client.post('/api/auth/sign-in/email', {
        email: user.email,
        password: user.password,
      });
      expect(res.status).toBe(200); // sign-in never waits on, or fails because of, the bank
    }

    expect(
      await waitFor(async () =>
        (await rowsOf(good.userId)).every((a) => a.balanceLastRefreshed!.getTime() > before.get(a.id)!),
      ),
    ).toBe(true);
    expect((await rowsOf(good.userId)).some((a) => a.accessIssue)).toBe(false);
    expect(await waitFor(async () => (await rowsOf(expiring.userId)).every((a) => a.accessIssue))).toBe(true);
    expect(await waitFor(async () => ctx.logs.some((l) => l.includes('balance refresh failed')))).toBe(true);
    ctx.clock.setToday('2026-11-21');
  });
});
