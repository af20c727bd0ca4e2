import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { TestClient } from '../testing/test-client.ts';
import { createVerifiedUser, followLink, lastMailedLink, STRONG_PASSWORD } from '../testing/users.ts';

const NEW_PASSWORD = 'Brand$New1';

/** Spec: /reset-password success goes to /dashboard, so the device that reset is signed in (docs/product.md#the-first-hour). */
describe('signed in after a password reset', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  afterAll(() => ctx.close());

  const anonymous = () => new TestClient(ctx.app, ctx.env.PUBLIC_URL);

  async function resetToken(email: string) {
    await anonymous().post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    const landed = await followLink(anonymous(), await lastMailedLink(ctx, email));
    return new URL(landed.headers.get('location')!).searchParams.get('token')!;
  }

  it('signs in the device that reset and ends every other session', async () => {
    const { client, email, userId } = await createVerifiedUser(ctx);
    const other = anonymous();
    expect((await other.post('/api/auth/sign-in/email', { email, password: STRONG_PASSWORD })).status).toBe(
      200,
    );
    const token = await resetToken(email);

    const device = anonymous();
    const reset = await device.post('/api/auth/reset-password', { newPassword: NEW_PASSWORD, token });
    expect(reset.status).toBe(200);
    const session = (await device.get('/api/auth/get-session')).json as { user?: { id: string } } | null;
    expect(session?.user?.id).toBe(userId);
    expect((await client.get('/api/auth/get-session')).json).toBeNull();
    expect((await other.get('/api/auth/get-session')).json).toBeNull();
    expect((await device.get('/api/accounts')).status).toBe(200);

    // The reused link still fails as before, and signs nobody in.
    const again = anonymous();
    const reused = await again.post('/api/auth/reset-password', { newPassword: 'An0ther$Pass', token });
    expect(reused.status).toBe(400);
    expect((await again.get('/api/auth/get-session')).json).toBeNull();
  });

  it('signs nobody in for an invalid token', async () => {
    const device = anonymous();
    const res = await device.post('/api/auth/reset-password', { newPassword: NEW_PASSWORD, token: 'nope' });
    expect(res.status).toBe(400);
    expect((await device.get('/api/auth/get-session')).json).toBeNull();
  });
});
