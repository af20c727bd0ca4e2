import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verification } from '../db/schema/index.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { TestClient } from '../testing/test-client.ts';
import {
  createVerifiedUser,
  followLink,
  lastMailedLink,
  mailsTo,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../testing/users.ts';

const NEW_PASSWORD = 'Brand$New1';

/** How better-auth stores a one-time identifier with storeIdentifier 'hashed': SHA-256, base64url. */
const hashedIdentifier = (identifier: string) => createHash('sha256').update(identifier).digest('base64url');

describe('password reset and the strong-password rules', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  afterAll(() => ctx.close());

  const anonymous = () => new TestClient(ctx.app, ctx.env.PUBLIC_URL);
  const signIn = (email: string, password: string) =>
    anonymous().post('/api/auth/sign-in/email', { email, password });

  /** Asks for a reset, follows the mailed link, and returns the token the /reset-password page receives. */
  async function resetToken(email: string) {
    const asked = await anonymous().post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    expect(asked.status).toBe(200);
    const link = await lastMailedLink(ctx, email);
    expect(link).toMatch(
      new RegExp(`^${ctx.env.PUBLIC_URL}/api/auth/reset-password/[^?]+\\?callbackURL=%2Freset-password$`),
    );
    const landed = await followLink(anonymous(), link);
    expect(landed.status).toBe(302);
    const location = new URL(landed.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${ctx.env.PUBLIC_URL}/reset-password`);
    return { link, token: location.searchParams.get('token')! };
  }

  it('mails a link to /reset-password; the token sets a new password once and signs out every session', async () => {
    const { client, email } = await createVerifiedUser(ctx);
    const { token } = await resetToken(email);
    expect(token).toBeTruthy();
    // Stored as a hash only: the table never holds a working token.
    const stored = await ctx.database.db.select({ identifier: verification.identifier }).from(verification);
    expect(stored.some((row) => row.identifier.includes(token!))).toBe(false);
    expect(stored.some((row) => row.identifier === hashedIdentifier(`reset-password:${token}`))).toBe(true);

    const reset = await anonymous().post('/api/auth/reset-password', { newPassword: NEW_PASSWORD, token });
    expect(reset.status).toBe(200);
    expect((await client.get('/api/auth/get-session')).json).toBeNull();
    expect((await signIn(email, STRONG_PASSWORD)).status).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);

    const reused = await anonymous().post('/api/auth/reset-password', { newPassword: 'An0ther$Pass', token });
    expect(reused.status).toBe(400);
    expect(reused.json).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses an expired link, both when followed and when used', async () => {
    const { email } = await createVerifiedUser(ctx);
    const { link, token } = await resetToken(email);
    await ctx.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, hashedIdentifier(`reset-password:${token}`)));

    const landed = await followLink(anonymous(), link);
    expect(landed.status).toBe(302);
    expect(new URL(landed.headers.get('location')!).searchParams.get('error')).toBe('INVALID_TOKEN');
    const reset = await anonymous().post('/api/auth/reset-password', { newPassword: NEW_PASSWORD, token });
    expect(reset.status).toBe(400);
    expect((await signIn(email, STRONG_PASSWORD)).status).toBe(200);
  });

  it('enforces the strong rules on reset with the spec messages, without spending the link', async () => {
    const { email } = await createVerifiedUser(ctx);
    const { token } = await resetToken(email);
    const weak = await anonymous().post('/api/auth/reset-password', { newPassword: 'lowercase1', token });
    expect(weak.status).toBe(400);
    expect(weak.json).toEqual({
      code: 'PASSWORD_TOO_WEAK',
      message:
        'Password must contain at least one uppercase letter. Password must contain at least one symbol.',
      reasons: [
        'Password must contain at least one uppercase letter',
        'Password must contain at least one symbol',
      ],
    });
    const ok = await anonymous().post('/api/auth/reset-password', { newPassword: NEW_PASSWORD, token });
    expect(ok.status).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const res = await anonymous().post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    expect(res.status).toBe(200);
    expect(await mailsTo(ctx, email)).toHaveLength(0);
  });

  it.each([
    ['too short', 'Ab!1', 'Password must be at least 8 characters long.'],
    [
      'no upper case or symbol',
      'alllowercase',
      'Password must contain at least one uppercase letter. Password must contain at least one symbol.',
    ],
    ['too long', `Aa!${'x'.repeat(126)}`, 'Password must be at most 128 characters long.'],
  ])('refuses a sign-up whose password is %s, creating nothing', async (_name, password, message) => {
    const email = uniqueEmail('weak');
    const res = await anonymous().post('/api/auth/sign-up/email', { email, password, name: email });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'PASSWORD_TOO_WEAK', message });
    expect(await mailsTo(ctx, email)).toHaveLength(0);
    expect(
      (await anonymous().post('/api/auth/sign-up/email', { email, password: STRONG_PASSWORD, name: email }))
        .status,
    ).toBe(200);
  });
});
