import { randomUUID } from 'node:crypto';
import { addDays, similarDescriptions, type LedgerTransaction } from '@tourniquet/domain';
import { and, desc, eq, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { AddedRows } from './ledger.ts';
import { accounts, importBatches, transactions } from '../schema/index.ts';
import { copyImportRows, heldImportIds } from './import-copy.ts';
import type { ChunkDecisions, ImportRow } from './import-row.ts';
import { chunkRowsNow, yieldToOthers } from '../take-turns.ts';

export type { ImportRow } from './import-row.ts';

/** A file as stored (the API's answer to an import is the contract's ImportResult, built from this). */
export interface StoredImport {
  batchId: string;
  imported: number;
  duplicates: number;
  /** The stored rows as the recurring engine reads them, for its run right after (loadLedger). */
  added: AddedRows;
}

/** A stored file row as the ledger reads it: what COPY wrote (the legacy list holds the file's category). */
function ledgerRow(id: string, accountId: string, row: ImportRow): LedgerTransaction {
  return {
    id,
    accountId,
    date: row.date,
    description: row.description,
    merchantName: row.merchantName,
    amountCents: row.amountCents,
    category: row.category ? [row.category] : [],
    pfcPrimary: null,
    pfcDetailed: null,
    pending: row.pending,
  };
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

/** The account (or the user) was deleted while its import was being written. */
export class ImportTargetGoneError extends Error {
  override name = 'ImportTargetGoneError';
  constructor() {
    super('The account was deleted while its file was being imported.');
  }
}

/**
 * Rows written per transaction. Each chunk holds the embedded database (one query at a time) for a few tens
 * of milliseconds; between chunks every other user's waiting queries run (one 100,000-row file in one
 * transaction held everyone else for 8 s). Larger chunks when the server was free (1,500 rows) saved about
 * 50-150 ms of a 10,000-row import but let another user's p95 past five times its idle figure in CI.
 */
const IMPORT_CHUNK_ROWS = 500;

/**
 * Stores a parsed file as one batch, in chunks: rows whose import id the account already holds (the same
 * file again, or a repeat within it) and rows a bank feed already delivered are counted as duplicates and
 * not stored. Each chunk is decided by `decide` (the caller's categoriser and rules) and written once, in its own
 * transaction, with a turn of the event loop before the next. The batch counts as imported only once its
 * last chunk is in (completed_at): a failure removes what was written before the error is answered, and a
 * crash leaves a batch without completed_at that the next start removes (removeUnfinishedImports), so a file
 * is still all in or not at all. The caller holds the user's import lock throughout.
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
    /** Categories and rule columns for a chunk's new rows, decided before they are written. */
    decide: (rows: readonly ImportRow[]) => Promise<ChunkDecisions>;
    /**
     * Told the new rows, as the recurring engine reads them, once they are known and before the first is
     * written: the engine may read them while they are (a failed import writes none of them in the end).
     */
    planned?: (added: AddedRows) => void;
  },
): Promise<StoredImport> {
  const { userId, accountId } = input;
  const fromFeed = await providerDuplicates(db, userId, accountId, input.rows);
  const [batch] = await db
    .insert(importBatches)
    .values({
      userId,
      accountId,
      fileName: input.fileName,
      format: input.format,
      imported: 0,
      duplicates: 0,
      rejected: input.rejected,
    })
    .returning({ id: importBatches.id });
  const batchId = batch!.id;
  try {
    const candidates = input.rows.filter((_, index) => !fromFeed.has(index));
    const target = { userId, accountId, batchId };
    // Which rows are new is settled for the whole file before any is written, so that their ids and the
    // engine's view of them are known at once (`planned`). A repeated id inside the file counts once too
    // (the parsers number repeats, so this is a safeguard).
    const seen = new Set<string>();
    const fresh: ImportRow[] = [];
    for (let at = 0; at < candidates.length; at += IMPORT_CHUNK_ROWS) {
      const chunk = candidates.slice(at, at + IMPORT_CHUNK_ROWS);
      const held = await heldImportIds(
        db,
        target,
        chunk.map((r) => r.importId),
      );
      for (const row of chunk) {
        if (held.has(row.importId) || seen.has(row.importId)) continue;
        seen.add(row.importId);
        fresh.push(row);
      }
    }
    const ids = fresh.map(() => randomUUID());
    const rows = fresh.map((row, i) => ledgerRow(ids[i]!, accountId, row));
    input.planned?.({ batchId, rows });
    for (let at = 0; at < fresh.length;) {
      const chunk = fresh.slice(at, at + IMPORT_CHUNK_ROWS);
      const chunkIds = ids.slice(at, at + chunk.length);
      at += chunk.length;
      const { categories, columns } = await input.decide(chunk);
      await db.transaction(async (tx) => {
        // The batch row still there proves the account and the user are (deleting either removes it), which
        // copyImportRows relies on: the user may delete the account between two chunks.
        const [still] = await tx
          .select({ id: importBatches.id })
          .from(importBatches)
          .where(eq(importBatches.id, batchId))
          .for('update');
        if (!still) throw new ImportTargetGoneError();
        await copyImportRows(tx, target, chunkIds, chunk, categories, columns);
      });
      await yieldToOthers();
    }
    const imported = rows.length;
    const duplicates = input.rows.length - imported;
    await db
      .update(importBatches)
      .set({ imported, duplicates, completedAt: sql`now()` })
      .where(and(eq(importBatches.id, batchId), eq(importBatches.userId, userId)));
    return { batchId, imported, duplicates, added: { batchId, rows } };
  } catch (err) {
    await removeBatch(db, userId, batchId).catch(() => undefined);
    throw err;
  }
}

