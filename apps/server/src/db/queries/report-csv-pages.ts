import { SPLIT_MAX_PARTS, type TransactionDto } from '@tourniquet/domain';
import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { transactions } from '../schema/index.ts';
import { listTransactions } from './transactions.ts';
import { yieldToOthers } from '../take-turns.ts';

/**
 * Rows per page of the transactions CSV: each page is a few milliseconds of the embedded database, so a
 * download of 100,000 rows lets every other user's queries in between its pages. Another user waits for
 * at most one of its statements: at 50 rows a page's two statements took 7.5 and 4.5 ms (median, 20,000
 * rows), at 100 rows 10 and 5.7 ms.
 */
const CSV_ROWS_PER_PAGE = 50;

/**
 * The report lines of the transactions CSV (a split row as its parts), newest first, a page of rows at a
 * time. Each page's rows are picked by the (user, date, id) index, then read as report lines by id: paging
 * the lines themselves sorted every line of the user on every page (their order includes the part), which
 * at 100,000 rows held the database for a third of a second per page.
 */
export async function* reportCsvPages(
  db: Db,
  userId: string,
  filter: { from: string; to: string; accountIds?: string[] },
): AsyncGenerator<TransactionDto[]> {
  let after: { date: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select({ id: transactions.id, date: transactions.date })
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, userId),
          gte(transactions.date, filter.from),
          lte(transactions.date, filter.to),
          filter.accountIds ? inArray(transactions.accountId, filter.accountIds) : undefined,
          after
            ? sql`(${transactions.date}, ${transactions.id}) < (${after.date}::date, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(transactions.date), desc(transactions.id))
      .limit(CSV_ROWS_PER_PAGE);
    if (rows.length === 0) return;
    const page = await listTransactions(db, userId, {
      from: filter.from,
      to: filter.to,
      accountIds: filter.accountIds,
      rowIds: rows.map((row) => row.id),
      lines: true,
      withSplits: false,
      limit: rows.length * SPLIT_MAX_PARTS,
    });
    yield page.transactions;
    await yieldToOthers();
    if (rows.length < CSV_ROWS_PER_PAGE) return;
    after = rows.at(-1);
  }
}
