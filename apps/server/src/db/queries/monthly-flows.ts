import { sql } from 'drizzle-orm';
import type { MonthlyFlow } from '@tourniquet/domain';
import type { Db } from '../client.ts';
import { transactions } from '../schema/index.ts';
import { rowsInCriteria, type CategoryTotalsCriteria } from './category-totals.ts';
import { reportLinesSql } from './report-lines.ts';
import { earningsSideSql, loanPaymentSql, movedByKindSql } from './report-flows.ts';

/**
 * Money in and money out per calendar month for the report's criteria: the same rows and the same "moved
 * between own accounts" rule as reportTotalsSql, grouped by month instead of category (report lines: a split row as its parts), so the months add
 * up to the report's earnings and spending to the cent.
 */
export async function monthlyFlows(
  db: Db,
  userId: string,
  criteria: CategoryTotalsCriteria,
): Promise<MonthlyFlow[]> {
  if (criteria.accountIds && criteria.accountIds.length === 0) return [];
  const scope = { userId, from: criteria.from, to: criteria.to };
  const result = await db.execute(sql`with classified as materialized (
      select (${movedByKindSql(scope)} or (${transactions.amountCents} < 0 and ${loanPaymentSql})) as moved,
        to_char(${transactions.date}, 'YYYY-MM') as month, ${transactions.amountCents} as amount_cents,
        ${earningsSideSql} as earnings
      from ${reportLinesSql(userId)}
      where ${rowsInCriteria(userId, criteria)})
    select month,
      coalesce(sum(-amount_cents) filter (where earnings and not moved), 0)::text as in_cents,
      coalesce(sum(amount_cents) filter (where not earnings and not moved), 0)::text as out_cents
    from classified
    group by month`);
  const rows = (result as unknown as { rows: { month: string; in_cents: string; out_cents: string }[] }).rows;
  return rows.map((r) => ({ month: r.month, inCents: Number(r.in_cents), outCents: Number(r.out_cents) }));
}
