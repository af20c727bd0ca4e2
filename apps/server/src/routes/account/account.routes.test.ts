import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authAccount, session } from '../../db/schema/index.ts';
import { apiError } from '../../testing/api-error.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import { currentTotpCodes, secretFromTotpUri } from '../../testing/totp.ts';
import { createVerifiedUser, STRONG_PASSWORD } from '../../testing/users.ts';

describe('POST /api/account/password and sessions', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  afterAll(() => ctx.close());

  const signIn = (email: string, password: string) => {
    const client = new TestClient(ctx.app, ctx.env.PUBLIC_URL);
    return client.post('/api/auth/sign-in/email', { email, password }).then((res) => ({ client, res }));
  };

  /** Makes every session of the user look `hours` old (the freshness check reads session.created_at). */
  const ageSessions = (userId: string, hours: number) =>
    ctx.database.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - hours * 3600 * 1000) })
      .where(eq(session.userId, userId));

  async function enrolTwoFactor(client: TestClient) {
    const enabled = await client.post('/api/auth/two-factor/enable', { password: STRONG_PASSWORD });
    expect(enabled.status).toBe(200);
    const secret = secretFromTotpUri(String(enabled.json.totpURI));
    const [, now, next] = currentTotpCodes(secret);
    expect((await client.post('/api/auth/two-factor/verify-totp', { code: now!.code })).status).toBe(200);
    return { unusedCode: next!.code };
  }

  it('answers 401 when signed out', async () => {
    const res = await new TestClient(ctx.app, ctx.env.PUBLIC_URL).post('/api/account/password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'N3w$trong!',
    });
    expect(res.status).toBe(401);
    expect(apiError(res).message).toBe('Authentication required. Please sign in again.');
  });

  it('changes the password with the current one; keeps this session and revokes the others', async () => {
    const { client, email, userId } = await createVerifiedUser(ctx);
    const { client: laptop } = await signIn(email, STRONG_PASSWORD);
    expect((await laptop.get('/api/auth/get-session')).json.user).toBeTruthy();

    const res = await client.post('/api/account/password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'N3w$trong!',
    });
    expect(res.status).toBe(204);
    expect((await client.get('/api/auth/get-session')).json.user).toMatchObject({ email });
    expect((await laptop.get('/api/auth/get-session')).json).toBeNull();
    expect(await ctx.database.db.select().from(session).where(eq(session.userId, userId))).toHaveLength(1);

    expect((await signIn(email, STRONG_PASSWORD)).res.status).toBe(401);
    expect((await signIn(email, 'N3w$trong!')).res.status).toBe(200);
  });

  it.each([
    [
      'simple',
      'Password must be at least 8 characters long. Password must contain at least one uppercase letter. ' +
        'Password must contain at least one symbol.',
    ],
    [
      'abcde',
      'Password must be at least 8 characters long. Password must contain at least one uppercase letter. ' +
        'Password must contain at least one symbol.',
    ],
    [
      'abcdefgh',
      'Password must contain at least one uppercase letter. Password must contain at least one symbol.',
    ],
    ['ABCDEFG$', 'Password must contain at least one lowercase letter.'],
    [`Aa!${'x'.repeat(126)}`, 'Password must be at most 128 characters long'],
  ])('always applies the strong rules: refuses %j with the rule messages joined', async (weak, message) => {
    const { client, email } = await createVerifiedUser(ctx);
    const res = await client.post('/api/account/password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: weak,
    });
    expect(res.status).toBe(400);
    expect(apiError(res)).toEqual({
      code: 'invalid_password',
      message,
      fields: { newPassword: message },
      requestId: expect.any(String),
    });
    expect((await signIn(email, STRONG_PASSWORD)).res.status).toBe(200);
    expect((await signIn(email, weak)).res.status).not.toBe(200);
  });

  it.each([
    ['the old profile policy with a 6-character password', { newPassword: 'simple', policy: 'profile' }],
    ['the profile policy with a strong password', { newPassword: 'N3w$trong!', policy: 'profile' }],
    ['the strong policy', { newPassword: 'N3w$trong!', policy: 'strong' }],
  ])('refuses a policy field (%s) with 400: the request cannot pick the rules', async (_name, body) => {
    const { client, email } = await createVerifiedUser(ctx);
    const res = await client.post('/api/account/password', { currentPassword: STRONG_PASSWORD, ...body });
    expect(res.status).toBe(400);
    expect(apiError(res)).toMatchObject({ code: 'invalid_request' });
    expect((await signIn(email, STRONG_PASSWORD)).res.status).toBe(200);
    expect((await signIn(email, body.newPassword)).res.status).toBe(401);
  });

  it.each([
    ['a number', { currentPassword: STRONG_PASSWORD, newPassword: 12345678 }],
    ['an unknown field', { currentPassword: STRONG_PASSWORD, newPassword: 'N3w$trong!', userId: 'x' }],
    ['an empty body', {}],
    ['no new password', { currentPassword: STRONG_PASSWORD }],
    ['a current password that is not a string', { currentPassword: 123, newPassword: 'N3w$trong!' }],
    ['a malformed code', { currentPassword: STRONG_PASSWORD, newPassword: 'N3w$trong!', code: '12ab56' }],
  ])('refuses %s with 400 and keeps the old password', async (_name, body) => {
    const { client, email } = await createVerifiedUser(ctx);
    const res = await client.post('/api/account/password', body);
    expect(res.status).toBe(400);
    expect(apiError(res).code).toBe('invalid_request');
    expect((await signIn(email, STRONG_PASSWORD)).res.status).toBe(200);
  });

  it('asks for the current password and refuses a wrong one, keeping the old password', async () => {
    const { client, email } = await createVerifiedUser(ctx);
    const missing = await client.post('/api/account/password', { newPassword: 'N3w$trong!' });
    expect(missing.status).toBe(400);
    expect(apiError(missing)).toEqual({
      code: 'current_password_required',
      message: 'Please enter your current password.',
      fields: { currentPassword: 'Please enter your current password.' },
      requestId: expect.any(String),
    });
    const wrong = await client.post('/api/account/password', {
      currentPassword: 'Wrong$Passw0rd',
      newPassword: 'N3w$trong!',
    });
    expect(wrong.status).toBe(400);
    expect(apiError(wrong)).toEqual({
      code: 'wrong_password',
      message: 'Your current password is incorrect.',
      fields: { currentPassword: 'Your current password is incorrect.' },
      requestId: expect.any(String),
    });
    expect((await signIn(email, STRONG_PASSWORD)).res.status).toBe(200);
    expect((await signIn(email, 'N3w$trong!')).res.status).toBe(401);
  });

  it('locks the change after 10 wrong current passwords, even for the right one', async () => {
    const { client, email } = await createVerifiedUser(ctx);
    for (let i = 0; i < 10; i++) {
      const res = await client.post('/api/account/password', {
        currentPassword: `Wrong$Passw0rd${i}`,
        newPassword: 'N3w$trong!',
      });
      expect(res.status).toBe(400);
    }
    const locked = await client.post('/api/account/password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'N3w$trong!',
    });
    expect(locked.status).toBe(429);
    expect(apiError(locked)).toEqual({
      code: 'too_many_attempts',
      message: 'Too many attempts. Please wait a few minutes and try again.',
      requestId: expect.any(String),
    });
    expect((await signIn(email, STRONG_PASSWORD)).res.status).toBe(200);
  });

  it('asks for a TOTP code when two-factor is on, and checks it', async () => {
    const { client, email } = await createVerifiedUser(ctx);
    const { unusedCode } = await enrolTwoFactor(client);
    const change = (extra: Record<string, unknown>) =>
      client.post('/api/account/password', {
        currentPassword: STRONG_PASSWORD,
        newPassword: 'N3w$trong!',
        ...extra,
      });

    const noCode = await change({});
    expect(noCode.status).toBe(400);
    expect(apiError(noCode)).toEqual({
      code: 'code_required',
      message: 'Please enter the 6-digit code from your authenticator app.',
      fields: { code: 'Please enter the 6-digit code from your authenticator app.' },
      requestId: expect.any(String),
    });
    const wrongCode = unusedCode === '000000' ? '999999' : '000000';
    const wrong = await change({ code: wrongCode });
    expect(wrong.status).toBe(400);
    expect(apiError(wrong).code).toBe('invalid_code');
    expect((await signIn(email, 'N3w$trong!')).res.status).toBe(401);

    const ok = await change({ code: unusedCode });
    expect(ok.status).toBe(204);
    // Two-factor stays on: the new password alone does not sign in.
    expect((await signIn(email, 'N3w$trong!')).res.json).toMatchObject({ twoFactorRedirect: true });
  });

  it('asks a session older than 24 hours to sign in again; a younger one may change it', async () => {
    const { client, email, userId } = await createVerifiedUser(ctx);
    await ageSessions(userId, 25);
    const stale = await client.post('/api/account/password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'N3w$trong!',
    });
    expect(stale.status).toBe(401);
    expect(apiError(stale)).toEqual({
      code: 'reauthentication_required',
      message: 'For your security, please sign in again before making this change.',
      requestId: expect.any(String),
    });
    expect((await signIn(email, 'N3w$trong!')).res.status).toBe(401);

    await ageSessions(userId, 23);
    const fresh = await client.post('/api/account/password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'N3w$trong!',
    });
    expect(fresh.status).toBe(204);
    expect((await signIn(email, 'N3w$trong!')).res.status).toBe(200);
  });

  it("closes better-auth's own password and e-mail endpoints", async () => {
    const { client, email } = await createVerifiedUser(ctx);
    const attempts: [string, unknown][] = [
      ['/api/auth/change-password', { currentPassword: STRONG_PASSWORD, newPassword: 'N3w$trong!' }],
      ['/api/auth/set-password', { newPassword: 'N3w$trong!' }],
      ['/api/auth/change-email', { newEmail: 'taken.over@example.com' }],
      ['/api/auth/delete-user', { password: STRONG_PASSWORD }],
    ];
    for (const [path, body] of attempts) {
      const res = await client.post(path, body);
      expect(res.status, path).toBe(404);
    }
    expect((await signIn(email, STRONG_PASSWORD)).res.status).toBe(200);
    expect((await client.get('/api/auth/get-session')).json.user).toMatchObject({ email });
  });

  it('revoke-other-sessions signs out every other device and keeps this one', async () => {
    const { client, email } = await createVerifiedUser(ctx);
    const { client: phone } = await signIn(email, STRONG_PASSWORD);
    const { client: tablet } = await signIn(email, STRONG_PASSWORD);
    const res = await client.post('/api/auth/revoke-other-sessions', {});
    expect(res.status).toBe(200);
    expect((await client.get('/api/auth/get-session')).json.user).toMatchObject({ email });
    expect((await phone.get('/api/auth/get-session')).json).toBeNull();
    expect((await tablet.get('/api/auth/get-session')).json).toBeNull();
  });

  it('sets a first password for an account without one (a Google-only user)', async () => {
    const { client, email, userId } = await createVerifiedUser(ctx);
    // Make it look like an account created through Google: no credential sign-in method.
    await ctx.database.db.delete(authAccount).where(eq(authAccount.userId, userId));
    await ctx.database.db
      .insert(authAccount)
      .values({ id: `google-${userId}`, accountId: 'google-sub-1', providerId: 'google', userId });
    // No password to prove: the fresh session (and a code, were two-factor on) is the proof.
    const weak = await client.post('/api/account/password', { newPassword: 'first1' });
    expect(weak.status).toBe(400);
    expect(apiError(weak).code).toBe('invalid_password');
    const res = await client.post('/api/account/password', { newPassword: 'Fir$tPassword' });
    expect(res.status).toBe(204);
    const methods = await ctx.database.db.select().from(authAccount).where(eq(authAccount.userId, userId));
    expect(methods.map((m) => m.providerId).sort()).toEqual(['credential', 'google']);
    expect((await signIn(email, 'Fir$tPassword')).res.status).toBe(200);
  });

  it('calls onSignIn after a password sign-in, in the background', async () => {
    const onSignIn = vi.fn(async () => {
      throw new Error('provider down'); // a failure is logged, never surfaced
    });
    const other = await createTestContext({
      database: ctx.database,
      env: { RATE_LIMIT_MULTIPLIER: '100' },
      deps: { onSignIn },
    });
    const { email, userId } = await createVerifiedUser(other);
    expect(onSignIn).not.toHaveBeenCalled(); // verifying the e-mail is not a sign-in
    const res = await new TestClient(other.app, other.env.PUBLIC_URL).post('/api/auth/sign-in/email', {
      email,
      password: STRONG_PASSWORD,
    });
    expect(res.status).toBe(200);
    await vi.waitFor(() => expect(onSignIn).toHaveBeenCalledWith(userId));
    await vi.waitFor(() => expect(other.logs.join('\n')).toContain('after-sign-in work failed'));
    const wrong = await new TestClient(other.app, other.env.PUBLIC_URL).post('/api/auth/sign-in/email', {
      email,
      password: 'Wrong$Passw0rd',
    });
    expect(wrong.status).toBe(401);
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });
});
