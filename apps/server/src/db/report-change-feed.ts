import type { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database's report versions, counted in memory (decision 033). Its one process holds the
 * data directory alone, so every write comes through it: the triggers of migration 0029 notify
 * `report_changes` with the user's id for each statement that writes their transactions, parts or accounts,
 * and PGlite hands this process each notification as the writing transaction commits (a rolled-back write
 * sends none). A kept report then costs no query at all. PostgreSQL counts rows in SQL instead
 * (report-changes.ts): other servers write the same database.
 */
export interface ReportChangeFeed {
  /** How many changes of this user's report inputs have committed since the process started. */
  version(userId: string): number;
}

// Keyed by the drizzle database object (client.ts's Db, which imports this file).
const feeds = new WeakMap<object, ReportChangeFeed>();

/** The feed of an embedded database, or undefined (PostgreSQL, or a transaction). */
export function reportChangeFeedOf(db: object): ReportChangeFeed | undefined {
  return feeds.get(db);
}

/** Turns the notifications on for this session and counts them; `db` is the drizzle database over `client`. */
export async function startReportChangeFeed(client: PGlite, db: object): Promise<void> {
  const versions = new Map<string, number>();
  await client.exec(`set tourniquet.report_change_feed = 'on'`);
  await client.listen('report_changes', (userId) => {
    versions.set(userId, (versions.get(userId) ?? 0) + 1);
  });
  feeds.set(db, { version: (userId) => versions.get(userId) ?? 0 });
}