/** Deletes a batch that never completed, its rows first, a chunk per transaction. */
async function removeBatch(db: Db, userId: string, batchId: string): Promise<void> {
  await deleteBatchRows(db, userId, batchId);
  await db.delete(importBatches).where(and(eq(importBatches.id, batchId), eq(importBatches.userId, userId)));
}

/**
 * Rows an undo deletes per transaction: a delete touches every index of the row, so fewer than an insert;
 * a third of them while other people use the server (chunkRowsNow).
 */
const DELETE_CHUNK_ROWS = 75;

/** Removes the rows of one batch a chunk at a time; returns how many. */
async function deleteBatchRows(db: Db, userId: string, batchId: string): Promise<number> {
  let removed = 0;
  for (;;) {
    const rows = chunkRowsNow(DELETE_CHUNK_ROWS);
    const result = await db.execute(sql`
      delete from transactions where id in (
        select id from transactions
         where import_batch_id = ${batchId} and user_id = ${userId}
         limit ${rows})`);
    const count = result as unknown as { affectedRows?: number; rowCount?: number | null };
    const n = Number(count.affectedRows ?? count.rowCount ?? 0);
    removed += n;
    if (n < rows) return removed;
    await yieldToOthers();
  }
}

/**
 * At start-up: the batches a crash left half written (no completed_at, not undone) are removed with their
 * rows, so no file is ever half in. A batch whose user's import lock is held elsewhere (another server on
 * the same PostgreSQL, still writing it) is left alone; so are the rows an undo cut short. Returns how many
 * batches were cleaned up.
 */
export async function removeUnfinishedImports(
  db: Db,
  tryLock: (userId: string) => Promise<(() => Promise<void>) | null>,
): Promise<number> {
  const unfinished = await db
    .select({ id: importBatches.id, userId: importBatches.userId })
    .from(importBatches)
    .where(and(isNull(importBatches.completedAt), isNull(importBatches.undoneAt)));
  // An undo a crash cut short: the batch is marked undone but some of its rows are still there.
  const halfUndone = await db.execute(sql`
    select b.id, b.user_id from import_batches b
     where b.undone_at is not null
       and exists (select 1 from transactions t where t.import_batch_id = b.id)`);
  const undone = (halfUndone as unknown as { rows: { id: string; user_id: string }[] }).rows;
  let removed = 0;
  for (const batch of [
    ...unfinished,
    ...undone.map((b) => ({ id: b.id, userId: b.user_id, undone: true })),
  ]) {
    const release = await tryLock(batch.userId);
    if (!release) continue;
    try {
      if ('undone' in batch) await deleteBatchRows(db, batch.userId, batch.id);
      else await removeBatch(db, batch.userId, batch.id);
      removed += 1;
    } finally {
      await release();
    }
  }
  return removed;
}

export function listImportBatches(db: Db, userId: string) {
  return (
    db
      .select({
        batchId: importBatches.id,
        accountId: importBatches.accountId,
        accountName: sql<string>`coalesce(${accounts.nickname}, ${accounts.accountName})`,
        fileName: importBatches.fileName,
        format: importBatches.format,
        imported: importBatches.imported,
        duplicates: importBatches.duplicates,
        // The count only: the lines themselves are paged by GET /api/imports/:batchId/rejected.
        rejectedCount: sql<number>`jsonb_array_length(${importBatches.rejected})`.mapWith(Number),
        createdAt: importBatches.createdAt,
        undoneAt: importBatches.undoneAt,
      })
      .from(importBatches)
      .innerJoin(accounts, eq(accounts.id, importBatches.accountId))
      // A batch still being written (or left by a crash, until the next start removes it) is not listed.
      .where(and(eq(importBatches.userId, userId), isNotNull(importBatches.completedAt)))
      .orderBy(desc(importBatches.createdAt))
      .limit(200)
  );
}

/**
 * Undo: removes exactly the batch's rows. null when the batch is not the user's (or still being written).
 * The batch is marked undone first, in one small transaction, then its rows go a chunk per transaction so
 * other users' queries get in between; rows a crash left behind an undone batch go at the next start
 * (removeUnfinishedImports).
 */
export async function undoImportBatch(db: Db, userId: string, batchId: string, now: Date) {
  const marked = await db.transaction(async (tx) => {
    const [batch] = await tx
      .select({ id: importBatches.id, undoneAt: importBatches.undoneAt })
      .from(importBatches)
      .where(
        and(
          eq(importBatches.id, batchId),
          eq(importBatches.userId, userId),
          isNotNull(importBatches.completedAt),
        ),
      )
      .for('update');
    if (!batch) return null;
    if (batch.undoneAt) return { alreadyUndone: true };
    await tx
      .update(importBatches)
      .set({ undoneAt: now })
      .where(and(eq(importBatches.id, batchId), eq(importBatches.userId, userId)));
    return { alreadyUndone: false };
  });
  if (!marked) return null;
  if (marked.alreadyUndone) return { removed: 0, alreadyUndone: true };
  return { removed: await deleteBatchRows(db, userId, batchId), alreadyUndone: false };
}
