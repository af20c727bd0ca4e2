import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { queuedMail } from '../schema/index.ts';

/** The queued_mail rows (mail/queued-mail.ts seals and opens what they hold). */

export async function insertQueuedMail(db: Db, sealed: string): Promise<string> {
  const [row] = await db.insert(queuedMail).values({ sealed }).returning({ id: queuedMail.id });
  return row!.id;
}

/** The sealed message, or null once its row is gone. */
export async function queuedMailSealed(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ sealed: queuedMail.sealed }).from(queuedMail).where(eq(queuedMail.id, id));
  return row?.sealed ?? null;
}

export async function deleteQueuedMail(db: Db, id: string): Promise<void> {
  await db.delete(queuedMail).where(eq(queuedMail.id, id));
}

/** Deletes the rows queued more than `ttlSeconds` ago, by the database's clock (as created_at's default). */
export async function deleteQueuedMailOlderThan(db: Db, ttlSeconds: number): Promise<void> {
  const cutoff = sql`now() - make_interval(secs => ${ttlSeconds})`;
  await db.delete(queuedMail).where(lt(queuedMail.createdAt, cutoff));
}
