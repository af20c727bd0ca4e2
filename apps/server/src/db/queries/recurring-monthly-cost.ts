import { sql } from 'drizzle-orm';
import type { MonthlyFlow } from '@tourniquet/domain';
import type { Db } from '../client.ts';
import { transactions } from '../schema/index.ts';

/**
 * What the given charges cost per calendar month between `from` and `to`: the sum of those transactions
 * (the caller passes the transactions of exactly the streams Cancel Subscriptions' headline counts, so
 * the chart and the headline agree). A transaction listed twice counts once (= any, not a join). Refunds on
 * those streams (negative amounts) lower the month, as they lowered what the user paid.
 */
export async function recurringMonthlyCost(
  db: Db,
  userId: string,
  range: { from: string; to: string },
  transactionIds: readonly string[],
): Promise<MonthlyFlow[]> {
  if (transactionIds.length === 0) return [];
  const ids = `{${[...new Set(transactionIds)].join(',')}}`;
  const result = await db.execute(sql`select to_char(${transactions.date}, 'YYYY-MM') as month,
      coalesce(sum(${transactions.amountCents}), 0)::text as out_cents
    from ${transactions}
    where ${transactions.userId} = ${userId}
      and ${transactions.date} between ${range.from} and ${range.to}
      and ${transactions.id} = any(${ids}::uuid[])
    group by 1`);
  const rows = (result as unknown as { rows: { month: string; out_cents: string }[] }).rows;
  return rows.map((r) => ({ month: r.month, inCents: 0, outCents: Number(r.out_cents) }));
}
