import { bigint, boolean, date, index, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { accounts } from './accounts.ts';

/**
 * The report lines (db/queries/report-lines.ts) summed per account and calendar month, kept by database
 * triggers in the same transaction as every write to transactions or transaction_splits (migration
 * 0024), so a report over whole months reads a few hundred of these instead of every row. The key holds
 * every input the reports classify a line by that lives on the line itself: the account's business
 * setting and the selection of accounts are applied when reading. A line whose "moved" depends on other
 * rows (a transfer or loan payment that may pair with a counterpart, pair_sensitive) is counted here too,
 * but the reports read those few from the rows. Decision 029.
 */
export const reportMonthTotals = pgTable(
  'report_month_totals',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    // The first day of the month.
    month: date('month', { mode: 'string' }).notNull(),
    personalPrimary: text('personal_primary'),
    personalDetailed: text('personal_detailed'),
    // sign(amount_cents): -1 money in, 1 money out, 0 a zero line (counted, never earnings).
    sign: smallint('sign').notNull(),
    // An unsplit line that is not zero and a transfer or loan payment: it may pair with another row.
    pairSensitive: boolean('pair_sensitive').notNull(),
    // Its merchant key names a person and no rule set its category (the payments-to-people test).
    toPerson: boolean('to_person').notNull(),
    businessUse: text('business_use'),
    businessCategory: text('business_category'),
    businessSourceUser: boolean('business_source_user').notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull(),
    rows: integer('rows').notNull(),
  },
  (t) => [
    unique('report_month_totals_key_uq')
      .on(
        t.accountId,
        t.month,
        t.personalPrimary,
        t.personalDetailed,
        t.sign,
        t.pairSensitive,
        t.toPerson,
        t.businessUse,
        t.businessCategory,
        t.businessSourceUser,
      )
      .nullsNotDistinct(),
    index('report_month_totals_user_month_idx').on(t.userId, t.month),
  ],
);
