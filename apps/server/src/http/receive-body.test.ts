import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { backPressure } from './back-pressure.ts';
import { anyBodyUpTo } from './body-policy.ts';
import { errorResponse } from './errors.ts';
import { bodyDeadlines, receiveBodyFirst } from './receive-body.ts';

const encoder = new TextEncoder();

/** A body that sends `lines` lines, `everyMs` apart, then (unless `stallAfter`) ends. */
function trickle(lines: number, everyMs: number, stallAfter = false): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    async pull(controller) {
      await new Promise((r) => setTimeout(r, everyMs));
      if (sent === lines) {
        if (stallAfter) return new Promise(() => {});
        return controller.close();
      }
      sent += 1;
      controller.enqueue(encoder.encode(`line ${sent}\n`));
    },
  });
}

function appWith(options: { idleMs: number; totalMs: number }, slots = 1) {
  const seen: string[] = [];
  const app = new Hono()
    .use(bodyDeadlines(options))
    .use(anyBodyUpTo(1_000, 'too_large', 'Too large.'))
    .use(receiveBodyFirst())
    .use(backPressure({ concurrency: slots, queueLimit: 0, retryAfterSeconds: 1 }))
    .post('/', async (c) => {
      seen.push(await c.req.text());
      return c.text('ok');
    })
    .get('/', (c) => c.text('read'));
  app.onError((err, c) =>
    errorResponse(
      err,
      c,
      createLogger('error', () => {}),
    ),
  );
  return { app, seen };
}

const post = (app: Hono, body: ReadableStream<Uint8Array> | string) =>
  app.request('/', { method: 'POST', body, duplex: 'half' } as RequestInit);

describe('a body received whole, within its deadlines, before any slot', () => {
  it('hands the handler the whole body, and a slow body holds no slot while it arrives', async () => {
    const { app, seen } = appWith({ idleMs: 1_000, totalMs: 5_000 });
    const slow = post(app, trickle(3, 60));
    // The only slot stays free while the slow body arrives: a read gets it at once.
    await new Promise((r) => setTimeout(r, 30));
    expect((await app.request('/')).status).toBe(200);
    const res = await slow;
    expect(res.status).toBe(200);
    expect(seen).toEqual(['line 1\nline 2\nline 3\n']);
  });

  it('answers 408 and closes the connection when no byte comes for the idle time', async () => {
    const { app, seen } = appWith({ idleMs: 150, totalMs: 5_000 });
    const res = await post(app, trickle(1, 10, true));
    expect(res.status).toBe(408);
    expect(res.headers.get('Connection')).toBe('close');
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('request_timeout');
    expect(body.error.message).toBe(
      'The upload stopped arriving: nothing came for 30 seconds. Check your connection and try again.',
    );
    expect(seen).toEqual([]);
  });

  it('answers 408 when a steady trickle outlasts the total time', async () => {
    const { app, seen } = appWith({ idleMs: 1_000, totalMs: 250 });
    const res = await post(app, trickle(50, 40));
    expect(res.status).toBe(408);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'The upload took too long to arrive. Check your connection and try again.',
    );
    expect(seen).toEqual([]);
  });

  it('keeps the size limit in front: an oversized body stops at its limit with 413', async () => {
    const { app, seen } = appWith({ idleMs: 1_000, totalMs: 5_000 });
    const res = await post(app, trickle(200, 1));
    expect(res.status).toBe(413);
    expect(seen).toEqual([]);
  });
});
