import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * An e-mail waiting in the job queue. Mail jobs carry only this row's id: the message (a reset or a
 * verification link is a working credential) is sealed with AES-256-GCM under ENCRYPTION_KEY, which the
 * database never holds. The row is deleted once the mail is sent or given up, and swept after a day.
 */
export const queuedMail = pgTable(
  'queued_mail',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sealed: text('sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('queued_mail_created_idx').on(t.createdAt)],
);
