import type { Context, MiddlewareHandler } from 'hono';
import { interactiveRequestStarted } from '../db/take-turns.ts';

const endOf = new WeakMap<Context, () => void>();

/**
 * Counts the API requests a person is waiting on, so heavy work lets them go first between its chunks
 * (yieldToOthers). A heavy request (markHeavy) stops counting once it holds its per-user lock.
 */
export function countInteractive(): MiddlewareHandler {
  return async (c, next) => {
    const end = interactiveRequestStarted();
    endOf.set(c, end);
    try {
      await next();
    } finally {
      end();
    }
  };
}

/** This request is heavy work: it no longer counts as one that others' chunks should wait for. */
export function markHeavy(c: Context): void {
  endOf.get(c)?.();
}
