import { bigint, date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

// The debt plan a user adopted on the Debts screen (one per user): its strategy and extra amount a month. The
// plan's payments are worked out again from today's debts whenever they are read, so the forecast follows
// the balances as they fall; only the user's choice is stored.
export const adoptedDebtPlans = pgTable('adopted_debt_plans', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  strategy: text('strategy', { enum: ['avalanche', 'snowball'] }).notNull(),
  extraMonthlyCents: bigint('extra_monthly_cents', { mode: 'number' }).notNull(),
  adoptedOn: date('adopted_on', { mode: 'string' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
