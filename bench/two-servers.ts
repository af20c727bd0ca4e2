// Two server processes on one PostgreSQL behind a round-robin proxy ("Several servers", docs/scaling.md): a
// session made on one works on the other; the sign-in lockout and rate limit count across both; one sync
// announced to both runs once; SIGKILLing one server under load loses no acknowledged write.
// Exits non-zero on any failure; bounded to 3 minutes. Needs PostgreSQL (TEST_DATABASE_URL or the default).
// Run: npm run two-servers -w @tourniquet/bench (builds the server first: the children run dist/main.js)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createTokenCipher } from '@tourniquet/server/bank/token-cipher';
import { signUpVerified } from './lib/api-session.ts';
import { createFreshDatabase, DEFAULT_POSTGRES_URL } from './lib/fresh-postgres.ts';
import { httpRequest } from './lib/http-client.ts';
import { startRoundRobinProxy } from './lib/round-robin-proxy.ts';
import { baseUrlOf, freePort, killAllChildren, startServer, type ServerChild } from './lib/server-child.ts';
import {
  lockoutAcrossBoth,
  noAcknowledgedWriteLost,
  rateLimitAcrossBoth,
  sessionOnBoth,
  syncOnce,
  type Servers,
} from './two-servers/checks.ts';

const BUDGET_MS = 170_000;
const SIM_CREDENTIALS = { client_id: 'tourniquet-local', secret: 'simulator-secret' };
const started = Date.now();
const log = (line: string) =>
  console.log(`  [${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}`);

const budget = setTimeout(() => {
  console.error(`two servers: not finished within ${BUDGET_MS / 1000} s`);
  killAllChildren();
  process.exit(2);
}, BUDGET_MS);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

const postgresUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL;
const database = await createFreshDatabase(postgresUrl, 'tq_two_servers');
const dataDir = mkdtempSync(join(tmpdir(), 'tq-two-servers-'));
const encryptionKey = randomBytes(32);
const children: ServerChild[] = [];
const problems: string[] = [];

try {
  const [portA, portB] = [await freePort(), await freePort()];
  const upstreams = [portA, portB].map((port) => baseUrlOf({ port, dataDir }));
  const proxy = await startRoundRobinProxy(upstreams);
  // Both servers share the secrets (sessions, stored bank tokens) and answer to the proxy's address.
  const env = {
    AUTH_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: encryptionKey.toString('hex'),
    PUBLIC_URL: proxy.url,
    RATE_LIMIT_MULTIPLIER: '1',
  };
  // One after the other: the first runs the migrations, the second finds them applied.
  for (const port of [portA, portB]) {
    children.push(
      await startServer({ port, dataDir, databaseUrl: database.url, env, entry: 'built' }, 90_000),
    );
  }
  const servers: Servers = {
    proxy: proxy.url,
    a: upstreams[0]!,
    b: upstreams[1]!,
    origin: proxy.url,
    databaseUrl: database.url,
  };
  log(`servers A ${servers.a} and B ${servers.b} on ${database.name}, proxy ${proxy.url}`);

  const check = async (name: string, run: () => Promise<string[]>) => {
    const found = await run();
    problems.push(...found);
    log(`${found.length ? 'FAIL' : 'ok  '} ${name}${found.length ? `: ${found.join('; ')}` : ''}`);
  };

  await check('a session made on one server works on the other', () => sessionOnBoth(servers));
  await check('ten wrong passwords over both servers lock the account on both', () =>
    lockoutAcrossBoth(servers),
  );

  // A bank linked with a webhook URL; its access token read back as the server stored it.
  const session = await signUpVerified(proxy.url, 'two-servers-sync');
  const token = await httpRequest(`${proxy.url}/sim/plaid/sandbox/public_token/create`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      ...SIM_CREDENTIALS,
      institution_id: 'ins_109508',
      initial_products: ['transactions'],
      options: {
        override_username: 'user_good',
        override_password: 'pass_good',
        webhook: `${proxy.url}/api/webhooks/plaid`,
      },
    }),
  });
  await session.expectOk('POST', '/api/bank/exchange-public-token-enhanced', {
    public_token: (JSON.parse(token.text) as { public_token: string }).public_token,
    institution: { name: 'First Platypus Bank', institution_id: 'ins_109508' },
    account_configs: [],
  });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const item = (
    await db.query<{ plaid_item_id: string; access_token_ciphertext: string; sync_cursor: string | null }>(
      'select plaid_item_id, access_token_ciphertext, sync_cursor from provider_items',
    )
  ).rows[0]!;
  // The first sync (queued by the exchange and by the link's own webhook) settles before the test.
  for (let i = 0; i < 150; i++) {
    const row = await db.query('select 1 from provider_items where sync_cursor is not null');
    const queued = await db.query(
      `select 1 from pgboss.job where name = 'bank.sync-item' and state < 'completed'`,
    );
    if (row.rowCount && !queued.rowCount) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  await db.end();
  const accessToken = createTokenCipher(encryptionKey).decrypt(item.access_token_ciphertext);
  const simulator = async (base: string, path: string, body: Record<string, string>) => {
    const res = await httpRequest(`${base}/sim/plaid${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...SIM_CREDENTIALS, access_token: accessToken, ...body }),
    });
    if (res.status !== 200) throw new Error(`${path} on ${base}: ${res.status}`);
  };
  // A: Plaid's webhook; B: a transactions refresh, which the provider answers with the same webhook.
  const webhookOnAAndRefreshOnB = () =>
    Promise.all([
      simulator(servers.a, '/sandbox/item/fire_webhook', { webhook_code: 'SYNC_UPDATES_AVAILABLE' }),
      simulator(servers.b, '/transactions/refresh', {}),
    ]);
  await check('a webhook on A and a refresh on B run one sync', async () => {
    const result = await syncOnce(servers, webhookOnAAndRefreshOnB, item.plaid_item_id);
    return result.problems;
  });

  // Last of the auth checks: afterwards this address may not sign in for ten minutes.
  let refusedAt = 0;
  await check('sign-in attempts over both servers meet one rate limit', async () => {
    const result = await rateLimitAcrossBoth(servers);
    refusedAt = result.refusedAt;
    return result.problems;
  });
  log(`       (refused at this check's attempt ${refusedAt}, after the lockout check's 12)`);

  let figures = '';
  await check('SIGKILL of server A under load loses no acknowledged write', async () => {
    const result = await noAcknowledgedWriteLost(servers, () => children[0]!.kill());
    figures = `${result.acked} writes acknowledged (${result.ackedBeforeKill} before the kill), ${result.failed} refused or cut`;
    return result.acked > result.ackedBeforeKill
      ? result.problems
      : [...result.problems, 'kill: no write succeeded after the kill'];
  });
  log(`       (${figures}; proxy: ${[...proxy.served.values()].join(' / ')} answers from A / B)`);
  await proxy.close();
} catch (err) {
  problems.push(`error: ${err instanceof Error ? err.message : String(err)}`);
  for (const child of children) console.error(child.logTail().slice(-3000));
} finally {
  await Promise.allSettled(children.map((c) => c.stop()));
  await database.drop().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
  clearTimeout(budget);
}

console.log(
  problems.length ? `\ntwo servers: FAILED\n  ${problems.join('\n  ')}` : '\ntwo servers: all checks passed',
);
process.exit(problems.length ? 1 : 0);
