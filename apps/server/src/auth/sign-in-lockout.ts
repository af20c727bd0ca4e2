import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInFailures } from '../db/schema/index.ts';

export const MAX_FAILED_SIGN_INS = 10;
export const LOCKOUT_MINUTES = 15;

/**
 * Locks an e-mail for 15 minutes after 10 failed password sign-ins. Counts live in the database, so every
 * server process sees them, and are updated with one atomic upsert so concurrent attempts cannot slip past.
 */
export function createSignInLockout(db: Db, now: () => Date) {
  return {
    async isLocked(email: string): Promise<boolean> {
      const [row] = await db
        .select({ lockedUntil: signInFailures.lockedUntil })
        .from(signInFailures)
        .where(eq(signInFailures.email, email));
      return Boolean(row?.lockedUntil && row.lockedUntil > now());
    },

    async recordFailure(email: string): Promise<void> {
      const at = now();
      const lockUntil = new Date(at.getTime() + LOCKOUT_MINUTES * 60_000);
      // After a lock has expired the count starts again from one.
      await db
        .insert(signInFailures)
        .values({ email, failedCount: 1, updatedAt: at })
        .onConflictDoUpdate({
          target: signInFailures.email,
          set: {
            failedCount: sql`case when ${signInFailures.lockedUntil} is not null and ${signInFailures.lockedUntil} <= ${at.toISOString()}::timestamptz then 1 else ${signInFailures.failedCount} + 1 end`,
            lockedUntil: sql`case
              when ${signInFailures.lockedUntil} is not null and ${signInFailures.lockedUntil} <= ${at.toISOString()}::timestamptz then null
              when ${signInFailures.failedCount} + 1 >= ${MAX_FAILED_SIGN_INS} then ${lockUntil.toISOString()}::timestamptz
              else ${signInFailures.lockedUntil} end`,
            updatedAt: at,
          },
        });
    },

    async clear(email: string): Promise<void> {
      await db.delete(signInFailures).where(eq(signInFailures.email, email));
    },
  };
}

export type SignInLockout = ReturnType<typeof createSignInLockout>;
