import type { Context, MiddlewareHandler } from 'hono';
import { holdWhile } from './request-holds.ts';

export interface BackPressureOptions {
  /** Requests served at once. */
  concurrency: number;
  /** Requests allowed to wait for a slot; one more gets a 503 at once. */
  queueLimit: number;
  /** Seconds a refused client is told to wait. */
  retryAfterSeconds: number;
}

/** Per request holding a slot: runs work that needs no database with the slot given back meanwhile. */
const stepOuts = new WeakMap<Context, <T>(work: () => Promise<T>) => Promise<T>>();

/**
 * Runs `work`, which makes no query (a statement parsed in a worker thread), with this request's slot given
 * back to the queue meanwhile, then waits for a slot again. Eight statement uploads finishing at once held
 * every slot while their files were parsed off the thread, and another user's read waited 1-2 s for a slot
 * with the database idle. Without back-pressure (PostgreSQL), just runs it.
 */
export function withoutDatabaseSlot<T>(c: Context, work: () => Promise<T>): Promise<T> {
  const stepOut = stepOuts.get(c);
  return stepOut ? stepOut(work) : work();
}

/**
 * A bounded queue in front of the embedded database. PGlite runs every query on this one thread; under a
 * burst, requests otherwise pile up behind each other for tens of seconds while memory grows. Here at most
 * `concurrency` run, `queueLimit` wait in order, and the rest get a fast 503 with Retry-After. A streamed
 * download (the export) keeps its slot until its stream ends: it reads the database all along.
 */
export function backPressure(options: BackPressureOptions): MiddlewareHandler {
  let running = 0;
  const waiting: (() => void)[] = [];
  // A freed slot passes to the next waiter on the next turn of the event loop, never at once. PGlite answers
  // from this thread through promises only, so handing over at once chains request after request in
  // microtasks and the loop never reaches its I/O phase: under a burst, connections sat unaccepted in the
  // kernel's queue for 30 s while the queue here drained. One turn per handover lets the server accept,
  // read, and refuse with a fast 503 what it cannot take.
  const release = () => {
    const next = waiting.shift();
    if (next) setImmediate(next);
    else running -= 1;
  };
  return async (c, next) => {
    if (running >= options.concurrency) {
      if (waiting.length >= options.queueLimit) {
        return c.json(
          { error: { code: 'busy', message: 'The server is busy. Please try again in a moment.' } },
          503,
          { 'Retry-After': String(options.retryAfterSeconds) },
        );
      }
      // A released slot passes straight to the first waiter, so `running` stays counted.
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    let freed = false;
    let holding = true;
    // A request coming back after stepping out waits its turn, but is not refused: it was admitted.
    const takeAgain = () =>
      new Promise<void>((resolve) => {
        if (running < options.concurrency) {
          running += 1;
          resolve();
        } else waiting.push(resolve);
      });
    stepOuts.set(c, async (work) => {
      if (!holding || freed) return work();
      holding = false;
      release();
      try {
        return await work();
      } finally {
        await takeAgain();
        holding = true;
      }
    });
    await holdWhile(
      c,
      () => {
        if (freed) return;
        freed = true;
        if (holding) release();
      },
      next,
    );
  };
}
