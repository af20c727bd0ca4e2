import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newestMigrationTag } from '../../db/migrate.ts';
import { createTestContext, listen, type TestContext } from '../../testing/test-app.ts';

describe('GET /api/health', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const expectedKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

  it('reports the database kind and the latest applied migration (in-process)', async () => {
    const res = await ctx.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      database: expectedKind,
      migration: newestMigrationTag(),
      jobs: { queue: process.env.TEST_DATABASE_URL ? 'pg-boss' : 'in-process', deadLetters: 0 },
    });
  });

  it('answers the same over real HTTP', async () => {
    const server = await listen(ctx.app);
    try {
      const res = await fetch(`${server.baseUrl}/api/health`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(((await res.json()) as { database: string }).database).toBe(expectedKind);
    } finally {
      await server.close();
    }
  });

  it('answers unknown API paths with a JSON 404 and no stack trace', async () => {
    for (const method of ['GET', 'POST']) {
      const res = await ctx.app.request('/api/does-not-exist', {
        method,
        headers: { Origin: ctx.env.PUBLIC_URL },
      });
      expect(res.status).toBe(404);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({
        error: { code: 'not_found', message: 'Not found', requestId: expect.any(String) },
      });
      expect(text).not.toMatch(/at .*\.ts|stack/i);
    }
  });

  it('logs the path a not-found page was shown for, and rejects a bad body', async () => {
    const ok = await ctx.app.request('/api/client-events/not-found', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ctx.env.PUBLIC_URL },
      body: JSON.stringify({ path: '/no-such-page?x=1' }),
    });
    expect(ok.status).toBe(204);
    expect(ctx.logs.some((l) => l.includes('page not found') && l.includes('/no-such-page?x=1'))).toBe(true);
    const bad = await ctx.app.request('/api/client-events/not-found', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ctx.env.PUBLIC_URL },
      body: JSON.stringify({ path: '' }),
    });
    expect(bad.status).toBe(400);
  });
});
