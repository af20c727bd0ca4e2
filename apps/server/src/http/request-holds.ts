import type { Context } from 'hono';
import { runAsHeavyWork } from '../db/take-turns.ts';

type Release = () => void | Promise<void>;

interface Holds {
  releases: Release[];
  /** True once the handler passed its body to releaseWhenStreamEnds: the stream frees the holds then. */
  handedOver: boolean;
}

// Keyed by the request's context, which every middleware and the handler share (a middleware may swap
// c.req.raw for a wrapped request).
const byRequest = new WeakMap<Context, Holds>();

/**
 * Runs the rest of the request holding a resource (a back-pressure slot, a per-user lock) and frees it
 * with `release` when the handler returns (the answer waits for a release that returns a promise); or,
 * when the handler streams its body through releaseWhenStreamEnds, when that stream ends. `release` is
 * called exactly once.
 */
export async function holdWhile(c: Context, release: Release, next: () => Promise<void>): Promise<void> {
  const holds = byRequest.get(c) ?? { releases: [], handedOver: false };
  byRequest.set(c, holds);
  holds.releases.push(release);
  try {
    await next();
  } finally {
    if (!holds.handedOver) {
      holds.releases.splice(holds.releases.indexOf(release), 1);
      await release();
    }
  }
}

/**
 * The body as a stream that frees every hold of this request once it is read to the end, fails, is
 * cancelled (node-server cancels it when the client goes away mid-download) or the request is aborted
 * before the first byte went out. A download streams long after its handler returned: the slot and the
 * lock must cover the reads it still makes. Chunks are pulled one at a time, so a slow reader still slows
 * the reads down.
 */
export function releaseWhenStreamEnds(
  c: Context,
  body: ReadableStream<Uint8Array>,
): ReadableStream<Uint8Array> {
  const holds = byRequest.get(c);
  if (!holds) return body;
  holds.handedOver = true;
  const releases = holds.releases.splice(0).reverse();
  const signal = c.req.raw.signal;
  const reader = body.getReader();
  let finished: Promise<void> | null = null;
  const finish = () => {
    finished ??= (async () => {
      signal.removeEventListener('abort', onAbort);
      for (const release of releases) await release();
    })();
    return finished;
  };
  function onAbort() {
    reader.cancel(signal.reason).catch(() => {});
    void finish();
  }
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort);
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          // Reading the body runs its queries: heavy work, as the handler was (take-turns.ts).
          const { done, value } = await runAsHeavyWork(() => reader.read());
          if (done) {
            await finish();
            controller.close();
          } else controller.enqueue(value);
        } catch (err) {
          await finish();
          controller.error(err);
        }
      },
      async cancel(reason) {
        await reader.cancel(reason).catch(() => {});
        await finish();
      },
    },
    { highWaterMark: 0 },
  );
}
