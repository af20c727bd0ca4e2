import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { attemptFailures } from '../schema/index.ts';

/** Failure counts by key (auth/failure-lockout.ts decides what a key is and when it locks). */

/** Until when the key is locked (null: never locked, or no failures). */
export async function lockedUntilOf(db: Db, key: string): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: attemptFailures.lockedUntil })
    .from(attemptFailures)
    .where(eq(attemptFailures.key, key));
  return row?.lockedUntil ?? null;
}

/**
 * Counts one failure at `at` with one atomic upsert, so concurrent attempts cannot slip past: the key locks
 * until `lockUntil` at the `maxFailures`th, and after a lock has expired the count starts again from one.
 */
export async function countAttemptFailure(
  db: Db,
  key: string,
  at: Date,
  lockUntil: Date,
  maxFailures: number,
): Promise<void> {
  await db
    .insert(attemptFailures)
    .values({ key, failedCount: 1, updatedAt: at })
    .onConflictDoUpdate({
      target: attemptFailures.key,
      set: {
        failedCount: sql`case when ${attemptFailures.lockedUntil} is not null and ${attemptFailures.lockedUntil} <= ${at.toISOString()}::timestamptz then 1 else ${attemptFailures.failedCount} + 1 end`,
        lockedUntil: sql`case
          when ${attemptFailures.lockedUntil} is not null and ${attemptFailures.lockedUntil} <= ${at.toISOString()}::timestamptz then null
          when ${attemptFailures.failedCount} + 1 >= ${maxFailures} then ${lockUntil.toISOString()}::timestamptz
          else ${attemptFailures.lockedUntil} end`,
        updatedAt: at,
      },
    });
}

export async function clearAttemptFailures(db: Db, key: string): Promise<void> {
  await db.delete(attemptFailures).where(eq(attemptFailures.key, key));
}
