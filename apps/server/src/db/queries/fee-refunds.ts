import { and, count, eq, gt, isNotNull, lte, min, sql } from 'drizzle-orm';
import type { ReversalMatch } from '@tourniquet/domain';
import type { FeeRefundStatus } from '@tourniquet/domain/contracts';
import type { Db } from '../client.ts';
import { accounts, detectedFees, feeRefunds, transactions } from '../schema/index.ts';

export type FeeRefundRow = typeof feeRefunds.$inferSelect;

/** The user's refund trackers, by fee transaction id. */
export async function listFeeRefunds(db: Db, userId: string): Promise<Map<string, FeeRefundRow>> {
  const rows = await db.select().from(feeRefunds).where(eq(feeRefunds.userId, userId));
  return new Map(rows.map((row) => [row.transactionId, row]));
}

/**
 * Stores the radar's reversal matches: each matched fee becomes 'refunded' with its reversal, whatever the
 * user had said (a refusal followed by a reversal is still money back). A fee whose reversal is gone (an
 * undone import) goes back to 'asked' when it was asked for, else 'none'.
 */
export async function applyReversalMatches(db: Db, userId: string, matches: readonly ReversalMatch[]) {
  const matched = new Map(matches.map((m) => [m.feeTransactionId, m]));
  // refundedCents marks the radar's matches: it outlives its reversal row (an undone import sets the id to
  // null), so such a fee is found here and given back its earlier status.
  await db.transaction(async (tx) => {
    const stale = await tx
      .select({
        id: feeRefunds.transactionId,
        reversal: feeRefunds.refundedTransactionId,
        status: feeRefunds.status,
      })
      .from(feeRefunds)
      .where(and(eq(feeRefunds.userId, userId), isNotNull(feeRefunds.refundedCents)));
    for (const row of stale) {
      if (matched.get(row.id)?.reversalTransactionId === row.reversal && row.status === 'refunded') {
        matched.delete(row.id);
        continue;
      }
      if (matched.has(row.id)) continue;
      await tx
        .update(feeRefunds)
        .set({
          status: sql`case when ${feeRefunds.askedAt} is null then 'none' else 'asked' end`,
          refundedTransactionId: null,
          refundedCents: null,
          updatedAt: new Date(),
        })
        .where(and(eq(feeRefunds.userId, userId), eq(feeRefunds.transactionId, row.id)));
    }
    for (const m of matched.values()) {
      const values = {
        status: 'refunded' as const,
        refundedTransactionId: m.reversalTransactionId,
        refundedCents: m.refundedCents,
        updatedAt: new Date(),
      };
      await tx
        .insert(feeRefunds)
        .values({ transactionId: m.feeTransactionId, userId, ...values })
        .onConflictDoUpdate({ target: feeRefunds.transactionId, set: values });
    }
  });
}

/** The user's stored fee (never a refund row) with its account, or null: another user's id is not found. */
export async function findFee(db: Db, userId: string, transactionId: string) {
  const [row] = await db
    .select({
      transactionId: detectedFees.transactionId,
      kind: detectedFees.kind,
      amountCents: detectedFees.amountCents,
      date: detectedFees.date,
      accountId: detectedFees.accountId,
      description: transactions.description,
      accountName: sql<string>`coalesce(${accounts.nickname}, ${accounts.accountName})`,
      mask: accounts.mask,
      institutionName: accounts.institutionName,
    })
    .from(detectedFees)
    .innerJoin(transactions, eq(transactions.id, detectedFees.transactionId))
    .innerJoin(accounts, eq(accounts.id, detectedFees.accountId))
    .where(
      and(
        eq(detectedFees.userId, userId),
        eq(detectedFees.transactionId, transactionId),
        eq(detectedFees.refund, false),
      ),
    );
  return row ?? null;
}

/** Sets the user's status of a fee; 'asked' stamps the time asked, 'none' forgets it. */
export async function setFeeRefundStatus(
  db: Db,
  userId: string,
  transactionId: string,
  status: FeeRefundStatus,
  now: Date,
): Promise<FeeRefundRow> {
  const set = {
    status,
    updatedAt: now,
    ...(status === 'asked' ? { askedAt: now } : {}),
    ...(status === 'none' ? { askedAt: null } : {}),
  };
  const [row] = await db
    .insert(feeRefunds)
    .values({ transactionId, userId, ...set })
    .onConflictDoUpdate({ target: feeRefunds.transactionId, set })
    .returning();
  return row!;
}

/** What the request to the bank says about the customer: fees in the 12 months to the fee, first row's date. */
export async function feeHistory(db: Db, userId: string, fee: { accountId: string; date: string }) {
  const yearBefore = sql`(${fee.date}::date - interval '365 days')::date`;
  const [fees] = await db
    .select({ n: count() })
    .from(detectedFees)
    .where(
      and(
        eq(detectedFees.userId, userId),
        eq(detectedFees.accountId, fee.accountId),
        eq(detectedFees.refund, false),
        gt(detectedFees.date, yearBefore),
        lte(detectedFees.date, fee.date),
      ),
    );
  const [first] = await db
    .select({ date: min(transactions.date) })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.accountId, fee.accountId)));
  return { feesLast12Months: Number(fees?.n ?? 1), firstDate: (first?.date as string | null) ?? null };
}
