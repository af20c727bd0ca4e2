import { bigint, boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { user } from './auth.ts';

// A card's or loan's terms: what the provider's liabilities said at the last sync, and what the user gave
// (PATCH /api/accounts/:id), side by side, so a sync never overwrites the user's figure and the answer can
// say where an APR came from. APRs in thousandths of a percent (24.99% = 24990): whole numbers, no floats.
export const accountDebtTerms = pgTable(
  'account_debt_terms',
  {
    accountId: text('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    providerKind: text('provider_kind', { enum: ['credit', 'student', 'mortgage'] }),
    providerAprThousandths: integer('provider_apr_thousandths'),
    providerMinimumCents: bigint('provider_minimum_cents', { mode: 'number' }),
    nextPaymentDueDate: date('next_payment_due_date', { mode: 'string' }),
    lastStatementBalanceCents: bigint('last_statement_balance_cents', { mode: 'number' }),
    lastStatementDate: date('last_statement_date', { mode: 'string' }),
    lastPaymentCents: bigint('last_payment_cents', { mode: 'number' }),
    lastPaymentDate: date('last_payment_date', { mode: 'string' }),
    ytdInterestCents: bigint('ytd_interest_cents', { mode: 'number' }),
    isOverdue: boolean('is_overdue'),
    providerFetchedAt: timestamp('provider_fetched_at', { withTimezone: true }),
    userAprThousandths: integer('user_apr_thousandths'),
    userMinimumCents: bigint('user_minimum_cents', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_debt_terms_user_idx').on(t.userId)],
);
