import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAccount, session, user } from '../db/schema/index.ts';
import { apiError } from '../testing/api-error.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { TestClient } from '../testing/test-client.ts';
import { currentTotpCodes, secretFromTotpUri } from '../testing/totp.ts';
import { createVerifiedUser, STRONG_PASSWORD } from '../testing/users.ts';

type Account = Awaited<ReturnType<typeof createVerifiedUser>> & {
  /** An unused code the authenticator shows now (never the same one twice). */
  code: () => string;
  /** A code the authenticator does not show now. */
  wrongCode: () => string;
};

/**
 * Every sensitive change asks for proof that the owner is at the keyboard, decided by the server: the
 * current password (when the account has one), a TOTP code when two-factor is on, and a session younger
 * than 24 hours. better-auth's own endpoints for the same changes, which ask for less, are not served.
 */
describe('owner proof for sensitive changes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  afterAll(() => ctx.close());

  const NEW_PASSWORD = 'N3w$ecret!';
  const signInStatus = async (email: string, password: string) =>
    (await new TestClient(ctx.app, ctx.env.PUBLIC_URL).post('/api/auth/sign-in/email', { email, password }))
      .status;
  const userRow = async (userId: string) =>
    (await ctx.database.db.select().from(user).where(eq(user.id, userId)))[0];

  /** The three sensitive routes, each with a check that it did (or did not) take effect. */
  const changes = {
    'change the password': {
      send: (a: Account, proof: object) =>
        a.client.post('/api/account/password', { newPassword: NEW_PASSWORD, ...proof }),
      happened: async (a: Account) => (await signInStatus(a.email, NEW_PASSWORD)) !== 401,
    },
    'turn two-factor off': {
      send: (a: Account, proof: object) =>
        a.client.post('/api/account/two-factor/disable', { code: a.wrongCode(), ...proof }),
      happened: async (a: Account) => (await userRow(a.userId))?.twoFactorEnabled === false,
    },
    'delete the account': {
      send: (a: Account, proof: object) => a.client.delete('/api/account', proof),
      happened: async (a: Account) => (await userRow(a.userId)) === undefined,
    },
  };
  const cases = Object.entries(changes);

  /** A user with two-factor on. */
  async function enrolled(): Promise<Account> {
    const account = await createVerifiedUser(ctx);
    const enabled = await account.client.post('/api/auth/two-factor/enable', { password: STRONG_PASSWORD });
    const secret = secretFromTotpUri(String(enabled.json.totpURI));
    const used = new Set<string>();
    const code = () => {
      const [previous, now, next] = currentTotpCodes(secret);
      const pick = [now!, next!, previous!].find((c) => !used.has(c.code))!.code;
      used.add(pick);
      return pick;
    };
    const wrongCode = () => {
      const valid = currentTotpCodes(secret).map((c) => c.code);
      return ['000000', '111111', '222222', '333333'].find((c) => !valid.includes(c))!;
    };
    expect((await account.client.post('/api/auth/two-factor/verify-totp', { code: code() })).status).toBe(
      200,
    );
    return { ...account, code, wrongCode };
  }

  it.each(cases)('%s: asks for the current password, and refuses a wrong one', async (_name, change) => {
    const account = await enrolled();
    const code = account.wrongCode(); // the password is checked first
    const missing = await change.send(account, { code });
    expect(missing.status).toBe(400);
    expect(apiError(missing)).toMatchObject({ code: 'current_password_required' });
    const wrong = await change.send(account, { currentPassword: 'Wrong$Passw0rd', code });
    expect(wrong.status).toBe(400);
    expect(apiError(wrong)).toMatchObject({ code: 'wrong_password' });
    expect(await change.happened(account)).toBe(false);
  });

  it.each(cases)(
    '%s: asks for a TOTP code when two-factor is on, and refuses a wrong one',
    async (_name, change) => {
      const account = await enrolled();
      if (_name !== 'turn two-factor off') {
        const missing = await change.send(account, { currentPassword: STRONG_PASSWORD });
        expect(missing.status).toBe(400);
        expect(apiError(missing)).toMatchObject({ code: 'code_required' });
      }
      const wrong = await change.send(account, {
        currentPassword: STRONG_PASSWORD,
        code: account.wrongCode(),
      });
      expect(wrong.status).toBe(400);
      expect(apiError(wrong)).toMatchObject({ code: 'invalid_code' });
      expect(await change.happened(account)).toBe(false);

      const ok = await change.send(account, { currentPassword: STRONG_PASSWORD, code: account.code() });
      expect(ok.status).toBe(204);
      expect(await change.happened(account)).toBe(true);
    },
  );

  it.each(cases)(
    '%s: a session older than 24 hours must sign in again, even with full proof',
    async (_name, change) => {
      const account = await enrolled();
      await ctx.database.db
        .update(session)
        .set({ createdAt: new Date(Date.now() - 24 * 3600 * 1000 - 60_000) })
        .where(eq(session.userId, account.userId));
      // Freshness is checked first: the code is not even looked at (nor spent).
      const res = await change.send(account, { currentPassword: STRONG_PASSWORD, code: account.wrongCode() });
      expect(res.status).toBe(401);
      expect(apiError(res)).toEqual({
        code: 'reauthentication_required',
        message: 'For your security, please sign in again before making this change.',
        requestId: expect.any(String),
      });
      expect(await change.happened(account)).toBe(false);

      // Signing in again gives a fresh session that may make the change.
      const fresh = new TestClient(ctx.app, ctx.env.PUBLIC_URL);
      await fresh.post('/api/auth/sign-in/email', { email: account.email, password: STRONG_PASSWORD });
      const answered = await fresh.post('/api/auth/two-factor/verify-totp', { code: account.code() });
      expect(answered.status).toBe(200);
      const again = await change.send(
        { ...account, client: fresh },
        {
          currentPassword: STRONG_PASSWORD,
          code: account.code(),
        },
      );
      expect(again.status).toBe(204);
      expect(await change.happened(account)).toBe(true);
    },
  );

  it('counts wrong passwords on every route towards one lock per user', async () => {
    const account = await enrolled();
    const routes = Object.values(changes);
    for (let i = 0; i < 10; i++) {
      const res = await routes[i % routes.length]!.send(account, { currentPassword: `Wrong$Passw0rd${i}` });
      expect(res.status).toBe(400);
    }
    for (const change of routes) {
      const locked = await change.send(account, {
        currentPassword: STRONG_PASSWORD,
        code: account.wrongCode(),
      });
      expect(locked.status).toBe(429);
      expect(apiError(locked).code).toBe('too_many_attempts');
      expect(await change.happened(account)).toBe(false);
    }
    // Signing in is a separate lock: the owner is not locked out of their account.
    expect(await signInStatus(account.email, STRONG_PASSWORD)).toBe(200);
  });

  it('a Google-only account has no password to give: the fresh session and the code are the proof', async () => {
    const account = await createVerifiedUser(ctx);
    await ctx.database.db.delete(authAccount).where(eq(authAccount.userId, account.userId));
    await ctx.database.db.insert(authAccount).values({
      id: `google-${account.userId}`,
      accountId: 'google-sub',
      providerId: 'google',
      userId: account.userId,
    });
    await ctx.database.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(session.userId, account.userId));
    const stale = await account.client.delete('/api/account', {});
    expect(stale.status).toBe(401);
    expect(apiError(stale).code).toBe('reauthentication_required');
    await ctx.database.db
      .update(session)
      .set({ createdAt: new Date() })
      .where(eq(session.userId, account.userId));
    // A password typed anyway is not checked against anything, and not needed.
    expect((await account.client.delete('/api/account', {})).status).toBe(204);
    expect(await userRow(account.userId)).toBeUndefined();
  });

  it("does not serve better-auth's own endpoints for the same changes", async () => {
    const account = await enrolled();
    const closed: [string, unknown][] = [
      ['/api/auth/change-password', { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD }],
      ['/api/auth/set-password', { newPassword: NEW_PASSWORD }],
      ['/api/auth/change-email', { newEmail: 'taken.over@example.com' }],
      ['/api/auth/delete-user', { password: STRONG_PASSWORD }],
      ['/api/auth/delete-user/callback', {}],
      ['/api/auth/two-factor/disable', { password: STRONG_PASSWORD }],
      ['/api/auth/two-factor/generate-backup-codes', { password: STRONG_PASSWORD }],
    ];
    for (const [path, body] of closed) {
      expect((await account.client.post(path, body)).status, path).toBe(404);
    }
    expect((await account.client.get('/api/auth/delete-user/callback?token=x')).status).toBe(404);
    // Enrolling again would swap the secret and the backup codes without a code from the current one.
    const reEnrol = await account.client.post('/api/auth/two-factor/enable', { password: STRONG_PASSWORD });
    expect(reEnrol.status).toBe(400);

    const row = await userRow(account.userId);
    expect(row).toMatchObject({ email: account.email, twoFactorEnabled: true });
    expect(await signInStatus(account.email, NEW_PASSWORD)).toBe(401);
  });
});
