import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';

/**
 * Runs `work` once the request's answer has been written to its connection (or the connection closed).
 * For background work a request sets off that would hold the thread: on PGlite a statement runs on this
 * thread, and one started as the handler returned ran before the answer went out (an import's ANALYZE held
 * the import's answer back by 150-280 ms). Where there is no Node response (the app called in process, as
 * the tests do), on the next turn of the event loop.
 */
export function afterAnswer(c: Context, work: () => void): void {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (!outgoing || typeof outgoing.once !== 'function' || outgoing.writableFinished) {
    setImmediate(work);
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    work();
  };
  outgoing.once('finish', once);
  outgoing.once('close', once);
}
