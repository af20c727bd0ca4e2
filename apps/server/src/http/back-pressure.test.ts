import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { backPressure, withoutDatabaseSlot } from './back-pressure.ts';
import { releaseWhenStreamEnds } from './request-holds.ts';

describe('backPressure', () => {
  it('serves `concurrency` at once, queues `queueLimit`, and refuses the rest with 503 and Retry-After', async () => {
    const gates: (() => void)[] = [];
    let peak = 0;
    let inFlight = 0;
    const app = new Hono()
      .use(backPressure({ concurrency: 2, queueLimit: 3, retryAfterSeconds: 2 }))
      .get('/', async (c) => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        await new Promise<void>((resolve) => gates.push(resolve));
        inFlight -= 1;
        return c.text('ok');
      });
    const pending = Array.from({ length: 7 }, () => app.request('/'));
    await new Promise((r) => setTimeout(r, 20));
    // 2 running, 3 waiting, 2 refused at once.
    const refused = await Promise.race([
      Promise.all(pending.slice(5)),
      new Promise((r) => setTimeout(r, 500)),
    ]);
    expect(Array.isArray(refused)).toBe(true);
    for (const res of refused as Response[]) {
      expect(res.status).toBe(503);
      expect(res.headers.get('Retry-After')).toBe('2');
    }
    for (let served = 0; served < 5; served++) {
      while (gates.length === 0) await new Promise((r) => setTimeout(r, 5));
      gates.shift()!();
    }
    const answered = await Promise.all(pending.slice(0, 5));
    expect(answered.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(peak).toBe(2);
    // The slots are all free again.
    const after = app.request('/');
    while (gates.length === 0) await new Promise((r) => setTimeout(r, 5));
    gates.shift()!();
    expect((await after).status).toBe(200);
  });

  it('lets the event loop take a turn between one request and the next waiting one', async () => {
    // Work that, like PGlite's, resolves through promises alone and never waits for I/O.
    const order: string[] = [];
    const app = new Hono()
      .use(backPressure({ concurrency: 1, queueLimit: 10, retryAfterSeconds: 1 }))
      .get('/:n', async (c) => {
        for (let i = 0; i < 5; i++) await Promise.resolve();
        order.push(c.req.param('n'));
        return c.text('ok');
      });
    const pending = ['1', '2', '3', '4'].map((n) => app.request(`/${n}`));
    setImmediate(() => order.push('io'));
    await Promise.all(pending);
    // Without a turn between them, all four ran before any I/O could (order 1, 2, 3, 4, io).
    expect(order.slice(0, order.indexOf('4'))).toContain('io');
    expect(order.filter((x) => x !== 'io')).toEqual(['1', '2', '3', '4']);
  });

  it("keeps a streamed answer's slot until the stream is read to the end or cancelled", async () => {
    const app = new Hono()
      .use(backPressure({ concurrency: 1, queueLimit: 0, retryAfterSeconds: 1 }))
      .get('/stream', (c) => {
        let sent = 0;
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent++ < 3) controller.enqueue(new Uint8Array([sent]));
            else controller.close();
          },
        });
        return new Response(releaseWhenStreamEnds(c, body));
      })
      .get('/plain', (c) => c.text('ok'));
    const streaming = await app.request('/stream');
    expect(streaming.status).toBe(200);
    // The handler has returned, but the body is still being read: the only slot is still taken.
    expect((await app.request('/plain')).status).toBe(503);
    expect(new Uint8Array(await streaming.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect((await app.request('/plain')).status).toBe(200);
    const abandoned = await app.request('/stream');
    expect((await app.request('/plain')).status).toBe(503);
    await abandoned.body!.cancel();
    expect((await app.request('/plain')).status).toBe(200);
  });

  it('gives the slot back while a request runs work without the database, and takes one again after', async () => {
    let parsed!: () => void;
    const order: string[] = [];
    const app = new Hono()
      .use(backPressure({ concurrency: 1, queueLimit: 0, retryAfterSeconds: 1 }))
      .post('/upload', async (c) => {
        order.push('upload starts');
        await withoutDatabaseSlot(c, () => new Promise<void>((resolve) => (parsed = resolve)));
        order.push('upload has its slot again');
        return c.text('stored');
      })
      .get('/plain', (c) => {
        order.push('read');
        return c.text('ok');
      });
    const upload = app.request('/upload', { method: 'POST' });
    while (!parsed) await new Promise((r) => setTimeout(r, 1));
    // The upload's file is being parsed: another user's read gets the only slot at once.
    expect((await app.request('/plain')).status).toBe(200);
    parsed();
    expect(await (await upload).text()).toBe('stored');
    expect(order).toEqual(['upload starts', 'read', 'upload has its slot again']);
    // And the slot is free once more: nothing was counted twice.
    expect((await app.request('/plain')).status).toBe(200);
    expect((await app.request('/plain')).status).toBe(200);
  });

  it('lets a request that stepped out wait for a slot again rather than refuse it', async () => {
    let parsed!: () => void;
    let held!: () => void;
    const app = new Hono()
      .use(backPressure({ concurrency: 1, queueLimit: 0, retryAfterSeconds: 1 }))
      .post('/upload', async (c) => {
        await withoutDatabaseSlot(c, () => new Promise<void>((resolve) => (parsed = resolve)));
        return c.text('stored');
      })
      .get('/slow', async (c) => {
        await new Promise<void>((resolve) => (held = resolve));
        return c.text('slow');
      });
    const upload = app.request('/upload', { method: 'POST' });
    while (!parsed) await new Promise((r) => setTimeout(r, 1));
    const slow = app.request('/slow');
    while (!held) await new Promise((r) => setTimeout(r, 1));
    // The parse ends while the slow read holds the only slot, with no room to queue: the upload waits.
    parsed();
    await new Promise((r) => setTimeout(r, 20));
    held();
    expect((await slow).status).toBe(200);
    const stored = await upload;
    expect(stored.status).toBe(200);
    expect(await stored.text()).toBe('stored');
  });
});
