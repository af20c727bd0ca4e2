import { addDays, similarDescriptions } from '@tourniquet/domain';
import { and, desc, eq, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { accounts, importBatches, transactions } from '../schema/index.ts';

export interface ImportRow {
  date: string;
  description: string;
  merchantName: string | null;
  category: string | null;
  amountCents: number;
  importId: string;
  pending: boolean;
}

export interface ImportResult {
  batchId: string;
  imported: number;
  duplicates: number;
}

const INSERT_CHUNK = 10_000;

/** A text[] literal; NULL stays NULL. Both drivers pass it as one parameter. */
function textArray(values: readonly (string | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`;
}

/**
 * One statement per chunk: the rows travel as a handful of arrays and are unnested by the database, which is
 * several times faster than a statement with ten parameters per row. Rows whose import id the account
 * already holds are skipped; returns how many went in.
 */
async function insertChunk(
  tx: Db,
  chunk: { userId: string; accountId: string; batchId: string; rows: readonly ImportRow[] },
): Promise<number> {
  const { rows } = chunk;
  const result = await tx.execute(sql`
    insert into transactions
      (user_id, account_id, date, description, merchant_name, category, amount_cents, pending, import_batch_id, import_id)
    select ${chunk.userId}, ${chunk.accountId}, v.d::date, v.descr, v.merchant,
      case when v.cat is null then '{}'::text[] else array[v.cat] end,
      v.amount::bigint, v.pending::boolean, ${chunk.batchId}::uuid, v.import_id
    from unnest(
      ${textArray(rows.map((r) => r.date))}::text[],
      ${textArray(rows.map((r) => r.description))}::text[],
      ${textArray(rows.map((r) => r.merchantName))}::text[],
      ${textArray(rows.map((r) => r.category || null))}::text[],
      ${textArray(rows.map((r) => String(r.amountCents)))}::text[],
      ${textArray(rows.map((r) => String(r.pending)))}::text[],
      ${textArray(rows.map((r) => r.importId))}::text[]
    ) as v(d, descr, merchant, cat, amount, pending, import_id)
    on conflict (account_id, import_id) do nothing
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/**
 * Rows of this file that a bank feed already delivered to the account: same amount, date within 3 days,
 * similar text. Each feed row answers for at most one file row.
 */
async function providerDuplicates(db: Db, userId: string, accountId: string, rows: readonly ImportRow[]) {
  const dates = rows.map((r) => r.date).sort();
  if (dates.length === 0) return new Set<number>();
  const feed = await db
    .select({
      id: transactions.id,
      date: transactions.date,
      amountCents: transactions.amountCents,
      text: sql<string>`${transactions.description} || ' ' || coalesce(${transactions.merchantName}, '')`,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        eq(transactions.accountId, accountId),
        isNotNull(transactions.plaidTransactionId),
        gte(transactions.date, addDays(dates[0]!, -3)),
        lte(transactions.date, addDays(dates.at(-1)!, 3)),
      ),
    );
  const byAmount = new Map<number, typeof feed>();
  for (const row of feed) byAmount.set(row.amountCents, [...(byAmount.get(row.amountCents) ?? []), row]);
  const used = new Set<string>();
  const duplicates = new Set<number>();
  rows.forEach((row, index) => {
    const match = byAmount.get(row.amountCents)?.find((f) => {
      if (used.has(f.id)) return false;
      const gap = Math.abs(Date.parse(f.date) - Date.parse(row.date)) / 86_400_000;
      return gap <= 3 && similarDescriptions(f.text, `${row.description} ${row.merchantName ?? ''}`);
    });
    if (match) {
      used.add(match.id);
      duplicates.add(index);
    }
  });
  return duplicates;
}

/**
 * Stores a parsed file as one batch in one transaction: a crash leaves all of it or none. Rows whose
 * import id the account already holds (the same file again) and rows a bank feed already delivered are
 * counted as duplicates and not stored.
 */
export async function insertImportBatch(
  db: Db,
  input: {
    userId: string;
    accountId: string;
    fileName: string | null;
    format: string;
    rows: readonly ImportRow[];
    rejected: { line: number; reason: string }[];
  },
): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    const fromFeed = await providerDuplicates(tx as unknown as Db, input.userId, input.accountId, input.rows);
    const [batch] = await tx
      .insert(importBatches)
      .values({
        userId: input.userId,
        accountId: input.accountId,
        fileName: input.fileName,
        format: input.format,
        imported: 0,
        duplicates: 0,
        rejected: input.rejected,
      })
      .returning({ id: importBatches.id });
    const fresh = input.rows.filter((_, index) => !fromFeed.has(index));
    let imported = 0;
    for (let i = 0; i < fresh.length; i += INSERT_CHUNK) {
      imported += await insertChunk(tx as unknown as Db, {
        userId: input.userId,
        accountId: input.accountId,
        batchId: batch!.id,
        rows: fresh.slice(i, i + INSERT_CHUNK),
      });
    }
    const duplicates = input.rows.length - imported;
    await tx
      .update(importBatches)
      .set({ imported, duplicates })
      .where(and(eq(importBatches.id, batch!.id), eq(importBatches.userId, input.userId)));
    return { batchId: batch!.id, imported, duplicates };
  });
}

export function listImportBatches(db: Db, userId: string) {
  return db
    .select({
      batchId: importBatches.id,
      accountId: importBatches.accountId,
      accountName: sql<string>`coalesce(${accounts.nickname}, ${accounts.accountName})`,
      fileName: importBatches.fileName,
      format: importBatches.format,
      imported: importBatches.imported,
      duplicates: importBatches.duplicates,
      rejected: importBatches.rejected,
      createdAt: importBatches.createdAt,
      undoneAt: importBatches.undoneAt,
    })
    .from(importBatches)
    .innerJoin(accounts, eq(accounts.id, importBatches.accountId))
    .where(eq(importBatches.userId, userId))
    .orderBy(desc(importBatches.createdAt))
    .limit(200);
}

/** Undo: removes exactly the batch's rows, in one transaction. null when the batch is not the user's. */
export async function undoImportBatch(db: Db, userId: string, batchId: string, now: Date) {
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .select({ id: importBatches.id, undoneAt: importBatches.undoneAt })
      .from(importBatches)
      .where(and(eq(importBatches.id, batchId), eq(importBatches.userId, userId)))
      .for('update');
    if (!batch) return null;
    if (batch.undoneAt) return { removed: 0, alreadyUndone: true };
    const removed = await tx
      .delete(transactions)
      .where(and(eq(transactions.importBatchId, batchId), eq(transactions.userId, userId)))
      .returning({ id: transactions.id });
    await tx
      .update(importBatches)
      .set({ undoneAt: now })
      .where(
        and(eq(importBatches.id, batchId), eq(importBatches.userId, userId), isNull(importBatches.undoneAt)),
      );
    return { removed: removed.length, alreadyUndone: false };
  });
}
