import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../http/errors.ts';
import { requestId } from '../http/request-id.ts';
import { createLogger } from '../logger.ts';
import { createTestContext, listen, type TestContext } from '../testing/test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Every answer carries an X-Request-Id, over real HTTP as a browser gets it; every error body of ours has
 * the same id as error.requestId, whoever wrote it (errorResponse, a route, the not-found handler); the
 * unhandled-error log line has it too. A caller's id is kept only when it is a short safe token.
 */
describe('request ids', () => {
  let ctx: TestContext;
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    server = await listen(ctx.app);
  });
  afterAll(async () => {
    await server?.close();
    await ctx?.close();
  });

  const send = (path: string, init: RequestInit = {}) =>
    fetch(`${server.baseUrl}${path}`, { redirect: 'manual', ...init });

  it('are on every answer, and in every error body of ours, with the CSP still there', async () => {
    const origin = { Origin: ctx.env.PUBLIC_URL, 'Content-Type': 'application/json' };
    const answers = {
      ok: await send('/api/health'),
      'signed out': await send('/api/accounts'),
      'unknown API path': await send('/api/no-such-route'),
      'not found outside the API': await send('/no-such-page'),
      'forged write': await send('/api/goals', { method: 'PUT', body: '{}' }),
      'bad body': await send('/api/client-events/not-found', { method: 'POST', headers: origin, body: '{' }),
      'unsigned webhook': await send('/api/webhooks/plaid', { method: 'POST', headers: origin, body: '{}' }),
      'auth error': await send('/api/auth/sign-in/email', {
        method: 'POST',
        headers: origin,
        body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong$Passw0rd!' }),
      }),
    };
    for (const [what, res] of Object.entries(answers)) {
      const id = res.headers.get('x-request-id');
      expect(id, what).toMatch(UUID);
      expect(res.headers.get('content-security-policy'), what).toContain("frame-ancestors 'none'");
      const body = (await res.json()) as { error?: { requestId?: string } };
      if (what === 'ok' || what === 'auth error') continue; // better-auth's body keeps its own shape
      expect(res.status, what).toBeGreaterThanOrEqual(400);
      expect(body.error?.requestId, what).toBe(id);
    }
  });

  it("keeps a caller's short safe id and replaces anything else", async () => {
    const kept = await send('/api/no-such-route', { headers: { 'X-Request-Id': 'proxy-7f3a.91:b2' } });
    expect(kept.headers.get('x-request-id')).toBe('proxy-7f3a.91:b2');
    expect(((await kept.json()) as { error: { requestId: string } }).error.requestId).toBe(
      'proxy-7f3a.91:b2',
    );
    for (const unsafe of [
      'short',
      'x'.repeat(65),
      'has spaces in it',
      '"quoted-id"',
      'id<script>1</script>',
    ]) {
      const res = await send('/api/health', { headers: { 'X-Request-Id': unsafe } });
      expect(res.headers.get('x-request-id'), unsafe).toMatch(UUID);
    }
  });

  it('are in the unhandled-error log line, matching the answer', async () => {
    const logs: string[] = [];
    const logger = createLogger('debug', (line) => logs.push(line));
    const app = new Hono().use(requestId()).get('/boom', () => {
      throw new Error('disk full');
    });
    app.onError((err, c) => errorResponse(err, c, logger));
    const res = await app.request('/boom');
    const id = res.headers.get('x-request-id');
    expect(res.status).toBe(500);
    expect(((await res.json()) as { error: { requestId: string } }).error.requestId).toBe(id);
    expect(logs.find((line) => line.includes('unhandled error'))).toContain(`"requestId":"${id}"`);
  });
});
