import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_API_BODY_BYTES } from '../app.ts';
import { createTestContext, listen, type TestContext } from '../testing/test-app.ts';
import { createVerifiedUser } from '../testing/users.ts';

describe('API request body limit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const oversized = JSON.stringify({ path: `/${'x'.repeat(MAX_API_BODY_BYTES)}` });
  // Writes must come from the app's own page (http/origin-check.ts); the size limit is what is tested here.
  const fromApp = () => ({ 'content-type': 'application/json', origin: ctx.env.PUBLIC_URL });

  it('refuses an oversized body with 413 before any handler reads it', async () => {
    const res = await ctx.app.request('/api/client-events/not-found', {
      method: 'POST',
      headers: fromApp(),
      body: oversized,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: {
        code: 'payload_too_large',
        message: 'The request is too large.',
        requestId: expect.any(String),
      },
    });
  });

  it('refuses a chunked oversized body over real HTTP', async () => {
    const server = await listen(ctx.app);
    try {
      const stream = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(oversized));
          controller.close();
        },
      });
      const res = await fetch(`${server.baseUrl}/api/client-events/not-found`, {
        method: 'POST',
        headers: fromApp(),
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
    } finally {
      await server.close();
    }
  });

  it('a signed-in write with an oversized body changes nothing', async () => {
    const { client } = await createVerifiedUser(ctx);
    const res = await client.put('/api/profile', { displayName: 'x'.repeat(MAX_API_BODY_BYTES) });
    expect(res.status).toBe(413);
    const profile = await client.get('/api/profile');
    expect(JSON.stringify(profile.json)).not.toContain('xxxxxxxxxx');
  });

  it('a statement upload declares its own limit: a file past the JSON limit is read, past 11 MB refused', async () => {
    const { client } = await createVerifiedUser(ctx);
    const created = await client.post('/api/accounts/manual', { name: 'Cash', type: 'depository' });
    const accountId = (created.json.account as unknown as { id: string }).id;
    const row = '2026-11-01,Coffee shop downtown,-4.50\n';
    const csv = `Date,Description,Amount\n${row.repeat(Math.ceil((2 * MAX_API_BODY_BYTES) / row.length))}`;
    const upload = (body: string) =>
      client.request('POST', `/api/accounts/${accountId}/import?preview=1`, body, {
        'Content-Type': 'text/csv',
      });
    const read = await upload(csv);
    expect(read.status, read.text).toBe(200);
    const tooLarge = await upload('x'.repeat(11 * 1024 * 1024 + 1));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json).toMatchObject({ error: { code: 'file_too_large' } });
    // The same body on a JSON route is still held to the JSON limit.
    const json = await client.request('POST', '/api/accounts/manual', csv, {
      'Content-Type': 'application/json',
    });
    expect(json.status).toBe(413);
  });

  it('lets ordinary requests through', async () => {
    const res = await ctx.app.request('/api/client-events/not-found', {
      method: 'POST',
      headers: fromApp(),
      body: JSON.stringify({ path: '/somewhere' }),
    });
    expect(res.status).toBe(204);
  });
});
