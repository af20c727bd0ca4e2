import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { attemptFailures } from '../db/schema/index.ts';

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
      const [row] = await db
        .select({ lockedUntil: attemptFailures.lockedUntil })
        .from(attemptFailures)
        .where(eq(attemptFailures.key, key));
      return Boolean(row?.lockedUntil && row.lockedUntil > now());
    },

    async recordFailure(key: string): Promise<void> {
      const at = now();
      const lockUntil = new Date(at.getTime() + LOCKOUT_MINUTES * 60_000);
      // After a lock has expired the count starts again from one.
      await db
        .insert(attemptFailures)
        .values({ key, failedCount: 1, updatedAt: at })
        .onConflictDoUpdate({
          target: attemptFailures.key,
          set: {
            failedCount: sql`case when ${attemptFailures.lockedUntil} is not null and ${attemptFailures.lockedUntil} <= ${at.toISOString()}::timestamptz then 1 else ${attemptFailures.failedCount} + 1 end`,
            lockedUntil: sql`case
              when ${attemptFailures.lockedUntil} is not null and ${attemptFailures.lockedUntil} <= ${at.toISOString()}::timestamptz then null
              when ${attemptFailures.failedCount} + 1 >= ${MAX_FAILED_ATTEMPTS} then ${lockUntil.toISOString()}::timestamptz
              else ${attemptFailures.lockedUntil} end`,
            updatedAt: at,
          },
        });
    },

    async clear(key: string): Promise<void> {
      await db.delete(attemptFailures).where(eq(attemptFailures.key, key));
    },
  };
}

export type FailureLockout = ReturnType<typeof createFailureLockout>;
