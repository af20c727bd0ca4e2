import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { transactions } from '../schema/index.ts';
import { yieldToOthers } from '../take-turns.ts';

/** Rows one statement deletes: their splits and other rows keyed to them go by cascade in the same one. */
const DELETE_CHUNK_ROWS = 1_000;

/**
 * Deletes a user's transactions (of one account, or all of them) a chunk per statement, giving way to
 * other users between chunks: one statement over 100,000 rows and their cascades held the embedded
 * database for seconds. Runs before the account (or the user) itself is deleted; when it stops half way
 * the account is still there with fewer rows, and deleting it again finishes the job, which is what the
 * person asked for.
 */
export async function deleteTransactionsInChunks(
  db: Db,
  owner: { userId: string; accountId?: string },
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result: unknown = await db.execute(sql`
      delete from ${transactions} where id in (
        select id from ${transactions} where user_id = ${owner.userId}
          ${owner.accountId ? sql`and account_id = ${owner.accountId}` : sql``}
        limit ${DELETE_CHUNK_ROWS})
      returning 1`);
    const n = (result as { rows: unknown[] }).rows.length;
    deleted += n;
    if (n < DELETE_CHUNK_ROWS) return deleted;
    await yieldToOthers();
  }
}
