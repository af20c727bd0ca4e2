import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors.ts';

export interface BodyDeadlines {
  /** A body with no byte for this long is refused with 408. */
  idleMs: number;
  /** A body still arriving after this long is refused with 408, however steadily it trickles. */
  totalMs: number;
}

/** At most 30 s without a byte, two minutes in all (a 10 MB file on a slow line takes well under). */
export const BODY_DEADLINES: BodyDeadlines = { idleMs: 30_000, totalMs: 120_000 };

const STALLED =
  'The upload stopped arriving: nothing came for 30 seconds. Check your connection and try again.';
const TOO_SLOW = 'The upload took too long to arrive. Check your connection and try again.';

/** The body, failing with a 408 ApiError when its source stalls or runs past the total time. */
function withDeadlines(
  body: ReadableStream<Uint8Array>,
  deadlines: BodyDeadlines,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  const started = Date.now();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const left = deadlines.totalMs - (Date.now() - started);
        let timer: NodeJS.Timeout | undefined;
        const timedOut = new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), Math.max(0, Math.min(deadlines.idleMs, left)));
        });
        const next = await Promise.race([reader.read(), timedOut]).finally(() => clearTimeout(timer));
        if (next === 'timeout') {
          // Not awaited: a source stuck mid-read may never settle a cancel.
          void reader.cancel().catch(() => {});
          controller.error(
            new ApiError(408, 'request_timeout', left <= deadlines.idleMs ? TOO_SLOW : STALLED, undefined, {
              Connection: 'close',
            }),
          );
        } else if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * Puts deadlines on the request's body before anyone reads it (the size limits read it next): a body that
 * sends no byte for `idleMs`, or is still arriving after `totalMs`, fails its reader with a 408 (and the
 * connection is closed). GET, HEAD and bodiless requests pass untouched.
 */
export function bodyDeadlines(deadlines: BodyDeadlines = BODY_DEADLINES): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body || raw.method === 'GET' || raw.method === 'HEAD') return next();
    c.req.raw = new Request(raw, { body: withDeadlines(raw.body, deadlines), duplex: 'half' } as RequestInit);
    await next();
  };
}

/**
 * Reads a request's whole body before anything else happens to the request: placed after the size limit
 * and ahead of the back-pressure slots, the per-user locks and the handlers, so a client trickling a
 * statement a line at a time holds a socket and nothing else (eight of them held every slot of the embedded
 * database for a minute). The deadlines (bodyDeadlines) bound how long that may take.
 */
export function receiveBodyFirst(): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body || raw.method === 'GET' || raw.method === 'HEAD') return next();
    const body = new Uint8Array(await raw.arrayBuffer());
    // The same request (headers, signal) with the body in memory: every later reader finds it whole.
    c.req.raw = new Request(raw, { body });
    await next();
  };
}
