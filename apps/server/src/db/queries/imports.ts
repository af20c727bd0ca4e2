import { randomUUID } from 'node:crypto';
import { addDays, similarDescriptions, type LedgerTransaction } from '@tourniquet/domain';
import { and, desc, eq, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { AddedRows } from './ledger.ts';
import { accounts, importBatches, transactions } from '../schema/index.ts';
import { copyImportRows, heldImportIds } from './import-copy.ts';
import type { ImportRow } from './import-row.ts';
import { categoriseFileRows } from '../../categories/categorise-rows.ts';
import { rulesOnNewRows } from '../../rules/rules-on-new-rows.ts';

export type { ImportRow } from './import-row.ts';

export interface ImportResult {
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

/**
 * Stores a parsed file as one batch in one transaction: a crash leaves all of it or none. Rows whose
 * import id the account already holds (the same file again) and rows a bank feed already delivered are
 * counted as duplicates and not stored. The rows are categorised first and written once, with their
 * category (issue 25: no second pass reading and updating every row).
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
    const candidates = input.rows.filter((_, index) => !fromFeed.has(index));
    const held = await heldImportIds(
      tx as unknown as Db,
      input,
      candidates.map((r) => r.importId),
    );
    // A repeated id inside the file counts once too (the parsers number repeats, so this is a safeguard).
    const seen = new Set<string>();
    const fresh = candidates.filter(
      (r) => !held.has(r.importId) && !seen.has(r.importId) && seen.add(r.importId),
    );
    const categorised = await categoriseFileRows(tx as unknown as Db, input.userId, input.accountId, fresh);
    // The user's rules (issue 23) come last, so a rule beats the file and the categoriser; the rows are
    // written once, with the rules' outcome.
    const { categories, columns } = await rulesOnNewRows(
      tx as unknown as Db,
      input.userId,
      input.accountId,
      fresh,
      categorised,
    );
    const target = { userId: input.userId, accountId: input.accountId, batchId: batch!.id };
    const ids = fresh.map(() => randomUUID());
    await copyImportRows(tx as unknown as Db, target, ids, fresh, categories, columns);
    const imported = fresh.length;
    const duplicates = input.rows.length - imported;
    await tx
      .update(importBatches)
      .set({ imported, duplicates })
      .where(and(eq(importBatches.id, batch!.id), eq(importBatches.userId, input.userId)));
    const rows = fresh.map((row, i) => ledgerRow(ids[i]!, input.accountId, row));
    return { batchId: batch!.id, imported, duplicates, added: { batchId: batch!.id, rows } };
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
      // The count only: the lines themselves are paged by GET /api/imports/:batchId/rejected.
      rejectedCount: sql<number>`jsonb_array_length(${importBatches.rejected})`.mapWith(Number),
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
