import { bigint, date, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { accounts } from './accounts.ts';

/**
 * Each account's current balance as it stood at the end of a day, written after every sync and balance
 * refresh (the last write of the day wins). The net-worth history uses a stored day as it is, and works
 * backwards through the transactions only for days nobody stored, so the chart is exact from the first sync.
 */
export const balanceSnapshots = pgTable(
  'balance_snapshots',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    // As the provider reports it (accounts.balance_current_cents), integer cents.
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.day] }),
    index('balance_snapshots_user_day_idx').on(t.userId, t.day),
  ],
);
