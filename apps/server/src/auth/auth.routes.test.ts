import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { TestClient } from '../testing/test-client.ts';
import {
  createVerifiedUser,
  followLink,
  lastMailedLink,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../testing/users.ts';

describe('sign-up, verification and sign-in', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('signs up, mails a verification link to /onboarding, and the link signs the user in', async () => {
    const email = uniqueEmail();
    const client = new TestClient(ctx.app, ctx.env.PUBLIC_URL);
    const res = await client.post('/api/auth/sign-up/email', {
      email,
      password: STRONG_PASSWORD,
      name: email,
      callbackURL: '/onboarding',
    });
    expect(res.status).toBe(200);
    expect((await client.get('/api/auth/get-session')).json).toBeNull();
    const link = await lastMailedLink(ctx, email);
    expect(link.startsWith(`${ctx.env.PUBLIC_URL}/api/auth/verify-email?token=`)).toBe(true);
    const verified = await followLink(client, link);
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/onboarding');
    const session = await client.get('/api/auth/get-session');
    expect(session.json.user).toMatchObject({ email, emailVerified: true });
  });

  it('reports a duplicate sign-up explicitly', async () => {
    const { email } = await createVerifiedUser(ctx);
    const res = await new TestClient(ctx.app, ctx.env.PUBLIC_URL).post('/api/auth/sign-up/email', {
      email,
      password: STRONG_PASSWORD,
      name: email,
    });
    expect(res.status).toBe(422);
    expect(String(res.json.message)).toContain('email already exists');
  });

  it('signs in with the password and refuses a wrong one', async () => {
    const { email } = await createVerifiedUser(ctx);
    const client = new TestClient(ctx.app, ctx.env.PUBLIC_URL);
    const wrong = await client.post('/api/auth/sign-in/email', { email, password: 'Wrong$Passw0rd' });
    expect(wrong.status).toBe(401);
    const ok = await client.post('/api/auth/sign-in/email', { email, password: STRONG_PASSWORD });
    expect(ok.status).toBe(200);
    expect((await client.get('/api/auth/get-session')).json.user).toMatchObject({ email });
  });

  it('locks an account after 10 failed sign-ins with the same answer as a wrong password', async () => {
    const { email } = await createVerifiedUser(ctx);
    const client = new TestClient(ctx.app, ctx.env.PUBLIC_URL);
    for (let i = 0; i < 10; i++) {
      expect(
        (await client.post('/api/auth/sign-in/email', { email, password: `Wrong$Passw0rd${i}` })).status,
      ).toBe(401);
    }
    const locked = await client.post('/api/auth/sign-in/email', { email, password: STRONG_PASSWORD });
    expect(locked.status).toBe(401);
    expect(locked.json).toEqual({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
    expect((await client.get('/api/auth/get-session')).json).toBeNull();
  });
});
