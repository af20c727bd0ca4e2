import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { user } from '../schema/index.ts';

/** E-mails are stored lower-cased by better-auth; callers pass the normalised address. */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  return rows.length > 0;
}
