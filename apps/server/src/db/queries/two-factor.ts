import { and, eq, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { twoFactor, usedTotpSteps, user, verification } from '../schema/index.ts';

/** The user's authenticator enrolment (secret still encrypted), or null when there is none. */
export async function findTwoFactor(db: Db, userId: string) {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
  return row ?? null;
}

/**
 * Records that `step` was accepted for the user. Returns false when it already was: the unique key makes
 * this the single atomic gate, so two requests racing with one code cannot both win.
 */
export async function claimTotpStep(db: Db, userId: string, step: number, oldestLiveStep: number) {
  const inserted = await db
    .insert(usedTotpSteps)
    .values({ userId, step })
    .onConflictDoNothing()
    .returning({ step: usedTotpSteps.step });
  // Steps outside the drift window can never be presented again; keep the table small.
  await db
    .delete(usedTotpSteps)
    .where(and(eq(usedTotpSteps.userId, userId), lt(usedTotpSteps.step, oldestLiveStep)));
  return inserted.length > 0;
}

export const MAX_FAILED_TOTP_CODES = 10;
export const TOTP_LOCK_MINUTES = 15;

/** Counts a wrong code on the same counter better-auth uses for sign-in challenges, locking at 10. */
export async function recordFailedTotpCode(db: Db, userId: string, now: Date) {
  const lockUntil = new Date(now.getTime() + TOTP_LOCK_MINUTES * 60_000);
  await db
    .update(twoFactor)
    .set({
      failedVerificationCount: sql`coalesce(${twoFactor.failedVerificationCount}, 0) + 1`,
      lockedUntil: sql`case when coalesce(${twoFactor.failedVerificationCount}, 0) + 1 >= ${MAX_FAILED_TOTP_CODES}
        then ${lockUntil.toISOString()}::timestamptz else ${twoFactor.lockedUntil} end`,
    })
    .where(eq(twoFactor.userId, userId));
}

/** Turns two-factor off: the flag, the enrolment and any "trust this device" grants, in one transaction. */
export async function disableTwoFactor(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    await tx.update(user).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(user.id, userId));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    await tx
      .delete(verification)
      .where(and(eq(verification.value, userId), like(verification.identifier, 'trust-device-%')));
  });
}
