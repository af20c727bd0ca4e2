import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { detectedFees, transactions } from '../schema/index.ts';

export interface FeeFilter {
  from?: string;
  to?: string;
  accountIds?: string[];
}

/** The stored fees and fee refunds of a user in a range, newest first, with their transaction's text. */
export function listFeeRows(db: Db, userId: string, filter: FeeFilter) {
  return db
    .select({
      transactionId: detectedFees.transactionId,
      accountId: detectedFees.accountId,
      kind: detectedFees.kind,
      refund: detectedFees.refund,
      amountCents: detectedFees.amountCents,
      date: detectedFees.date,
      description: transactions.description,
      merchantName: transactions.merchantName,
    })
    .from(detectedFees)
    .innerJoin(transactions, eq(transactions.id, detectedFees.transactionId))
    .where(
      and(
        eq(detectedFees.userId, userId),
        filter.from ? sql`${detectedFees.date} >= ${filter.from}` : undefined,
        filter.to ? sql`${detectedFees.date} <= ${filter.to}` : undefined,
        filter.accountIds ? inArray(detectedFees.accountId, filter.accountIds) : undefined,
      ),
    )
    .orderBy(sql`${detectedFees.date} desc`, detectedFees.transactionId);
}
