import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { TestClient } from '../testing/test-client.ts';
import { createVerifiedUser } from '../testing/users.ts';

// Every user-data area answers 401 signed out, on its bare path and below it, with one registration each.
describe('signed-in areas', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it.each([
    '/api/accounts',
    '/api/accounts/x',
    '/api/imports',
    '/api/recurring',
    '/api/fees',
    '/api/export',
    '/api/goals',
    '/api/goals/progress',
    '/api/transactions',
    '/api/reports/summary',
  ])('GET %s needs a session', async (path) => {
    const res = await ctx.app.request(path);
    expect(res.status).toBe(401);
  });
});

// Session checks are cached for a few seconds; a sign-out or a revocation on this server ends them at once.
describe('cached session checks', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('a signed-out cookie is refused at once, although it was just checked', async () => {
    const { client } = await createVerifiedUser(ctx);
    const cookie = client.cookieHeaderForTests();
    expect((await client.get('/api/accounts')).status).toBe(200);
    expect((await client.post('/api/auth/sign-out', {})).status).toBe(200);
    const stale = new TestClient(ctx.app, ctx.env.PUBLIC_URL, { Cookie: cookie });
    expect((await stale.get('/api/accounts')).status).toBe(401);
  });

  it('revoking the other sessions ends them at once', async () => {
    const { client, email, password } = await createVerifiedUser(ctx);
    const other = new TestClient(ctx.app, ctx.env.PUBLIC_URL);
    expect((await other.post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    expect((await other.get('/api/accounts')).status).toBe(200);
    expect((await client.post('/api/auth/revoke-other-sessions', {})).status).toBe(200);
    expect((await other.get('/api/accounts')).status).toBe(401);
    expect((await client.get('/api/accounts')).status).toBe(200);
  });
});
