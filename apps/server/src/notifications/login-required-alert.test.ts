import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankPort } from '../bank/bank-port.ts';
import { linkSandboxBank, simCall, waitForFirstSync } from '../testing/bank-fixtures.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { createVerifiedUser, mailsTo } from '../testing/users.ts';

describe('a bank connection that needs attention', () => {
  let ctx: TestContext;
  const exchanged: string[] = [];
  beforeAll(async () => {
    const wrapBank = (bank: BankPort): BankPort => ({
      ...bank,
      async exchangePublicToken(publicToken) {
        const linked = await bank.exchangePublicToken(publicToken);
        exchanged.push(linked.accessToken);
        return linked;
      },
    });
    ctx = await createTestContext({ deps: { wrapBank }, env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  afterAll(() => ctx.close());

  it('alerts once when a sync fails with the provider login-required error, however often it fails', async () => {
    const { client, userId, email } = await createVerifiedUser(ctx);
    await linkSandboxBank(ctx, client, { webhook: false, clientUserId: userId });
    await waitForFirstSync(ctx, userId);
    const token = exchanged.at(-1)!;

    expect((await simCall(ctx, '/sandbox/item/reset_login', { access_token: token })).status).toBe(200);
    const loginAlerts = async () =>
      (
        (await client.get('/api/notifications')).json.notifications as unknown as {
          kind: string;
          title: string;
        }[]
      ).filter((n) => n.kind === 'login_required');
    expect((await client.post('/api/bank/fetch-transactions', {})).status).toBe(409);
    await expect.poll(loginAlerts, { timeout: 10_000 }).toHaveLength(1);
    const [alert] = await loginAlerts();
    expect(alert!.title).toMatch(/needs you to sign in again$/);

    // Failing again (a manual refresh, a later sync) adds nothing and sends nothing more.
    expect((await client.post('/api/bank/fetch-transactions', {})).status).toBe(409);
    await client.post('/api/recurring/refresh', {});
    await new Promise((r) => setTimeout(r, 300));
    expect(await loginAlerts()).toHaveLength(1);
    expect((await mailsTo(ctx, email)).filter((m) => m.subject === alert!.title)).toHaveLength(1);
  });
});
