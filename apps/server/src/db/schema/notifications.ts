import {
  bigint,
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  text,
  integer,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NotificationSettings } from '@tourniquet/domain';
import { user } from './auth.ts';

/**
 * Alerts the background work found for a user. (user_id, dedupe_key) is unique: the alert runner inserts
 * with ON CONFLICT DO NOTHING, so one event is one row however often detection runs, and only a row that
 * was actually inserted is e-mailed. in_app false: kept for the exactly-once rule, never listed.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    dedupeKey: text('dedupe_key').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    href: text('href').notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    // What the weekly digest sums (a fee, a price rise's yearly cost); null where a sum means nothing.
    amountCents: bigint('amount_cents', { mode: 'number' }),
    inApp: boolean('in_app').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    unique('notifications_user_dedupe_uq').on(t.userId, t.dedupeKey),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** One row per user who changed a setting; without a row the defaults of the domain apply. */
export const notificationSettings = pgTable('notification_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<NotificationSettings>().notNull(),
  // Bumped whenever the user changes these settings; unsubscribe links carry the version they were sent
  // under, so an old link cannot turn an e-mail off again after the user turned it back on.
  version: integer('version').notNull().default(0),
  // When the last weekly digest went out: the next one covers what came after.
  lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
