import type { Db } from '../db/client.ts';
import { clearAttemptFailures, countAttemptFailure, lockedUntilOf } from '../db/queries/attempt-failures.ts';

export const MAX_FAILED_ATTEMPTS = 10;
export const LOCKOUT_MINUTES = 15;
/** What a locked-out request is told, wherever the lockout is counted. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * Locks a key for 15 minutes after 10 failures: password sign-ins per e-mail ("sign-in:<email>"), premium
 * codes per user ("premium:<user id>"). Counts live in the database, so every server process sees them, and
 * are updated with one atomic upsert so concurrent attempts cannot slip past.
 */
export function createFailureLockout(db: Db, now: () => Date) {
  return {
    async isLocked(key: string): Promise<boolean> {
      const lockedUntil = await lockedUntilOf(db, key);
      return Boolean(lockedUntil && lockedUntil > now());
    },

    async recordFailure(key: string): Promise<void> {
      const at = now();
      const lockUntil = new Date(at.getTime() + LOCKOUT_MINUTES * 60_000);
      await countAttemptFailure(db, key, at, lockUntil, MAX_FAILED_ATTEMPTS);
    },

    async clear(key: string): Promise<void> {
      await clearAttemptFailures(db, key);
    },
  };
}

export type FailureLockout = ReturnType<typeof createFailureLockout>;
