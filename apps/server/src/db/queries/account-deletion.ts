import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { deleteTransactionsInChunks } from './delete-rows-in-chunks.ts';
import { devMailOutbox, attemptFailures, usedTotpSteps, user, verification } from '../schema/index.ts';

/**
 * Deletes everything the user owns: the transactions a chunk at a time, then the rest in one transaction
 * (either all of it goes or none does). Deleting the user row cascades to sessions, sign-in methods,
 * two-factor, profile, provider items, bank accounts and goals. The rest is keyed by something other than a foreign key: verification rows
 * whose value is the user id (password resets, two-factor challenges, trusted devices), the attempt
 * counters (sign-in and token mails by e-mail, premium codes and owner proof by id), the development
 * outbox by e-mail, and the used TOTP steps.
 */
export async function deleteUserAndData(db: Db, { userId, email }: { userId: string; email: string }) {
  // The transactions first, a chunk at a time: the bulk of what a user owns, which in the one transaction
  // below held every other user for seconds. The person asked for all of it to go; a stop half way leaves
  // the account with fewer rows, and deleting it again finishes.
  await deleteTransactionsInChunks(db, { userId });
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.value, userId));
    const address = email.toLowerCase();
    await tx
      .delete(attemptFailures)
      .where(
        inArray(attemptFailures.key, [
          `sign-in:${address}`,
          `mail:${address}`,
          `premium:${userId}`,
          `owner-proof:${userId}`,
        ]),
      );
    await tx.delete(devMailOutbox).where(eq(devMailOutbox.to, email));
    await tx.delete(usedTotpSteps).where(eq(usedTotpSteps.userId, userId));
    await tx.delete(user).where(eq(user.id, userId));
  });
}
