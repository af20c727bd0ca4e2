import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import { followLink, lastMailedLink, STRONG_PASSWORD, uniqueEmail } from '../../testing/users.ts';

// The /verify-email tab has no session when the link was opened elsewhere (a phone, the other loopback name);
// it asks by the id the sign-up answered, and learns only whether that address is verified yet.
describe('GET /api/verification-status/:checkId', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  afterAll(() => ctx.close());
  const anonymous = () => new TestClient(ctx.app, ctx.env.PUBLIC_URL);

  it('answers false until the mailed link is opened anywhere, then true', async () => {
    const email = uniqueEmail('verify-elsewhere');
    const tab = anonymous();
    const signUp = await tab.post('/api/auth/sign-up/email', {
      email,
      password: STRONG_PASSWORD,
      name: email,
      callbackURL: '/onboarding',
    });
    expect(signUp.status).toBe(200);
    const checkId = (signUp.json as unknown as { user: { id: string } }).user.id;
    const before = await tab.get(`/api/verification-status/${checkId}`);
    expect(before.status).toBe(200);
    expect(before.json).toEqual({ verified: false });
    expect(before.headers.get('cache-control')).toBe('no-store');

    // Another device opens the link; the first tab still has no session of its own.
    await followLink(anonymous(), await lastMailedLink(ctx, email));
    expect((await tab.get('/api/auth/get-session')).json).toBeNull();
    expect((await tab.get(`/api/verification-status/${checkId}`)).json).toEqual({ verified: true });
  });

  it('is a plain 404 for an id that names no account, or is not an id', async () => {
    for (const id of ['A'.repeat(32), 'x', `${'a'.repeat(65)}`, "a'%20or%201=1"]) {
      const res = await anonymous().get(`/api/verification-status/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.json.error).toMatchObject({ code: 'not_found' });
    }
  });

  it('locks an address out after 10 unknown ids, like the auth routes; a known id never counts', async () => {
    // Its own database: the other tests' unknown ids counted against the same in-process address.
    const own = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
    const tab = new TestClient(own.app, own.env.PUBLIC_URL);
    const email = uniqueEmail('verify-guess');
    const signUp = await tab.post('/api/auth/sign-up/email', {
      email,
      password: STRONG_PASSWORD,
      name: email,
      callbackURL: '/onboarding',
    });
    const checkId = (signUp.json as unknown as { user: { id: string } }).user.id;
    // Polling the one id the tab holds, far more often than the page does, is never refused.
    for (let i = 0; i < 15; i++) {
      expect((await tab.get(`/api/verification-status/${checkId}`)).status).toBe(200);
    }
    for (let i = 0; i < 10; i++) {
      const guess = (await tab.get(`/api/verification-status/${String(i).padStart(32, 'G')}`)).status;
      expect(guess).toBe(404);
    }
    const locked = await tab.get(`/api/verification-status/${'H'.repeat(32)}`);
    expect(locked.status).toBe(429);
    expect(locked.json.error).toMatchObject({ code: 'too_many_attempts' });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Locked out means locked out: the right id waits too, and nothing is looked up.
    expect((await tab.get(`/api/verification-status/${checkId}`)).status).toBe(429);
    await own.close();
  });
});
