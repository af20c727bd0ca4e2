import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { TestClient } from '../testing/test-client.ts';
import { createVerifiedUser } from '../testing/users.ts';

/** Answers about a user's money are never kept by a browser cache or a proxy. */
describe('Cache-Control: no-store on the API', () => {
  let ctx: TestContext;
  let client: TestClient;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
    ({ client } = await createVerifiedUser(ctx));
  });
  afterAll(() => ctx.close());

  const noStore = (res: { headers: Headers }) => res.headers.get('cache-control') ?? '(none)';

  it.each(['/api/accounts', '/api/transactions', '/api/reports/summary'])(
    '%s answers with no-store (it had no Cache-Control before)',
    async (path) => {
      const res = await client.get(path);
      expect(res.status).toBe(200);
      expect(noStore(res)).toBe('no-store');
    },
  );

  it('every GET route of the API, signed in and signed out, and errors too', async () => {
    const paths = [
      ...new Set(
        ctx.app.routes
          .filter((r) => r.method === 'GET' && r.path.startsWith('/api/') && !r.path.includes('*'))
          .map((r) => r.path.replace(/:[^/]+/g, crypto.randomUUID())),
      ),
      '/api/auth/get-session',
      '/api/no-such-route',
    ];
    expect(paths.length).toBeGreaterThan(10);
    const anonymous = new TestClient(ctx.app, ctx.env.PUBLIC_URL);
    for (const path of paths) {
      for (const [who, as] of [
        ['signed in', client],
        ['signed out', anonymous],
      ] as const) {
        const res = await as.get(path);
        expect(noStore(res), `${path} ${who} (${res.status})`).toMatch(/\bno-store\b/);
      }
    }
  });

  it('writes and their errors too', async () => {
    const ok = await client.put('/api/profile', { displayName: 'Cached?' });
    expect(ok.status).toBe(200);
    expect(noStore(ok)).toMatch(/\bno-store\b/);
    const refused = await client.put('/api/profile', { nope: true });
    expect(refused.status).toBe(400);
    expect(noStore(refused)).toMatch(/\bno-store\b/);
  });
});
