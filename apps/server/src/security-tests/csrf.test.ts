import { is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.ts';
import { trustedOrigins } from '../http/trusted-origins.ts';
import { loadEnv } from '../env.ts';
import { apiError } from '../testing/api-error.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { createVerifiedUser, STRONG_PASSWORD } from '../testing/users.ts';

/** Sibling origins of the app's own http://localhost:3000: same site for cookies, never trusted. */
const FOREIGN_ORIGINS = [
  'http://localhost:4000',
  'http://evil.localhost:3000',
  'http://127.0.0.1:4000',
  'https://localhost:3000',
  'http://localhost:3000.evil.example',
  'null',
];
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** better-auth checks its own routes (csrf-auth-routes.embedded.test.ts, on a real server); webhooks carry their own signature. */
const checkedElsewhere = (path: string) => path.startsWith('/api/auth/') || path.startsWith('/api/webhooks/');
const isStatementUpload = (path: string) =>
  /^\/api\/accounts\/:[^/]+\/import$/.test(path) || path === '/api/accounts/import-preview';

const tables: PgTable[] = Object.values(schema).filter((value) => is(value, PgTable));
// Rate-limit counters change on every better-auth request and hold no user data.
const NOT_DATA = new Set(['rate_limit']);

interface Route {
  method: string;
  path: string;
}

describe('cross-site request forgery: the API', () => {
  let ctx: TestContext;
  let victim: Awaited<ReturnType<typeof createVerifiedUser>>;
  let accountId: string;
  let transactionId: string;
  let routes: Route[];

  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
    victim = await createVerifiedUser(ctx);
    expect((await victim.client.put('/api/profile', { displayName: 'Victim' })).status).toBe(200);
    const created = await victim.client.post('/api/accounts/manual', { name: 'Savings', type: 'depository' });
    accountId = (created.json as unknown as { account: { id: string } }).account.id;
    const [row] = await ctx.database.db
      .insert(schema.transactions)
      .values({
        userId: victim.userId,
        accountId,
        date: '2026-11-01',
        amountCents: 1299,
        description: 'Lunch',
      })
      .returning();
    transactionId = row!.id;
    expect(
      (
        await victim.client.put('/api/goals', {
          category: 'FOOD_AND_DRINK',
          goalType: 'expense',
          amountCents: 5000,
        })
      ).status,
    ).toBe(200);

    // The router's own list: a new write route is covered the day it is added.
    const seen = new Set<string>();
    routes = ctx.app.routes
      .filter((r) => WRITE_METHODS.has(r.method) && r.path.startsWith('/api/') && !checkedElsewhere(r.path))
      .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`))
      .map(({ method, path }) => ({ method, path }));
  });
  afterAll(() => ctx.close());

  /** Every row of every table, to show a refused request changed nothing anywhere. */
  async function snapshot() {
    const out: Record<string, unknown[]> = {};
    for (const table of tables) {
      const name = getTableConfig(table).name;
      if (!NOT_DATA.has(name)) out[name] = await ctx.database.db.select().from(table);
    }
    return JSON.stringify(out);
  }

  /** The route's path with the victim's own ids, so a request let through would change their data. */
  const realPath = (path: string) =>
    path
      .replace(/^\/api\/accounts\/:[^/]+/, `/api/accounts/${accountId}`)
      .replace(/^\/api\/transactions\/:[^/]+/, `/api/transactions/${transactionId}`)
      .replace(/:[^/]+/g, crypto.randomUUID());

  /** A body the route would accept from the victim's own page (an empty object where none is known). */
  function bodyFor(route: Route): unknown {
    const key = `${route.method} ${route.path}`;
    const bodies: Record<string, unknown> = {
      'PUT /api/profile': { displayName: 'Hacked', phone: '555-000-0000' },
      'POST /api/profile/premium': { code: 'PREMIUM-CODE' },
      'POST /api/account/password': { currentPassword: STRONG_PASSWORD, newPassword: 'Att4cker$Pass' },
      'DELETE /api/account': { currentPassword: STRONG_PASSWORD },
      'POST /api/account/two-factor/disable': { currentPassword: STRONG_PASSWORD, code: '123456' },
      'POST /api/accounts/manual': { name: 'Attacker account', type: 'depository' },
      'PATCH /api/accounts/:id': { nickname: 'Hacked' },
      'PUT /api/goals': { category: 'FOOD_AND_DRINK', goalType: 'expense', amountCents: 1 },
      'PATCH /api/transactions/:id': {
        date: '2026-11-02',
        accountId,
        merchantName: 'Hacked',
        description: 'Hacked',
        amount: '1.00',
      },
      'POST /api/client-events/not-found': { path: '/forged' },
    };
    return bodies[key] ?? {};
  }

  function send(route: Route, headers: Record<string, string>, body?: string) {
    return victim.client.request(
      route.method,
      realPath(route.path),
      body ?? JSON.stringify(bodyFor(route)),
      headers,
    );
  }

  it('finds the write routes in the router', () => {
    const names = routes.map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'PUT /api/profile',
      'POST /api/account/password',
      'DELETE /api/account',
      'POST /api/account/two-factor/disable',
      'POST /api/accounts/manual',
      'DELETE /api/accounts/:id',
      'PATCH /api/transactions/:id',
      'PUT /api/goals',
      'POST /api/bank/exchange-public-token-enhanced',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it('refuses every write from a foreign origin with 403, and changes nothing', async () => {
    const before = await snapshot();
    for (const route of routes) {
      for (const origin of FOREIGN_ORIGINS) {
        const res = await send(route, { Origin: origin, 'Content-Type': 'application/json' });
        expect(res.status, `${route.method} ${route.path} from ${origin}`).toBe(403);
        expect(res.json).toMatchObject({ error: { code: 'untrusted_origin' } });
        expect(apiError(res).message).toContain(ctx.env.PUBLIC_URL);
      }
    }
    expect(await snapshot()).toBe(before);
    expect(ctx.logs.join('\n')).not.toContain('/forged');
  });

  it('refuses a write without Origin unless Sec-Fetch-Site says same-origin', async () => {
    const before = await snapshot();
    for (const route of routes) {
      for (const fetchSite of ['same-site', 'cross-site', 'none', undefined]) {
        const res = await victim.client.request(
          route.method,
          realPath(route.path),
          JSON.stringify(bodyFor(route)),
          {
            Origin: '',
            'Content-Type': 'application/json',
            ...(fetchSite && { 'Sec-Fetch-Site': fetchSite }),
          },
        );
        expect(res.status, `${route.method} ${route.path} with Sec-Fetch-Site ${fetchSite}`).toBe(403);
        expect(res.json).toMatchObject({ error: { code: 'untrusted_origin' } });
      }
      // A foreign Origin is not excused by a Sec-Fetch-Site that claims the same origin.
      const lying = await send(route, {
        Origin: 'http://localhost:4000',
        'Sec-Fetch-Site': 'same-origin',
        'Content-Type': 'application/json',
      });
      expect(lying.status).toBe(403);
    }
    expect(await snapshot()).toBe(before);
  });

  it('refuses text/plain, form and multipart bodies with 415 even from the trusted origin, and changes nothing', async () => {
    const before = await snapshot();
    const forged = [
      ['text/plain', JSON.stringify({ displayName: 'Hacked' })],
      ['text/plain;charset=UTF-8', JSON.stringify({ displayName: 'Hacked' })],
      ['application/x-www-form-urlencoded', 'displayName=Hacked'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
      ],
    ] as const;
    for (const route of routes.filter((r) => !isStatementUpload(r.path))) {
      for (const [type, body] of forged) {
        const res = await send(route, { Origin: ctx.env.PUBLIC_URL, 'Content-Type': type }, body);
        expect(res.status, `${route.method} ${route.path} as ${type}`).toBe(415);
        expect(res.json).toMatchObject({ error: { code: 'unsupported_media_type' } });
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('lets the trusted origins through (or Sec-Fetch-Site: same-origin without Origin)', async () => {
    // Every route: past the guard (whatever the route then says about a made-up id or an empty body).
    for (const route of routes) {
      const path = route.path.replace(/:[^/]+/g, crypto.randomUUID());
      for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
        const res = await victim.client.request(route.method, path, {}, { Origin: origin });
        expect([403, 415], `${route.method} ${route.path} from ${origin}`).not.toContain(res.status);
      }
    }
    const sameOrigin = await victim.client.request(
      'PUT',
      '/api/profile',
      { displayName: 'Renamed by me' },
      { Origin: '', 'Sec-Fetch-Site': 'same-origin' },
    );
    expect(sameOrigin.status).toBe(200);
    const fromApp = await victim.client.request(
      'POST',
      '/api/account/password',
      { currentPassword: STRONG_PASSWORD, newPassword: 'Mine$Now1' },
      { Origin: 'http://127.0.0.1:3000' },
    );
    expect(fromApp.status).toBe(204);
    expect((await victim.client.get('/api/profile')).json.profile).toMatchObject({
      displayName: 'Renamed by me',
    });
  });

  it('trusts only PUBLIC_URL and TRUSTED_ORIGINS in production and on a network address', () => {
    const production = loadEnv({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://money.example.com',
      TRUSTED_ORIGINS: 'https://admin.example.com',
      PLAID_ENV: 'sandbox',
      PLAID_CLIENT_ID: 'x',
      PLAID_SECRET: 'y',
      SMTP_URL: 'smtp://127.0.0.1:25',
      AUTH_SECRET: 'a'.repeat(48),
      ENCRYPTION_KEY: 'b'.repeat(64),
    });
    expect(trustedOrigins(production).sort()).toEqual([
      'https://admin.example.com',
      'https://money.example.com',
    ]);
    const network = loadEnv({
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'http://192.168.1.5:3000',
    });
    expect(trustedOrigins(network)).toEqual(['http://192.168.1.5:3000']);
  });
});
