import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { user } from '../schema/index.ts';

/** E-mails are stored lower-cased by better-auth; callers pass the normalised address. */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  return rows.length > 0;
}

/** Whether the account's address is verified; null for an id that names no account. */
export async function emailVerifiedById(db: Db, id: string): Promise<boolean | null> {
  const rows = await db.select({ verified: user.emailVerified }).from(user).where(eq(user.id, id)).limit(1);
  return rows[0] ? rows[0].verified : null;
}
