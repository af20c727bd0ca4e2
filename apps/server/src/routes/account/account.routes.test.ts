import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authAccount, session } from '../../db/schema/index.ts';
import { apiError } from '../../testing/api-error.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
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

  it('answers 401 when signed out', async () => {
    const res = await new TestClient(ctx.app, ctx.env.PUBLIC_URL).post('/api/account/password', {
      newPassword: 'abcdef',
      policy: 'profile',
    });
    expect(res.status).toBe(401);
    expect(apiError(res).message).toBe('Authentication required. Please sign in again.');
  });

  it('profile policy: 6 characters are enough; keeps this session and revokes the others', async () => {
    const { client, email, userId } = await createVerifiedUser(ctx);
    const { client: laptop } = await signIn(email, STRONG_PASSWORD);
    expect((await laptop.get('/api/auth/get-session')).json.user).toBeTruthy();

    const res = await client.post('/api/account/password', { newPassword: 'simple', policy: 'profile' });
    expect(res.status).toBe(204);
    expect((await client.get('/api/auth/get-session')).json.user).toMatchObject({ email });
    expect((await laptop.get('/api/auth/get-session')).json).toBeNull();
    expect(await ctx.database.db.select().from(session).where(eq(session.userId, userId))).toHaveLength(1);

    expect((await signIn(email, STRONG_PASSWORD)).res.status).toBe(401);
    expect((await signIn(email, 'simple')).res.status).toBe(200);
  });

  it('profile policy: refuses fewer than 6 characters with the spec message', async () => {
    const { client, email } = await createVerifiedUser(ctx);
    const res = await client.post('/api/account/password', { newPassword: 'abcde', policy: 'profile' });
    expect(res.status).toBe(400);
    expect(apiError(res)).toEqual({
      code: 'invalid_password',
      message: 'Password must be at least 6 characters long',
      fields: { newPassword: 'Password must be at least 6 characters long' },
    });
    expect((await signIn(email, STRONG_PASSWORD)).res.status).toBe(200);
  });

  it('strong policy: enforces every rule, messages joined', async () => {
    const { client, email } = await createVerifiedUser(ctx);
    const weak = await client.post('/api/account/password', { newPassword: 'simple', policy: 'strong' });
    expect(weak.status).toBe(400);
    expect(apiError(weak).message).toBe(
      'Password must be at least 8 characters long. Password must contain at least one uppercase letter. ' +
        'Password must contain at least one symbol.',
    );
    const ok = await client.post('/api/account/password', { newPassword: 'N3w$trong!', policy: 'strong' });
    expect(ok.status).toBe(204);
    expect((await signIn(email, 'N3w$trong!')).res.status).toBe(200);
  });

  it.each([
    ['no policy', { newPassword: 'abcdefgh' }],
    ['an unknown policy', { newPassword: 'abcdefgh', policy: 'weak' }],
    ['a number', { newPassword: 12345678, policy: 'profile' }],
    ['an unknown field', { newPassword: 'abcdefgh', policy: 'profile', currentPassword: 'x' }],
    ['an empty body', {}],
    ['129 characters', { newPassword: `Aa!${'x'.repeat(126)}`, policy: 'profile' }],
  ])('refuses %s with 400 and keeps the old password', async (_name, body) => {
    const { client, email } = await createVerifiedUser(ctx);
    const res = await client.post('/api/account/password', body);
    expect(res.status).toBe(400);
    expect(apiError(res).code).toMatch(/invalid_request|invalid_password/);
    expect((await signIn(email, STRONG_PASSWORD)).res.status).toBe(200);
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
    const res = await client.post('/api/account/password', {
      newPassword: 'Fir$tPassword',
      policy: 'strong',
    });
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
