import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { accounts } from './accounts.ts';
import { importBatches } from './imports.ts';

// Sign convention (Plaid and the spec): amount_cents > 0 is money out (spending), < 0 is money in.
// date is a calendar date, never shifted by time zones.
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    merchantName: text('merchant_name'),
    description: text('description').notNull().default(''),
    // Legacy category list; the first item is "the" category (spec), empty when uncategorised.
    category: text('category')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Plaid's personal_finance_category, kept for reports that group by the modern taxonomy.
    pfcPrimary: text('pfc_primary'),
    pfcDetailed: text('pfc_detailed'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    isoCurrencyCode: text('iso_currency_code').notNull().default('USD'),
    pending: boolean('pending').notNull().default(false),
    plaidTransactionId: text('plaid_transaction_id'),
    pendingTransactionId: text('pending_transaction_id'),
    // File imports: the batch the row came from (Undo import removes exactly these) and its import id
    // (OFX FITID, or a hash of date, amount and text with an occurrence count), unique per account.
    importBatchId: uuid('import_batch_id').references(() => importBatches.id, { onDelete: 'cascade' }),
    importId: text('import_id'),
    // Set when the user edits the row, so a later provider update does not silently undo the edit.
    userEditedAt: timestamp('user_edited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // (user_id, date, id): Transaction History's newest-first keyset pages read the index backwards, no sort.
    index('transactions_user_date_idx').on(t.userId, t.date, t.id),
    index('transactions_account_date_idx').on(t.accountId, t.date),
    unique('transactions_user_plaid_id_uq').on(t.userId, t.plaidTransactionId),
    unique('transactions_account_import_id_uq').on(t.accountId, t.importId),
    index('transactions_import_batch_idx').on(t.importBatchId),
  ],
);
