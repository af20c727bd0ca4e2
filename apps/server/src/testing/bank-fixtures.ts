import { eq } from 'drizzle-orm';
import { providerItems } from '../db/schema/index.ts';
import type { TestContext } from './test-app.ts';
import type { TestClient } from './test-client.ts';
import { createVerifiedUser } from './users.ts';
import { JOBS } from '../jobs/app-jobs.ts';

const queueSettled = async (ctx: TestContext) =>
  (await ctx.jobs.pending(JOBS.syncItem)) === 0 && (await ctx.jobs.pending(JOBS.detect)) === 0;

const SIM_CREDENTIALS = { client_id: 'tourniquet-local', secret: 'simulator-secret' };

/** Calls the in-process simulator directly, as a test harness would call Plaid Sandbox. */
export async function simCall<T = Record<string, unknown>>(
  ctx: TestContext,
  path: string,
  body: Record<string, unknown>,
) {
  const res = await ctx.app.request(`/sim/plaid${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...SIM_CREDENTIALS, ...body }),
  });
  return { status: res.status, json: (await res.json()) as T };
}

/**
 * Links a simulated bank for the signed-in client through the real API: a sandbox public token (what
 * Link's onSuccess hands the browser), then exchange-public-token-enhanced.
 */
export async function linkSandboxBank(
  ctx: TestContext,
  client: TestClient,
  opts: {
    username?: string;
    institutionId?: string;
    institutionName?: string;
    configs?: unknown[];
    /**
     * false: link without a webhook URL. The simulator announces new data to a linked webhook at once, and
     * the sync that starts could race a test that moves "today" and counts what its own sync applies.
     */
    webhook?: boolean;
    /**
     * The simulator's stand-in for Link's user.client_user_id: the same institution, username and id give
     * the same bank data (a second link of the same login). Absent: a household of its own.
     */
    clientUserId?: string;
  } = {},
) {
  const created = await simCall<{ public_token: string }>(ctx, '/sandbox/public_token/create', {
    institution_id: opts.institutionId ?? 'ins_109508',
    initial_products: ['transactions'],
    options: {
      override_username: opts.username ?? 'user_good',
      override_password: 'pass_good',
      ...(opts.clientUserId && { client_user_id: opts.clientUserId }),
      ...(opts.webhook !== false && { webhook: `${ctx.env.PUBLIC_URL}/api/webhooks/plaid` }),
    },
  });
  if (created.status !== 200) throw new Error(`sandbox public token failed: ${JSON.stringify(created.json)}`);
  const res = await client.post('/api/bank/exchange-public-token-enhanced', {
    public_token: created.json.public_token,
    institution: {
      name: opts.institutionName ?? 'First Platypus Bank',
      institution_id: opts.institutionId ?? 'ins_109508',
    },
    account_configs: opts.configs ?? [],
  });
  if (res.status !== 200) throw new Error(`exchange failed: ${res.status} ${res.text}`);
  return res.json as unknown as {
    accounts: { id: string; accountType: string; accountName: string }[];
    alreadyLinked?: boolean;
    message?: string;
  };
}

/**
 * Waits until background syncs started by the exchange have settled (bounded): every item has its cursor,
 * the recurring engine has stored what that sync brought (its run is logged after the write), and no sync
 * or engine job is left in the queue (a webhook's sync waits a moment before it starts), so no background
 * write lands in the middle of a test that compares rows.
 */
export async function waitForFirstSync(ctx: TestContext, userId: string) {
  const detected = () =>
    ctx.logs.some(
      (line) =>
        line.includes(userId) &&
        ((line.includes('detection run') && !line.includes('"transactions":0')) ||
          line.includes('detection after sync failed')),
    );
  for (let i = 0; i < 400; i++) {
    const rows = await ctx.database.db.select().from(providerItems).where(eq(providerItems.userId, userId));
    if (
      rows.length > 0 &&
      rows.every((r) => r.syncCursor !== null) &&
      detected() &&
      (await queueSettled(ctx))
    ) {
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('first sync did not finish');
}

/**
 * A new verified user with the sandbox bank linked (no webhook, so no background sync can race a test that
 * moves today) and its first sync finished: the starting point of every report, goal and edit test.
 */
export async function createSyncedUser(ctx: TestContext) {
  const user = await createVerifiedUser(ctx);
  const { accounts } = await linkSandboxBank(ctx, user.client, { webhook: false });
  await waitForFirstSync(ctx, user.userId);
  return { ...user, accountIds: accounts.map((a) => a.id) };
}
