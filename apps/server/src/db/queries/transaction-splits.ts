import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SplitPartDto } from '@tourniquet/domain';
import type { Db } from '../client.ts';
import { transactions, transactionSplits } from '../schema/index.ts';

/** A part to store: amountCents already signed like its row. */
export interface SplitPartRow {
  amountCents: number;
  personalCategory: { primary: string; detailed: string };
  businessUse?: 'business' | 'personal';
  businessCategory?: string;
  note?: string;
}

/** The parts of the given rows of the user, by transaction id, each list in position order. */
export async function splitsOf(db: Db, userId: string, ids: string[]): Promise<Map<string, SplitPartDto[]>> {
  const byRow = new Map<string, SplitPartDto[]>();
  if (ids.length === 0) return byRow;
  const rows = await db
    .select()
    .from(transactionSplits)
    .where(and(eq(transactionSplits.userId, userId), inArray(transactionSplits.transactionId, ids)))
    .orderBy(asc(transactionSplits.transactionId), asc(transactionSplits.position));
  for (const r of rows) {
    const parts = byRow.get(r.transactionId) ?? [];
    parts.push({
      id: r.id,
      position: r.position,
      amountCents: r.amountCents,
      personalCategory:
        r.personalPrimary && r.personalDetailed
          ? { primary: r.personalPrimary, detailed: r.personalDetailed }
          : null,
      businessUse: r.businessUse,
      businessCategory: r.businessCategory,
      note: r.note,
    });
    byRow.set(r.transactionId, parts);
  }
  return byRow;
}

/**
 * Replaces the row's parts in one database transaction (a split saved twice keeps only the second) and
 * clears the "split dropped" notice. The caller has checked the row is the user's and the sum.
 */
export async function replaceSplits(db: Db, userId: string, transactionId: string, parts: SplitPartRow[]) {
  await db.transaction(async (tx) => {
    await tx
      .delete(transactionSplits)
      .where(and(eq(transactionSplits.userId, userId), eq(transactionSplits.transactionId, transactionId)));
    await tx.insert(transactionSplits).values(
      parts.map((p, position) => ({
        userId,
        transactionId,
        position,
        amountCents: p.amountCents,
        personalPrimary: p.personalCategory.primary,
        personalDetailed: p.personalCategory.detailed,
        businessUse: p.businessUse ?? null,
        businessCategory: p.businessCategory ?? null,
        note: p.note ? p.note : null,
      })),
    );
    await clearDroppedNotice(tx, userId, transactionId);
  });
}

/** Unsplit: the row counts as itself again. Clears the "split dropped" notice too. */
export async function deleteSplits(db: Db, userId: string, transactionId: string) {
  await db.transaction(async (tx) => {
    await tx
      .delete(transactionSplits)
      .where(and(eq(transactionSplits.userId, userId), eq(transactionSplits.transactionId, transactionId)));
    await clearDroppedNotice(tx, userId, transactionId);
  });
}

async function clearDroppedNotice(tx: Pick<Db, 'update'>, userId: string, transactionId: string) {
  await tx
    .update(transactions)
    .set({ splitDroppedAt: null })
    .where(and(eq(transactions.id, transactionId), eq(transactions.userId, userId)));
}

/**
 * A provider update (or an edit) that changed a split row's amount leaves parts that no longer add up to
 * it: those parts are deleted and the row is marked split_dropped_at, so the list can say so.
 * `rows` selects the candidate rows of `t` (transactions); only split rows whose parts disagree are touched.
 * Returns the ids of the rows whose split was dropped.
 */
export async function dropMismatchedSplits(db: Pick<Db, 'execute'>, userId: string, rows: SQL, now: Date) {
  const result = await db.execute(sql`with mismatched as (
      select t.id from transactions as t
      where t.user_id = ${userId} and ${rows}
        and t.amount_cents <> (select sum(s.amount_cents) from transaction_splits as s
          where s.transaction_id = t.id and s.user_id = ${userId})
    ), dropped as (
      delete from transaction_splits as s using mismatched
      where s.transaction_id = mismatched.id and s.user_id = ${userId}
      returning s.transaction_id
    )
    update transactions set split_dropped_at = ${now.toISOString()}::timestamptz
    where user_id = ${userId} and id in (select transaction_id from dropped)
    returning id`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

/** dropMismatchedSplits for one row of the user (after an edit of its amount). */
export async function dropMismatchedSplitOf(db: Db, userId: string, transactionId: string, now: Date) {
  return dropMismatchedSplits(db, userId, sql`t.id = ${transactionId}::uuid`, now);
}
