import { createEmailVerificationToken } from 'better-auth/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verification } from '../db/schema/index.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { TestClient } from '../testing/test-client.ts';
import { followLink, lastMailedLink, STRONG_PASSWORD, uniqueEmail } from '../testing/users.ts';

/** The claims of a signed verification token (a JWT: header.payload.signature). */
function claims(token: string): { email: string; iat: number; exp: number } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

// Verification links carry a signed token (HMAC with the auth secret) and are stored nowhere, so a read of
// the database hands out no working link. They expire after 24 hours, and they work once: after the address
// is verified the same link signs nobody in.
describe('e-mail verification links', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  afterAll(() => ctx.close());

  const anonymous = () => new TestClient(ctx.app, ctx.env.PUBLIC_URL);

  async function signUp() {
    const email = uniqueEmail('verify-once');
    const res = await anonymous().post('/api/auth/sign-up/email', {
      email,
      password: STRONG_PASSWORD,
      name: email,
      callbackURL: '/onboarding',
    });
    expect(res.status).toBe(200);
    const link = await lastMailedLink(ctx, email);
    return { email, link, token: new URL(link).searchParams.get('token')! };
  }

  it('are stored nowhere and expire 24 hours after they are sent', async () => {
    const { email, token } = await signUp();
    expect(claims(token).email).toBe(email);
    expect(claims(token).exp - claims(token).iat).toBe(24 * 3600);
    const rows = await ctx.database.db.select().from(verification);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('sign the user in once; the same link used again signs nobody in', async () => {
    const { email, link } = await signUp();
    const first = anonymous();
    expect((await followLink(first, link)).status).toBe(302);
    expect((await first.get('/api/auth/get-session')).json.user).toMatchObject({
      email,
      emailVerified: true,
    });

    const second = anonymous();
    const again = await followLink(second, link);
    expect(again.headers.get('set-cookie') ?? '').not.toMatch(/session_token=[^;]/);
    expect((await second.get('/api/auth/get-session')).json).toBeNull();
  });

  it('refuse an expired link: the address stays unverified and nobody is signed in', async () => {
    const { email } = await signUp();
    const expired = await createEmailVerificationToken(ctx.authSecret, email, undefined, -60);
    const client = anonymous();
    const res = await client.get(
      `/api/auth/verify-email?token=${encodeURIComponent(expired)}&callbackURL=%2Fonboarding`,
    );
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location')!, ctx.env.PUBLIC_URL).searchParams.get('error')).toBe(
      'TOKEN_EXPIRED',
    );
    expect((await client.get('/api/auth/get-session')).json).toBeNull();
    const signIn = await anonymous().post('/api/auth/sign-in/email', { email, password: STRONG_PASSWORD });
    expect(signIn.status).toBe(403);
  });

  it('refuse a link whose token was signed with another secret', async () => {
    const { email } = await signUp();
    const forged = await createEmailVerificationToken(
      'another-secret-'.padEnd(48, 'y'),
      email,
      undefined,
      3600,
    );
    const client = anonymous();
    const res = await client.get(`/api/auth/verify-email?token=${encodeURIComponent(forged)}`);
    expect(res.status).toBe(401);
    expect((await client.get('/api/auth/get-session')).json).toBeNull();
  });
});
