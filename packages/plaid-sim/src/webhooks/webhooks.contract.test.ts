import { createHash } from 'node:crypto';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { WebhookType } from 'plaid';
import { SandboxItemFireWebhookRequestWebhookCodeEnum as Code } from 'plaid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  linkItem,
  plaidError,
  startSim,
  type CapturedWebhook,
  type RunningSim,
} from '../testing/start-sim.ts';

const HOOK = 'http://127.0.0.1:9/plaid-webhook';

/** Verifies a captured webhook exactly as Plaid's docs tell a receiver to. */
async function verify(run: RunningSim, hook: CapturedWebhook): Promise<Record<string, unknown>> {
  const jwt = hook.headers['Plaid-Verification'] as string;
  const header = decodeProtectedHeader(jwt);
  expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
  const { data } = await run.client.webhookVerificationKeyGet({ key_id: header.kid as string });
  expect(data.key).toMatchObject({ alg: 'ES256', crv: 'P-256', kty: 'EC', use: 'sig', expired_at: null });
  const key = await importJWK({ ...data.key }, 'ES256');
  const { payload } = await jwtVerify(jwt, key, { maxTokenAge: '5 min' });
  const digest = createHash('sha256').update(hook.body).digest('hex');
  expect(payload.request_body_sha256).toBe(digest);
  return JSON.parse(hook.body) as Record<string, unknown>;
}

/** The exchange's webhook is delivered asynchronously; wait for it (bounded) instead of a fixed sleep. */
async function webhookFor(run: RunningSim, itemId: string): Promise<CapturedWebhook | undefined> {
  for (let i = 0; i < 100; i++) {
    const hook = run.webhooks.find((w) => w.body.includes(itemId));
    if (hook) return hook;
    await new Promise((r) => setTimeout(r, 20));
  }
  return undefined;
}

describe('webhooks', () => {
  let run: RunningSim;
  beforeAll(async () => {
    run = await startSim();
  });
  afterAll(() => run.close());

  it('announces SYNC_UPDATES_AVAILABLE after the exchange, signed and verifiable with jose', async () => {
    const { itemId } = await linkItem(run.client, { webhook: HOOK });
    const hook = await webhookFor(run, itemId);
    expect(hook?.url).toBe(HOOK);
    const body = await verify(run, hook as CapturedWebhook);
    expect(body).toEqual({
      webhook_type: 'TRANSACTIONS',
      webhook_code: 'SYNC_UPDATES_AVAILABLE',
      item_id: itemId,
      initial_update_complete: true,
      historical_update_complete: true,
      environment: 'sandbox',
    });
    expect(hook?.body).toContain('\n  "webhook_type"');
  });

  it('fires webhooks on request and through notifyNewData after a clock advance', async () => {
    const { accessToken, itemId } = await linkItem(run.client, { webhook: HOOK });
    await webhookFor(run, itemId); // let the exchange's own webhook land first
    run.webhooks.length = 0;
    const fired = await run.client.sandboxItemFireWebhook({
      access_token: accessToken,
      webhook_code: Code.SyncUpdatesAvailable,
      webhook_type: WebhookType.Transactions,
    });
    expect(fired.data.webhook_fired).toBe(true);
    const requested = run.webhooks.find((w) => w.body.includes(itemId));
    expect(await verify(run, requested as CapturedWebhook)).toMatchObject({ item_id: itemId });

    const deliveries = await run.sim.notifyNewData({ accessToken });
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]?.body).toMatchObject({ webhook_code: 'SYNC_UPDATES_AVAILABLE', item_id: itemId });
    const all = await run.sim.notifyNewData();
    expect(all.some((d) => d.body.item_id === itemId)).toBe(true);

    const item = await run.client.itemGet({ access_token: accessToken });
    expect(item.data.status?.last_webhook?.code_sent).toBe('SYNC_UPDATES_AVAILABLE');
  });

  it('sends ITEM/ERROR with a webhook-style error on reset_login', async () => {
    const { accessToken, itemId } = await linkItem(run.client, { webhook: HOOK });
    run.webhooks.length = 0;
    await run.client.sandboxItemResetLogin({ access_token: accessToken });
    const hook = run.webhooks.find((w) => w.body.includes('"ERROR"'));
    const body = await verify(run, hook as CapturedWebhook);
    expect(body).toMatchObject({ webhook_type: 'ITEM', webhook_code: 'ERROR', item_id: itemId });
    expect(body.error).toMatchObject({ error_code: 'ITEM_LOGIN_REQUIRED', status: 400 });
    expect(body.error).not.toHaveProperty('request_id');
  });

  it('refuses to fire for an item without a webhook and rejects unknown key ids', async () => {
    const { accessToken } = await linkItem(run.client);
    const err = await plaidError(
      run.client.sandboxItemFireWebhook({
        access_token: accessToken,
        webhook_code: Code.SyncUpdatesAvailable,
      }),
    );
    expect(err.data.error_type).toBe('SANDBOX_ERROR');
    const key = await plaidError(run.client.webhookVerificationKeyGet({ key_id: 'nope' }));
    expect(key.data.error_code).toBe('INVALID_WEBHOOK_VERIFICATION_KEY_ID');
  });
});
