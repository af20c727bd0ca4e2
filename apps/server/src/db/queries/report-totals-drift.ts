import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { runAsHeavyWork } from '../take-turns.ts';

/**
 * The users whose report_month_totals differ from their rows in any account and month (cents or line
 * count), or whose account_day_amounts differ in any account and day: a write that bypassed the triggers
 * (a restore of one table, a manual fix) would show here. Each is one scan of the rows, grouped like the
 * kept key, compared with a full join so a month or day missing on either side counts.
 */
export async function usersWithDriftedTotals(db: Db, userId?: string): Promise<string[]> {
  const only = (column: string) => (userId ? sql`where ${sql.raw(column)} = ${userId}` : sql``);
  const result = await db.execute(sql`
    with from_rows as (
      select t.user_id, t.account_id, date_trunc('month', t.date::timestamp)::date as month,
        sum(coalesce(s.amount_cents, t.amount_cents)) as cents, count(*) as lines
      from transactions as t
        left join transaction_splits as s on s.transaction_id = t.id and s.user_id = t.user_id
      ${only('t.user_id')}
      group by 1, 2, 3),
    kept as (
      select user_id, account_id, month, sum(cents) as cents, sum(rows) as lines
      from report_month_totals ${only('user_id')}
      group by 1, 2, 3)
    select distinct coalesce(r.user_id, k.user_id) as user_id
    from from_rows as r full join kept as k
      on k.user_id = r.user_id and k.account_id = r.account_id and k.month = r.month
    where r.cents is distinct from k.cents or r.lines is distinct from k.lines
    union
    select coalesce(r.user_id, k.user_id)
    from (select user_id, account_id, date as day, sum(amount_cents) as cents, count(*) as lines
        from transactions ${only('user_id')} group by 1, 2, 3) as r
      full join (select user_id, account_id, day, cents, rows as lines from account_day_amounts ${only('user_id')}) as k
      on k.user_id = r.user_id and k.account_id = r.account_id and k.day = r.day
    where r.cents is distinct from k.cents or r.lines is distinct from k.lines`);
  return (result as unknown as { rows: { user_id: string }[] }).rows.map((r) => r.user_id);
}

/**
 * Sums one user's totals and day amounts (or every user's) again from the rows, in one statement
 * (migrations 0024 and 0027).
 */
export async function rebuildReportTotals(db: Db, userId: string | null): Promise<void> {
  await db.execute(sql`select report_totals_rebuild(${userId}), account_day_amounts_rebuild(${userId})`);
  // The totals may have changed without a write to the rows: a new report version for kept answers.
  await db.execute(
    sql`select note_report_change(id) from "user" where ${userId}::text is null or id = ${userId}`,
  );
}

/**
 * Finds the users whose totals drifted and rebuilds theirs; returns them. One user a statement, as heavy
 * work: one scan of every user's rows held the embedded database for seconds just after start-up, while
 * the first requests came in.
 */
export async function repairReportTotals(db: Db): Promise<string[]> {
  return runAsHeavyWork(async () => {
    const users = await db.execute(sql`select id from "user"`);
    const drifted: string[] = [];
    for (const { id } of (users as unknown as { rows: { id: string }[] }).rows) {
      if ((await usersWithDriftedTotals(db, id)).length === 0) continue;
      await rebuildReportTotals(db, id);
      drifted.push(id);
    }
    return drifted;
  });
}
