import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { user } from './auth.ts';
import { transactions } from './transactions.ts';

/**
 * Asking a bank to give a fee back, per fee transaction. Kept apart from detected_fees, which every radar
 * run replaces: the user's "asked" and "refused" must outlive a re-run. The radar sets 'refunded' (with the
 * reversal row) when a reversal arrives, whatever the status was: money given back is given back.
 */
export const feeRefunds = pgTable(
  'fee_refunds',
  {
    transactionId: uuid('transaction_id')
      .primaryKey()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['none', 'asked', 'refunded', 'refused'] })
      .notNull()
      .default('none'),
    askedAt: timestamp('asked_at', { withTimezone: true }),
    // Set by the radar only; null when the user marked the fee refunded by hand.
    refundedTransactionId: uuid('refunded_transaction_id').references(() => transactions.id, {
      onDelete: 'set null',
    }),
    refundedCents: bigint('refunded_cents', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fee_refunds_user_idx').on(t.userId),
    check('fee_refunds_status_check', sql`${t.status} in ('none', 'asked', 'refunded', 'refused')`),
  ],
);
