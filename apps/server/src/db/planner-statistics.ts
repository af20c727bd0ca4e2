import { sql } from 'drizzle-orm';
import type { Logger } from '../logger.ts';
import type { Db } from './client.ts';

/** A change of at least this many transaction rows refreshes the planner's statistics at once. */
export const BULK_CHANGE_ROWS = 1000;

/**
 * ANALYZE the transactions table after a bulk change (a large import, its undo, a first sync).
 *
 * Why: the planner picks its plans from row estimates. PGlite runs no autovacuum, so without this its
 * estimates stay those of an empty table for ever; PostgreSQL's autovacuum catches up only a minute or
 * more later. With an estimate of ~300 rows for a user who just imported 100,000, Transaction History's
 * first page was planned as "read all of the account's rows, then sort" (110 ms) instead of reading 51 rows
 * backwards through (user_id, date, id) (0.1 ms). ANALYZE samples a bounded number of rows, so its cost
 * does not grow with the table. It runs in the background and never fails the request that caused it: the
 * change is already committed, and stale estimates cost speed, never correctness.
 */
export function analyzeAfterBulkChange(
  db: Db,
  changedRows: number,
  logger: Logger,
  // When to start it: a request passes afterAnswer (http/after-answer.ts), so that the ANALYZE, which
  // PGlite runs on this thread, does not hold back the answer of the request that caused it.
  start: (run: () => void) => void = setImmediate,
): void {
  if (changedRows < BULK_CHANGE_ROWS) return;
  start(() => {
    db.execute(sql`analyze transactions`).catch((err: unknown) =>
      logger.warn('could not refresh planner statistics', { error: String(err) }),
    );
  });
}
