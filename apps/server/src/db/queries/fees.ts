import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import { accounts, detectedFees, feeRefunds, transactions } from '../schema/index.ts';

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
      institutionName: accounts.institutionName,
      // What the radar's reason is read from: the row's category and the account's type.
      category: transactions.category,
      accountType: accounts.accountType,
      // Business or personal: the row's own choice, else its account's.
      rowBusinessUse: transactions.businessUse,
      accountBusinessUse: accounts.businessPersonal,
    })
    .from(detectedFees)
    .innerJoin(transactions, eq(transactions.id, detectedFees.transactionId))
    .innerJoin(accounts, eq(accounts.id, detectedFees.accountId))
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

/**
 * Cents given back in a calendar year: each matched reversal's amount by the reversal's date, and a fee
 * marked refunded by hand (no reversal seen) for its whole amount, by the day it was marked.
 */
export async function recoveredCents(db: Db, userId: string, year: number): Promise<number> {
  const reversal = alias(transactions, 'reversal');
  const fee = alias(transactions, 'fee');
  const [row] = await db
    .select({
      cents: sql<string>`coalesce(sum(case
        when ${feeRefunds.refundedTransactionId} is not null then ${feeRefunds.refundedCents}
        else ${fee.amountCents} end), 0)`,
    })
    .from(feeRefunds)
    .innerJoin(fee, eq(fee.id, feeRefunds.transactionId))
    .leftJoin(reversal, eq(reversal.id, feeRefunds.refundedTransactionId))
    .where(
      and(
        eq(feeRefunds.userId, userId),
        eq(feeRefunds.status, 'refunded'),
        sql`extract(year from coalesce(${reversal.date}, ${feeRefunds.updatedAt}::date)) = ${year}`,
      ),
    );
  return Number(row?.cents ?? 0);
}
