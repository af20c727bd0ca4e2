import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { accounts } from './accounts.ts';
import { importBatches } from './imports.ts';

/** The predicate of the provider-id unique index: an upsert on it must repeat it (ON CONFLICT ... WHERE). */
export const PLAID_ID_PRESENT = sql`plaid_transaction_id is not null`;

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
    // The one category of the row: PFC v1 names, whatever the source, and where it came from
    // ('provider' | 'file' | 'rule' | 'user' | 'learned' | 'catalogue'; null when uncategorised). Reports
    // group by it. A row whose source is 'user' is never re-categorised by a sync, an import or the job.
    personalPrimary: text('personal_primary'),
    personalDetailed: text('personal_detailed'),
    categorySource: text('category_source'),
    // The categoriser's one-sentence reason ("Groceries: Safeway is a grocery chain").
    categoryReason: text('category_reason'),
    // The categoriser's merchant key (merchantKeyOf: "WHOLEFDS #123" and "Whole Foods Market" share one),
    // written with the row's category so learning reads one row per merchant, never every row of the user.
    // Null until the re-categorising job has filled it (rows stored before it existed).
    merchantKey: text('merchant_key'),
    // Business or personal: null follows the account's setting (accounts.business_personal);
    // 'business' | 'personal' is the row's own choice. business_category is a catalogue name
    // (domain categories/business-categories.ts); business_source says who set it ('user' | 'rule' |
    // 'learned' | 'suggested'), so a user's choice is never overwritten by a suggestion or a rule.
    businessUse: text('business_use', { enum: ['business', 'personal'] }),
    businessCategory: text('business_category'),
    businessSource: text('business_source'),
    // A clean merchant name the user chose by a rule; null shows the normalised name.
    merchantDisplayName: text('merchant_display_name'),
    // When a provider update changed the amount of a split row and its parts were dropped; shown
    // on the row until the user splits it again or unsplits. Null otherwise.
    splitDroppedAt: timestamp('split_dropped_at', { withTimezone: true }),
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
    // Partial: an imported row has no provider id, and an entry per imported row cost every COPY an
    // index insertion for nothing. NULLs never conflicted, so which rows may be stored is unchanged; the
    // sync's upsert names the predicate (PLAID_ID_PRESENT) so PostgreSQL can infer this index.
    uniqueIndex('transactions_user_plaid_id_uq').on(t.userId, t.plaidTransactionId).where(PLAID_ID_PRESENT),
    unique('transactions_account_import_id_uq').on(t.accountId, t.importId),
    index('transactions_import_batch_idx').on(t.importBatchId),
    // What learning reads (loadLearned): the user's own and their bank's categories, by merchant. Partial, so
    // an imported row (source file, catalogue or learned) costs no entry here.
    // The rows that may pair as a transfer (report-flows.ts canPairSql): the reports read these few from
    // the rows over any period, the rest from report_month_totals.
    index('transactions_user_pairable_idx')
      .on(t.userId, t.date)
      .where(sql`amount_cents <> 0 and personal_primary in ('TRANSFER_IN', 'TRANSFER_OUT', 'LOAN_PAYMENTS')`),
    index('transactions_user_learned_idx')
      .on(t.userId, t.merchantKey)
      .where(sql`category_source in ('user', 'provider') and personal_detailed is not null`),
    // The rows with a business choice of their own (a row marked business, a business category): with the
    // rows of the business accounts (transactions_account_date_idx), all the business books' write-time step
    // reads (loadBusinessRows), so a write of a user with no business reads no row.
    index('transactions_user_business_idx')
      .on(t.userId)
      .where(sql`business_use = 'business' or business_category is not null`),
  ],
);
