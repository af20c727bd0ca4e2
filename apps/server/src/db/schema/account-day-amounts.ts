import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { accounts } from './accounts.ts';

/**
 * Each account's transaction amounts summed per day (Plaid sign), kept by database triggers in the same
 * transaction as every write to transactions (migration 0027), so the net-worth history walks a year from
 * at most 365 of these per account instead of grouping every row of the year. A split row counts once, at
 * its own amount: its parts always add up to it. Decision 032.
 */
export const accountDayAmounts = pgTable(
  'account_day_amounts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull(),
    // The rows of the day: a day whose amounts cancel out still exists, like a group of the rows.
    rows: integer('rows').notNull(),
  },
  (t) => [
    primaryKey({ name: 'account_day_amounts_pk', columns: [t.accountId, t.day] }),
    index('account_day_amounts_user_day_idx').on(t.userId, t.day),
  ],
);
