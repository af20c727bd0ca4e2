import { is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { createVerifiedUser, STRONG_PASSWORD } from '../testing/users.ts';

const tables: PgTable[] = Object.values(schema).filter((value) => is(value, PgTable));
// Rate-limit counters change on every better-auth request and hold no user data.
const NOT_DATA = new Set(['rate_limit']);

/** Bodies a validator would refuse (400) or a route would act on: the origin guard must answer first. */
const BODIES = [
  '{"currentPassword": 5}',
  '{not json',
  '{"a":"\\u0000"}',
  '[]',
  `{"pad":"${'x'.repeat(200 * 1024)}"}`,
];

const CROSS_SITE: Record<string, string>[] = [
  { Origin: 'http://localhost:4000' },
  { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' },
  { Origin: '', 'Sec-Fetch-Site': 'cross-site' },
  { Origin: '', 'Sec-Fetch-Site': 'same-site' },
];

/**
 * Issue 29: a cross-site write answered 400 from a validator (or counted against a mail limit) instead of
 * 403 from the origin guard. The guard must answer before anything reads the body, on every write route,
 * better-auth's included (it checks origins itself only after parsing the body; under Vitest not at all).
 */
describe('the origin guard answers before anything reads the body', () => {
  let ctx: TestContext;
  let victim: Awaited<ReturnType<typeof createVerifiedUser>>;

  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
    victim = await createVerifiedUser(ctx);
  });
  afterAll(() => ctx.close());

  async function snapshot() {
    const out: Record<string, unknown[]> = {};
    for (const table of tables) {
      const name = getTableConfig(table).name;
      if (!NOT_DATA.has(name)) out[name] = await ctx.database.db.select().from(table);
    }
    return JSON.stringify(out);
  }

  const routes: [string, string][] = [
    ['DELETE', '/api/account'],
    ['POST', '/api/account/password'],
    ['PUT', '/api/profile'],
    ['POST', '/api/accounts/manual'],
    ['PUT', '/api/goals'],
    ['POST', '/api/client-events/not-found'],
    ['POST', '/api/auth/sign-in/email'],
    ['POST', '/api/auth/sign-up/email'],
    ['POST', '/api/auth/request-password-reset'],
    ['POST', '/api/auth/update-user'],
  ];

  it('refuses cross-site writes with invalid and valid-looking bodies with 403, changing nothing', async () => {
    const before = await snapshot();
    const mailsBefore = ctx.mails.length;
    const bodies = [
      ...BODIES,
      JSON.stringify({ email: victim.email, password: STRONG_PASSWORD, redirectTo: '/reset-password' }),
    ];
    for (const [method, path] of routes) {
      for (const headers of CROSS_SITE) {
        for (const body of bodies) {
          const res = await victim.client.request(method, path, body, {
            ...headers,
            'Content-Type': 'application/json',
          });
          const label = `${method} ${path} ${JSON.stringify(headers)} ${body.slice(0, 30)}`;
          expect(res.status, label).toBe(403);
          const code = path.startsWith('/api/auth/')
            ? (res.json as { code?: string }).code
            : (res.json as { error?: { code?: string } }).error?.code;
          expect(['untrusted_origin', 'INVALID_ORIGIN', 'MISSING_OR_NULL_ORIGIN'], label).toContain(code);
        }
      }
    }
    expect(await snapshot()).toBe(before);
    expect(ctx.mails.length).toBe(mailsBefore);
  });

  it("answers better-auth's own shapes for its routes", async () => {
    const foreign = await victim.client.request('POST', '/api/auth/sign-in/email', '{bad', {
      Origin: 'http://localhost:4000',
    });
    expect(foreign.json).toEqual({
      code: 'INVALID_ORIGIN',
      message: `This page was opened at http://localhost:4000, which this server does not trust. Open ${ctx.env.PUBLIC_URL} instead.`,
      trustedOrigin: ctx.env.PUBLIC_URL,
    });
    const unnamed = await victim.client.request('POST', '/api/auth/sign-in/email', '{bad', {
      Origin: '',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(unnamed.json).toEqual({ message: 'Missing or null Origin', code: 'MISSING_OR_NULL_ORIGIN' });
  });

  it('still lets the app itself through', async () => {
    const res = await victim.client.request('POST', '/api/auth/sign-in/email', {
      email: victim.email,
      password: STRONG_PASSWORD,
    });
    expect(res.status).toBe(200);
    const profile = await victim.client.put('/api/profile', { displayName: 'Mine' });
    expect(profile.status).toBe(200);
  });
});
