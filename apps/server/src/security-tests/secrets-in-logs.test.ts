import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createTokenCipher } from '../bank/token-cipher.ts';
import { createLogger } from '../logger.ts';
import { providerItems, verification } from '../db/schema/index.ts';
import { simCall } from '../testing/bank-fixtures.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { TestClient } from '../testing/test-client.ts';
import { followLink, lastMailedLink, uniqueEmail } from '../testing/users.ts';

/** The encryption key createTestContext gives the app (its `secrets.encryptionKey`). */
const TEST_ENCRYPTION_KEY = Buffer.alloc(32, 7);
const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const;

/**
 * Secrets never reach a log line: every line the app's logger wrote and everything printed on the console
 * while a user signs up, verifies, resets a password (with wrong, expired and garbage tokens too), signs in
 * and links a bank is searched for the password, the reset and verification tokens, the session token and
 * the bank's public and access tokens, as written and URL-encoded.
 */
describe('secrets in logs', () => {
  let ctx: TestContext;
  const consoleLines: string[] = [];
  const spies: MockInstance[] = [];
  const secrets = new Map<string, string>();
  const plant = (name: string, value: string | null | undefined) => {
    if (!value) throw new Error(`no ${name} to plant`);
    secrets.set(name, value);
  };

  beforeAll(async () => {
    for (const method of CONSOLE_METHODS) {
      spies.push(
        vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
          consoleLines.push(
            args.map((a) => (a instanceof Error ? `${a.stack} ${String(a.cause)}` : a)).join(' '),
          );
        }),
      );
    }
    ctx = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  afterAll(async () => {
    for (const spy of spies) spy.mockRestore();
    await ctx.close();
  });

  const anonymous = () => new TestClient(ctx.app, ctx.env.PUBLIC_URL);

  it('keeps the password, reset, verification, session and bank tokens out of every log line', async () => {
    const email = uniqueEmail('secrets');
    const password = `Pl4nted$${randomBytes(9).toString('base64url')}`;
    const newPassword = `N3w$${randomBytes(9).toString('base64url')}`;
    plant('password', password);
    plant('new password', newPassword);
    const client = anonymous();

    // Sign-up, a wrong and a garbage verification token, then the real one.
    expect(
      (
        await client.post('/api/auth/sign-up/email', {
          email,
          password,
          name: email,
          callbackURL: '/onboarding',
        })
      ).status,
    ).toBe(200);
    const verifyLink = await lastMailedLink(ctx, email);
    const verifyToken = new URL(verifyLink).searchParams.get('token');
    plant('verification token', verifyToken);
    const tampered = `${verifyToken!.slice(0, -4)}AAAA`;
    plant('tampered verification token', tampered);
    await anonymous().get(`/api/auth/verify-email?token=${encodeURIComponent(tampered)}`);
    await anonymous().get('/api/auth/verify-email?token=garbage-verification-token');
    expect((await followLink(client, verifyLink)).status).toBe(302);
    const session = (await client.get('/api/auth/get-session')).json as unknown as { user: { id: string } };
    const userId = session.user.id;

    // A wrong password, then a reset: unknown, garbage, expired and real tokens.
    const wrongPassword = `Wr0ng$${randomBytes(9).toString('base64url')}`;
    plant('wrong password', wrongPassword);
    expect(
      (await anonymous().post('/api/auth/sign-in/email', { email, password: wrongPassword })).status,
    ).toBe(401);
    expect(
      (await anonymous().post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }))
        .status,
    ).toBe(200);
    const resetLink = await lastMailedLink(ctx, email);
    const resetToken = new URL(resetLink).pathname.split('/').at(-1);
    plant('reset token', resetToken);
    const guessed = `${resetToken!.slice(0, -3)}xyz`;
    plant('guessed reset token', guessed);
    for (const token of [guessed, 'garbage-reset-token']) {
      await anonymous().get(`/api/auth/reset-password/${token}?callbackURL=%2Freset-password`);
      const refused = await anonymous().post('/api/auth/reset-password', { token, newPassword });
      expect(refused.status).toBe(400);
    }
    // Expired tokens: every pending reset of the user moved into the past.
    await anonymous().post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    const expiredToken = new URL(await lastMailedLink(ctx, email)).pathname.split('/').at(-1);
    plant('expired reset token', expiredToken);
    await ctx.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.value, userId));
    await anonymous().get(`/api/auth/reset-password/${expiredToken}?callbackURL=%2Freset-password`);
    expect(
      (await anonymous().post('/api/auth/reset-password', { token: expiredToken, newPassword })).status,
    ).toBe(400);
    // A fresh token works once; used again it is refused.
    await anonymous().post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    const liveToken = new URL(await lastMailedLink(ctx, email)).pathname.split('/').at(-1);
    plant('used reset token', liveToken);
    await followLink(anonymous(), await lastMailedLink(ctx, email));
    expect(
      (await anonymous().post('/api/auth/reset-password', { token: liveToken, newPassword })).status,
    ).toBe(200);
    expect(
      (await anonymous().post('/api/auth/reset-password', { token: liveToken, newPassword })).status,
    ).toBe(400);

    // Sign in: the session token is the cookie's value before its signature.
    const browser = anonymous();
    const signedIn = await browser.post('/api/auth/sign-in/email', { email, password: newPassword });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .find((line) => line.startsWith('better-auth.session_token='))!
      .split(';')[0]!
      .slice('better-auth.session_token='.length);
    plant('session cookie', decodeURIComponent(cookie));
    plant('session token', decodeURIComponent(cookie).split('.')[0]);
    // A forged cookie and a stale one are refused without echoing them.
    const forged = new TestClient(ctx.app, ctx.env.PUBLIC_URL, {
      Cookie: `better-auth.session_token=${cookie.slice(0, 20)}forgedforged.c2lnbmF0dXJl`,
    });
    expect((await forged.get('/api/profile')).status).toBe(401);

    // Link the simulated bank: the public token from Link, the access token the exchange stores encrypted.
    const created = await simCall<{ public_token: string }>(ctx, '/sandbox/public_token/create', {
      institution_id: 'ins_109508',
      initial_products: ['transactions'],
      options: { override_username: 'user_good', override_password: 'pass_good' },
    });
    plant('public token', created.json.public_token);
    const exchanged = await browser.post('/api/bank/exchange-public-token-enhanced', {
      public_token: created.json.public_token,
      institution: { name: 'First Platypus Bank', institution_id: 'ins_109508' },
      account_configs: [],
    });
    expect(exchanged.status).toBe(200);
    // The same public token again (spent), and the bank calls that use the access token.
    await browser.post('/api/bank/exchange-public-token-enhanced', {
      public_token: created.json.public_token,
      institution: { name: 'First Platypus Bank' },
    });
    await browser.post('/api/bank/fetch-transactions', {});
    await browser.post('/api/bank/fetch-recurring-transactions', {});
    const [item] = await ctx.database.db.select().from(providerItems);
    const accessToken = createTokenCipher(TEST_ENCRYPTION_KEY).decrypt(item!.accessTokenCiphertext);
    expect(accessToken).toMatch(/^access-sandbox-/);
    plant('access token', accessToken);
    plant('access token ciphertext', item!.accessTokenCiphertext);

    // A database failure while signing out: better-auth logs the failed query, whose parameters hold the
    // session token, with the error object as an extra argument.
    await ctx.database.db.execute(sql`
      create function refuse_session_delete() returns trigger language plpgsql as $$
      begin raise exception 'session rows are read-only in this test'; end $$`);
    await ctx.database.db.execute(
      sql`create trigger refuse_session_delete before delete on session for each row execute function refuse_session_delete()`,
    );
    await browser.post('/api/auth/sign-out', {});
    await ctx.database.db.execute(sql`drop trigger refuse_session_delete on session`);
    expect(ctx.logs.join('\n')).toContain('Failed to delete session from database');

    // Signing out ends the session; the old cookie is then refused.
    await browser.post('/api/auth/sign-out', {});
    expect((await browser.get('/api/profile')).status).toBe(401);

    const lines = [...ctx.logs, ...consoleLines];
    // The run must have logged something worth searching (mail, sign-in failures, bank calls).
    expect(ctx.logs.length).toBeGreaterThan(5);
    const leaks: string[] = [];
    for (const [name, value] of secrets) {
      for (const form of new Set([value, encodeURIComponent(value)])) {
        const line = lines.find((l) => l.includes(form));
        if (line) leaks.push(`${name} in: ${line.slice(0, 300)}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  describe('the redaction itself', () => {
    const capture = () => {
      const lines: string[] = [];
      return { lines, logger: createLogger('debug', (line) => lines.push(line)) };
    };

    it('redacts secret keys at any depth, in arrays, and in errors and their causes', () => {
      const { lines, logger } = capture();
      const cause = Object.assign(new Error('Failed query: select 1\nparams: sess-token-123,a@b.c'), {
        code: '23505',
      });
      const error = new Error('outer', { cause });
      const cyclic: Record<string, unknown> = { name: 'loop' };
      cyclic.self = cyclic;
      logger.error('nested', {
        request: { headers: { Cookie: 'better-auth.session_token=abc.def', accept: 'json' } },
        items: [{ accessToken: 'at-1' }, { nested: [{ password: 'pw-1' }] }],
        error,
        cyclic,
        headers: new Headers({ authorization: 'Bearer hdr-token-1' }),
      });
      const line = lines[0]!;
      for (const secret of ['abc.def', 'at-1', 'pw-1', 'sess-token-123', 'hdr-token-1']) {
        expect(line).not.toContain(secret);
      }
      expect(line).toContain('"accept":"json"');
      expect(line).toContain('"message":"outer"');
      expect(line).toContain('"code":"23505"');
      expect(line).toContain('[circular]');
    });

    it('scrubs credential-looking text from messages and values', () => {
      const { lines, logger } = capture();
      const texts = {
        reset: 'http://x/api/auth/reset-password/AbCdEf123456?callbackURL=%2Freset-password',
        verify: 'http://x/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJlIjoiYSJ9.c2ln&callbackURL=%2F',
        jwt: 'id eyJhbGciOiJIUzI1NiJ9.eyJlIjoiYSJ9.c2lnbmF0dXJl seen',
        header: 'Cookie: __Secure-better-auth.session_token=tok123.sig456; other=1',
        bearer: 'Authorization: Bearer abc.def-ghi',
        plaid:
          'exchanged public-sandbox-eyJpdGVtIjp7fX0-AAAAAAAAAAAAAAAAAAAAAA for access-sandbox-eyJzIjoxfQ-BBBBBBBBBBBBBBBBBBBBBB',
        cipher: `stored v1.${'A'.repeat(16)}.${'B'.repeat(22)}.CCCCCCCC`,
        oauth: 'callback?code=oauth-code-1&state=state-1',
      };
      logger.warn(`message ${texts.reset}`, texts);
      const line = lines[0]!;
      for (const secret of [
        'AbCdEf123456',
        'eyJhbGciOiJIUzI1NiJ9',
        'tok123',
        'abc.def-ghi',
        'eyJpdGVtIjp7fX0',
        'eyJzIjoxfQ',
        'CCCCCCCC',
        'oauth-code-1',
        'state-1',
      ]) {
        expect(line).not.toContain(secret);
      }
      // What is not secret stays readable.
      expect(line).toContain('callbackURL=%2Freset-password');
      expect(line).toContain('other=1');
      expect(line).toContain('access-sandbox-[redacted]');
    });
  });
});
