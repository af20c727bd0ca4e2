import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerItems, user } from '../db/schema/index.ts';
import { simCall } from '../testing/bank-fixtures.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { TestClient } from '../testing/test-client.ts';
import { createVerifiedUser, STRONG_PASSWORD, uniqueEmail } from '../testing/users.ts';

const NOT_ALLOWED = 'Contains a character that is not allowed';
const nulError = (field: string) => ({
  error: { code: 'invalid_request', message: `${field}: ${NOT_ALLOWED}`, fields: { [field]: NOT_ALLOWED } },
});

/** Answers no handler can use are a 400 with a clear message, never a 500 (each was a 500 before). */
describe('bad input gets 400, not 500', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const webDistDir = mkdtempSync(join(tmpdir(), 'tq-web-'));
    writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>Tourniquet</title>');
    ctx = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '100' }, webDistDir });
  });
  afterAll(() => ctx.close());

  const anonymous = () => new TestClient(ctx.app, ctx.env.PUBLIC_URL);
  const expectClean = (res: { status: number; text: string }) => {
    expect(res.status).toBeLessThan(500);
    expect(res.text).not.toMatch(/stack|at .*\.ts|select |insert |invalid byte sequence|0x00/i);
  };

  it('refuses a NUL character in PUT /api/profile by field, and keeps the profile', async () => {
    const { client } = await createVerifiedUser(ctx);
    expect((await client.put('/api/profile', { displayName: 'Before' })).status).toBe(200);
    for (const [field, body] of [
      ['displayName', { displayName: 'Af\u0000ter' }],
      ['city', { displayName: 'After', city: '\u0000' }],
    ] as const) {
      const res = await client.put('/api/profile', body);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject(nulError(field));
      expectClean(res);
    }
    // A raw NUL byte in the body text is not JSON at all.
    const raw = await client.request('PUT', '/api/profile', '{"displayName":"a\u0000b"}');
    expect(raw.status).toBe(400);
    expect((await client.get('/api/profile')).json.profile).toMatchObject({ displayName: 'Before' });
  });

  it('refuses a NUL character in the sign-up body, and creates no user', async () => {
    const email = uniqueEmail('nul');
    for (const [field, body] of [
      ['email', { email: `a\u0000${email}`, password: STRONG_PASSWORD, name: 'N' }],
      ['name', { email, password: STRONG_PASSWORD, name: 'N\u0000' }],
      ['password', { email, password: `${STRONG_PASSWORD}\u0000`, name: 'N' }],
    ] as const) {
      const res = await anonymous().post('/api/auth/sign-up/email', body);
      expect(res.status, field).toBe(400);
      expect(res.json).toMatchObject(nulError(field));
      expectClean(res);
    }
    expect(await ctx.database.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });

  it('refuses a NUL character in the sign-in body', async () => {
    const { email } = await createVerifiedUser(ctx);
    for (const [field, body] of [
      ['email', { email: `${email}\u0000`, password: STRONG_PASSWORD }],
      ['password', { email, password: `\u0000${STRONG_PASSWORD}` }],
    ] as const) {
      const res = await anonymous().post('/api/auth/sign-in/email', body);
      expect(res.status, field).toBe(400);
      expect(res.json).toMatchObject(nulError(field));
      expectClean(res);
    }
  });

  it('refuses %00 in an API path', async () => {
    const { client } = await createVerifiedUser(ctx);
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { nickname: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await client.request(method, '/api/accounts/%00', body);
      expect(res.status, method).toBe(400);
      expect(res.json).toMatchObject({
        error: { code: 'invalid_request', message: 'The address contains a character that is not allowed.' },
      });
      expectClean(res);
    }
    expect((await client.get('/api/transactions/%00abc')).status).toBe(400);
  });

  it('refuses a malformed percent escape, on the SPA fallback and on the API', async () => {
    for (const path of [
      '/%E0%A4%A',
      '/dashboard/%E0%A4%A',
      '/%',
      '/api/accounts/%E0%A4%A',
      '/x?q=%E0%A4%A',
    ]) {
      const res = await anonymous().get(path);
      expect(res.status, path).toBe(400);
      expect(res.json).toMatchObject({
        error: { code: 'malformed_url', message: 'The address contains a malformed percent escape.' },
      });
    }
    // The SPA itself is still served.
    const page = await anonymous().get('/dashboard');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Tourniquet</title>');
  });

  it('refuses a NUL character in the dev mailbox query', async () => {
    for (const path of ['/dev/mailbox?to=%00', '/dev/mailbox.json?to=a%00b']) {
      const res = await anonymous().get(path);
      expect(res.status, path).toBe(400);
      expect(res.json).toMatchObject(nulError('to'));
    }
  });

  it('answers an invalid or spent public token with 400 invalid_public_token, not 502', async () => {
    const { client, userId } = await createVerifiedUser(ctx);
    const exchange = (publicToken: string) =>
      client.post('/api/bank/exchange-public-token-enhanced', {
        public_token: publicToken,
        institution: { name: 'First Platypus Bank', institution_id: 'ins_109508' },
        account_configs: [],
      });
    const invalid = {
      error: {
        code: 'invalid_public_token',
        message: 'This bank link has expired or is not valid. Please link the account again.',
      },
    };
    for (const bogus of ['public-sandbox-bogus', 'garbage', 'access-sandbox-not-a-public-token']) {
      const res = await exchange(bogus);
      expect(res.status, bogus).toBe(400);
      expect(res.json).toMatchObject(invalid);
    }
    const created = await simCall<{ public_token: string }>(ctx, '/sandbox/public_token/create', {
      institution_id: 'ins_109508',
      initial_products: ['transactions'],
      options: { override_username: 'user_good', override_password: 'pass_good' },
    });
    expect((await exchange(created.json.public_token)).status).toBe(200);
    // Public tokens are good for one exchange.
    const spent = await exchange(created.json.public_token);
    expect(spent.status).toBe(400);
    expect(spent.json).toMatchObject(invalid);
    expect(
      await ctx.database.db.select().from(providerItems).where(eq(providerItems.userId, userId)),
    ).toHaveLength(1);
  });
});
