import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { transactions, transactionSplits } from '../schema/index.ts';
import { EXPORT_PAGE_SIZE } from './export.ts';

/**
 * The parts of the user's split rows, in the order of transactions.csv (date, then id) and each
 * row's parts in the order the user entered them, with the row's date, text, amount and part count so the
 * splits file reads on its own. Keyset pages on (date, id, position); splits are few, so a page is small.
 */
function splitPage(
  db: Db,
  userId: string,
  after: { date: string; transactionId: string; position: number } | null,
  limit: number,
) {
  return db
    .select({
      transactionId: transactionSplits.transactionId,
      accountId: transactions.accountId,
      date: transactions.date,
      description: transactions.description,
      merchantName: transactions.merchantName,
      transactionAmountCents: transactions.amountCents,
      position: transactionSplits.position,
      count:
        sql<number>`(select count(*) from transaction_splits as c where c.transaction_id = "transaction_splits"."transaction_id" and c.user_id = "transaction_splits"."user_id")`.mapWith(
          Number,
        ),
      amountCents: transactionSplits.amountCents,
      personalPrimary: transactionSplits.personalPrimary,
      personalDetailed: transactionSplits.personalDetailed,
      businessUse: transactionSplits.businessUse,
      businessCategory: transactionSplits.businessCategory,
      note: transactionSplits.note,
    })
    .from(transactionSplits)
    .innerJoin(
      transactions,
      and(eq(transactions.id, transactionSplits.transactionId), eq(transactions.userId, userId)),
    )
    .where(
      and(
        eq(transactionSplits.userId, userId),
        after
          ? sql`(${transactions.date}, ${transactions.id}, ${transactionSplits.position}) > (${after.date}::date, ${after.transactionId}::uuid, ${after.position}::int)`
          : undefined,
      ),
    )
    .orderBy(asc(transactions.date), asc(transactions.id), asc(transactionSplits.position))
    .limit(limit);
}
export type ExportSplitPart = Awaited<ReturnType<typeof splitPage>>[number];

/** Every part of the user's split rows, `pageSize` parts per query (see splitPage). */
export async function* exportSplitPages(
  db: Db,
  userId: string,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<ExportSplitPart[]> {
  let after: { date: string; transactionId: string; position: number } | null = null;
  for (;;) {
    const page = await splitPage(db, userId, after, pageSize);
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    const last = page.at(-1)!;
    after = { date: last.date, transactionId: last.transactionId, position: last.position };
  }
}
