import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { reportChangeFeedOf } from '../report-change-feed.ts';

/** A user's report_changes rows past which reading the version folds them into report_change_counts. */
const FOLD_AFTER_ROWS = 500;

/**
 * The version of what a user's reports read (decision 033): how many statements have changed their
 * transactions, split parts or accounts. On PostgreSQL, counted in one snapshot from the rows the triggers
 * of migration 0029 add and the number already folded away; on the embedded database, from its change feed
 * (report-change-feed.ts). It only grows, and only when such a write commits.
 */
export async function reportDataVersion(db: Db, userId: string): Promise<number> {
  const feed = reportChangeFeedOf(db);
  if (feed) return feed.version(userId);
  const result = await db.execute(sql`select ${foldedSql(userId)} as folded, ${liveSql(userId)} as live`);
  return versionOf(db, userId, (result as unknown as { rows: Counted[] }).rows[0]!);
}

interface Counted {
  folded: string;
  live: string;
}
// Counts as text: bigint arrives as a string from node-postgres; the casts keep both drivers the same.
const foldedSql = (userId: string) =>
  sql<string>`coalesce((select folded from report_change_counts where user_id = ${userId}), 0)::text`;
const liveSql = (userId: string) =>
  sql<string>`(select count(*) from report_changes where user_id = ${userId})::text`;

async function versionOf(db: Db, userId: string, counted: Counted): Promise<number> {
  const live = Number(counted.live);
  if (live > FOLD_AFTER_ROWS) await foldReportChanges(db, userId);
  return Number(counted.folded) + live;
}

/**
 * Folds a user's change rows into their count in one statement, so the version stays the same while its
 * table stays short. A row another transaction has not yet committed is neither deleted nor counted here.
 */
export async function foldReportChanges(db: Db, userId: string): Promise<void> {
  await db.execute(sql`with gone as (delete from report_changes where user_id = ${userId} returning 1)
    insert into report_change_counts as c (user_id, folded)
      select ${userId}, count(*) from gone
      where exists (select 1 from "user" where id = ${userId})
    on conflict (user_id) do update set folded = c.folded + excluded.folded`);
}
