import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * One row per statement that changed a user's transactions or their split parts (or rebuilt their report
 * totals), written by database triggers in the same transaction as the write (migration 0029). The count
 * of a user's rows, plus what report_change_counts has folded away, is a version of everything the report
 * sums read: it grows with every commit that changes them, in commit order, so an answer kept under one
 * version is never served after a change. Decision 033.
 */
export const reportChanges = pgTable(
  'report_changes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('report_changes_user_idx').on(t.userId)],
);

/** How many of a user's report_changes rows were folded into one number, so that table stays short. */
export const reportChangeCounts = pgTable('report_change_counts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  folded: bigint('folded', { mode: 'number' }).notNull(),
});
