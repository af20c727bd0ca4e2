import { bigint, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { transactions } from './transactions.ts';

/**
 * A transaction split into 2 to 10 parts. Each part carries the row's sign (amount_cents is
 * signed like the row, the parts summing to it to the cent) and its own category, business or personal
 * choice and note. Reports read the parts instead of the row (db/queries/report-lines.ts). A row without
 * parts is not split; a provider update of the row's amount deletes its parts (sync-changes.ts).
 */
export const transactionSplits = pgTable(
  'transaction_splits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    // Checked at commit (DEFERRABLE INITIALLY DEFERRED, migration 0026): a row's delete trigger reads its
    // parts to subtract them from the report totals, then deletes them itself; a cascade removed them
    // before that trigger ran, leaving it to sum every month it touched again.
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id),
    // 0-based order of the parts as the user entered them.
    position: integer('position').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    personalPrimary: text('personal_primary'),
    personalDetailed: text('personal_detailed'),
    businessUse: text('business_use', { enum: ['business', 'personal'] }),
    businessCategory: text('business_category'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('transaction_splits_transaction_position_uq').on(t.transactionId, t.position),
    index('transaction_splits_user_idx').on(t.userId),
  ],
);
