import { sql, type SQL } from 'drizzle-orm';

/**
 * Report lines: the one SQL source every report reads. Each unsplit transaction is one line,
 * itself; each split transaction is one line per part, with the part's amount (signed like the row),
 * category, business or personal choice and note, and the row's date, account, text and id. Summary
 * totals, drill-downs, monthly charts, goals progress, category totals and the CSV all select from it, so
 * a split row's parts are counted where they belong and the totals still reconcile to the cent.
 *
 * The relation is named "transactions" and keeps the transactions table's column names: the report
 * expressions of report-flows.ts and the list filters of transactions.ts are written against those
 * columns (`"transactions"."personal_primary"`), so they read a line exactly as they read a row.
 *
 * Columns beyond the table's: transaction_amount_cents (the whole row's amount), part_id, part_position
 * and part_note (null on an unsplit row's line).
 */

/** Every line of the user's transactions: split rows as their parts. */
export function reportLinesSql(userId: string): SQL {
  return sql`(select t.id, t.user_id, t.account_id, t.date, t.merchant_name, t.merchant_display_name,
      t.description, t.category, t.pending, t.plaid_transaction_id, t.category_source, t.category_reason,
      t.split_dropped_at, t.merchant_key, t.amount_cents as transaction_amount_cents,
      coalesce(s.amount_cents, t.amount_cents) as amount_cents,
      case when s.id is null then t.personal_primary else s.personal_primary end as personal_primary,
      case when s.id is null then t.personal_detailed else s.personal_detailed end as personal_detailed,
      case when s.id is null then t.business_use else s.business_use end as business_use,
      case when s.id is null then t.business_category else s.business_category end as business_category,
      case when s.id is null then t.business_source else 'user' end as business_source,
      s.id as part_id, s.position as part_position, s.note as part_note
    from transactions as t
      left join transaction_splits as s on s.transaction_id = t.id and s.user_id = ${userId}
    where t.user_id = ${userId}) as "transactions"`;
}

/** The same columns with one line per row, whatever its splits (Transaction History, Edit Transaction). */
export function transactionRowsSql(userId: string): SQL {
  return sql`(select t.id, t.user_id, t.account_id, t.date, t.merchant_name, t.merchant_display_name,
      t.description, t.category, t.pending, t.plaid_transaction_id, t.category_source, t.category_reason,
      t.split_dropped_at, t.merchant_key, t.amount_cents as transaction_amount_cents, t.amount_cents,
      t.personal_primary, t.personal_detailed, t.business_use, t.business_category, t.business_source,
      null::uuid as part_id, null::int as part_position, null::text as part_note
    from transactions as t
    where t.user_id = ${userId}) as "transactions"`;
}

/** A row that has parts: the pairing of transfers leaves it out, its parts go by their own categories. */
export function isSplitSql(transactionId: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from transaction_splits as sp where sp.transaction_id = ${transactionId})`;
}
