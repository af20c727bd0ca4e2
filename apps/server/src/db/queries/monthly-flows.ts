import { sql } from 'drizzle-orm';
import type { MonthlyFlow } from '@tourniquet/domain';
import type { Db } from '../client.ts';
import { reportMonthTotals, transactions } from '../schema/index.ts';
import { classifiedLinesSql, type CategoryTotalsCriteria } from './category-totals.ts';

/**
 * Money in and money out per calendar month for the report's criteria: the same lines and the same "moved
 * between own accounts" rule as reportTotalsSql (whole months from the totals kept at write time), grouped
 * by month instead of category, so the months add up to the report's earnings and spending to the cent.
 */
export async function monthlyFlows(
  db: Db,
  userId: string,
  criteria: CategoryTotalsCriteria,
): Promise<MonthlyFlow[]> {
  if (criteria.accountIds && criteria.accountIds.length === 0) return [];
  const month = {
    line: sql`, to_char(${transactions.date}, 'YYYY-MM') as month`,
    totals: sql`, to_char(${reportMonthTotals.month}, 'YYYY-MM') as month`,
  };
  const result = await db.execute(sql`with ${classifiedLinesSql(userId, criteria, month)}
    select month,
      coalesce(sum(-amount_cents) filter (where earnings and not moved), 0)::text as in_cents,
      coalesce(sum(amount_cents) filter (where not earnings and not moved), 0)::text as out_cents
    from classified
    group by month`);
  const rows = (result as unknown as { rows: { month: string; in_cents: string; out_cents: string }[] }).rows;
  return rows.map((r) => ({ month: r.month, inCents: Number(r.in_cents), outCents: Number(r.out_cents) }));
}
