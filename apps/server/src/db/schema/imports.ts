import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { accounts } from './accounts.ts';

/**
 * One statement file imported into one account. Its transactions carry the batch id, so "Undo import"
 * removes exactly them. An undone batch stays listed (undone_at set) so the user sees what happened.
 */
export const importBatches = pgTable(
  'import_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    fileName: text('file_name'),
    format: text('format').notNull(),
    imported: integer('imported').notNull(),
    duplicates: integer('duplicates').notNull(),
    // [{ line, reason }] of the lines that could not be read.
    rejected: jsonb('rejected').$type<{ line: number; reason: string }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    // Set when every row of the file is in. An import writes its rows in chunks (one transaction each, so
    // other users' queries get in between); a batch left without it by a crash is removed at the next start.
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('import_batches_user_created_idx').on(t.userId, t.createdAt)],
);
