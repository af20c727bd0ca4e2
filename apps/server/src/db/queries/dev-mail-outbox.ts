import { desc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { devMailOutbox } from '../schema/index.ts';

/** The development outbox (mail/mailer.ts writes it without SMTP_URL; /dev/mailbox reads it). */

export async function insertOutboxMail(db: Db, message: typeof devMailOutbox.$inferInsert): Promise<void> {
  await db.insert(devMailOutbox).values(message);
}

/** The newest 100 messages, to one address when `to` is given (addresses are stored lower-case). */
export function outboxMail(db: Db, to?: string) {
  return db
    .select()
    .from(devMailOutbox)
    .where(to ? eq(devMailOutbox.to, to.toLowerCase()) : undefined)
    .orderBy(desc(devMailOutbox.createdAt))
    .limit(100);
}
