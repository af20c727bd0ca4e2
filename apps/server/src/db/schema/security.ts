import { index, integer, pgTable, text, timestamp, unique, uuid, jsonb, bigint } from 'drizzle-orm/pg-core';

// Failed attempts per key, e.g. "sign-in:<email>" or "premium:<user id>": 10 failures lock the key for
// 15 minutes. Stored in the database so the limit holds across server processes and restarts.
export const attemptFailures = pgTable('attempt_failures', {
  key: text('key').primaryKey(),
  failedCount: integer('failed_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// TOTP time steps already accepted per user: a code is accepted once, even inside its validity window.
export const usedTotpSteps = pgTable(
  'used_totp_steps',
  {
    userId: text('user_id').notNull(),
    step: bigint('step', { mode: 'number' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('used_totp_steps_uq').on(t.userId, t.step)],
);

// Development outbox: without SMTP_URL every message lands here and on /dev/mailbox (never in production).
export const devMailOutbox = pgTable(
  'dev_mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    links: jsonb('links').$type<string[]>().notNull(),
    // Extra headers the message carries (List-Unsubscribe), shown so a developer can check them.
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_mail_outbox_to_idx').on(t.to, t.createdAt)],
);
