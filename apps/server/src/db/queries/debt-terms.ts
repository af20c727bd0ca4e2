import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BankLiability } from '@tourniquet/domain';
import type { Db } from '../client.ts';
import { accountDebtTerms, detectedFees, transactions } from '../schema/index.ts';

export type DebtTermsRow = typeof accountDebtTerms.$inferSelect;

/** The provider's liabilities for accounts of the user (our account ids), replacing what the last sync said. */
export async function saveProviderTerms(
  db: Db,
  userId: string,
  rows: { accountId: string; liability: BankLiability }[],
  fetchedAt: Date,
): Promise<void> {
  for (const { accountId, liability: l } of rows) {
    const provider = {
      providerKind: l.kind,
      providerAprThousandths: l.aprThousandths,
      providerMinimumCents: l.minimumPaymentCents,
      nextPaymentDueDate: l.nextPaymentDueDate,
      lastStatementBalanceCents: l.lastStatementBalanceCents,
      lastStatementDate: l.lastStatementDate,
      lastPaymentCents: l.lastPaymentCents,
      lastPaymentDate: l.lastPaymentDate,
      ytdInterestCents: l.ytdInterestCents,
      isOverdue: l.isOverdue,
      providerFetchedAt: fetchedAt,
      updatedAt: fetchedAt,
    };
    await db
      .insert(accountDebtTerms)
      .values({ accountId, userId, ...provider })
      .onConflictDoUpdate({
        target: accountDebtTerms.accountId,
        set: provider,
        // An account id is the user's own; the guard keeps a row of another user from ever being written.
        setWhere: eq(accountDebtTerms.userId, userId),
      });
  }
}

/** The user's own APR and minimum for one of their accounts; undefined leaves a figure as it is. */
export async function saveUserTerms(
  db: Db,
  userId: string,
  accountId: string,
  terms: { aprThousandths?: number; minimumCents?: number },
): Promise<void> {
  const set = {
    ...(terms.aprThousandths !== undefined && { userAprThousandths: terms.aprThousandths }),
    ...(terms.minimumCents !== undefined && { userMinimumCents: terms.minimumCents }),
    updatedAt: new Date(),
  };
  await db
    .insert(accountDebtTerms)
    .values({ accountId, userId, ...set })
    .onConflictDoUpdate({
      target: accountDebtTerms.accountId,
      set,
      setWhere: eq(accountDebtTerms.userId, userId),
    });
}

export async function listDebtTerms(db: Db, userId: string): Promise<Map<string, DebtTermsRow>> {
  const rows = await db.select().from(accountDebtTerms).where(eq(accountDebtTerms.userId, userId));
  return new Map(rows.map((row) => [row.accountId, row]));
}

export async function findDebtTerms(db: Db, userId: string, accountId: string): Promise<DebtTermsRow | null> {
  const [row] = await db
    .select()
    .from(accountDebtTerms)
    .where(and(eq(accountDebtTerms.userId, userId), eq(accountDebtTerms.accountId, accountId)));
  return row ?? null;
}

/**
 * Interest charged per account in a date range, net of interest given back: the fee radar's interest rows
 * (detected fees of kind 'interest'), so the Debts screen and the radar count the same rows.
 */
export async function interestChargedByAccount(
  db: Db,
  userId: string,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      accountId: detectedFees.accountId,
      cents: sql<string>`coalesce(sum(case when ${detectedFees.refund} then -${detectedFees.amountCents} else ${detectedFees.amountCents} end), 0)`,
    })
    .from(detectedFees)
    .where(
      and(
        eq(detectedFees.userId, userId),
        eq(detectedFees.kind, 'interest'),
        sql`${detectedFees.date} >= ${from}`,
        sql`${detectedFees.date} <= ${to}`,
      ),
    )
    .groupBy(detectedFees.accountId);
  return new Map(rows.map((row) => [row.accountId, Math.max(0, Number(row.cents))]));
}

/**
 * The latest money in per account (a payment into a card or loan), for the given accounts: what the
 * due-date alert reads as "paid" besides the provider's last payment.
 */
export async function latestPaymentInByAccount(
  db: Db,
  userId: string,
  accountIds: string[],
): Promise<Map<string, string>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ accountId: transactions.accountId, date: sql<string>`max(${transactions.date})::text` })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        inArray(transactions.accountId, accountIds),
        sql`${transactions.amountCents} < 0`,
      ),
    )
    .groupBy(transactions.accountId);
  return new Map(rows.map((row) => [row.accountId, String(row.date)]));
}
