import { and, asc, eq, gt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { transactions } from '../schema/index.ts';

/**
 * A user's transaction ids, `size` at a time in (date, id) order by the (user, date, id) index: for jobs
 * that go over every row of a user in pieces, giving way to other users between them.
 */
export async function* rowIdPages(db: Db, userId: string, size: number): AsyncGenerator<string[]> {
  let after: { date: string; id: string } | null = null;
  for (;;) {
    const keyset: SQL | undefined = after
      ? or(
          gt(transactions.date, after.date),
          and(eq(transactions.date, after.date), gt(transactions.id, after.id)),
        )
      : undefined;
    const rows = await db
      .select({ id: transactions.id, date: transactions.date })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), keyset))
      .orderBy(asc(transactions.date), asc(transactions.id))
      .limit(size);
    if (rows.length === 0) return;
    yield rows.map((row) => row.id);
    if (rows.length < size) return;
    after = rows.at(-1)!;
  }
}
