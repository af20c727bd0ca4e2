import { sql } from 'drizzle-orm';
import type { MonthlyFlow } from '@tourniquet/domain';
import type { Db } from '../client.ts';
import { recurringDecisions, recurringStreams, transactions } from '../schema/index.ts';

/**
 * What the user's subscriptions and bills cost per calendar month between `from` and `to`: the sum of the
 * transactions that belong to their outgoing subscription and bill streams, active or not, except streams
 * the user marked "Not a subscription". A transaction in two streams counts once (IN, not a join). Refunds
 * on those streams (negative amounts) lower the month, as they lowered what the user paid.
 */
export async function recurringMonthlyCost(
  db: Db,
  userId: string,
  range: { from: string; to: string },
): Promise<MonthlyFlow[]> {
  const result = await db.execute(sql`select to_char(${transactions.date}, 'YYYY-MM') as month,
      coalesce(sum(${transactions.amountCents}), 0)::text as out_cents
    from ${transactions}
    where ${transactions.userId} = ${userId}
      and ${transactions.date} between ${range.from} and ${range.to}
      and ${transactions.id}::text in (
        select unnest(${recurringStreams.transactionIds}) from ${recurringStreams}
        where ${recurringStreams.userId} = ${userId}
          and ${recurringStreams.direction} = 'outflow'
          and ${recurringStreams.kind} in ('subscription', 'bill')
          and not exists (select 1 from ${recurringDecisions}
            where ${recurringDecisions.userId} = ${userId}
              and ${recurringDecisions.streamKey} = ${recurringStreams.streamKey}
              and ${recurringDecisions.status} = 'dismissed'))
    group by 1`);
  const rows = (result as unknown as { rows: { month: string; out_cents: string }[] }).rows;
  return rows.map((r) => ({ month: r.month, inCents: 0, outCents: Number(r.out_cents) }));
}
