import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { accountDebtTerms, accounts, transactions, transactionSplits } from '../schema/index.ts';

/** A loan of the user with a yearly rate (the user's over the provider's) and the balance owed now. */
export interface RatedLoan {
  id: string;
  names: string[];
  mask: string | null;
  aprThousandths: number;
  balanceCents: number;
}

/** The user's loan accounts whose rate is known (account_debt_terms): what a loan payment's split needs. */
export async function loadRatedLoans(db: Db, userId: string): Promise<RatedLoan[]> {
  const rows = await db
    .select({
      id: accounts.id,
      accountName: accounts.accountName,
      nickname: accounts.nickname,
      institutionName: accounts.institutionName,
      mask: accounts.mask,
      balanceCents: accounts.balanceCurrentCents,
      apr: sql<
        number | null
      >`coalesce(${accountDebtTerms.userAprThousandths}, ${accountDebtTerms.providerAprThousandths})`,
    })
    .from(accounts)
    .innerJoin(accountDebtTerms, eq(accountDebtTerms.accountId, accounts.id))
    .where(
      and(
        eq(accounts.userId, userId),
        eq(accountDebtTerms.userId, userId),
        sql`(${accounts.accountType} = 'loan' or ${accounts.accountCategory} = 'loan')`,
      ),
    );
  return rows
    .filter((r) => r.apr !== null && r.apr > 0)
    .map((r) => ({
      id: r.id,
      names: [r.nickname, r.accountName, r.institutionName].filter((n): n is string => !!n),
      mask: r.mask,
      aprThousandths: Number(r.apr),
      balanceCents: Number(r.balanceCents),
    }));
}

/** Of the given rows of the user, those not split and not edited by the owner in Edit Transaction. */
export async function unsplitUneditedIds(
  db: Db,
  userId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        inArray(transactions.id, [...ids]),
        isNull(transactions.userEditedAt),
        sql`not exists (select 1 from ${transactionSplits} s where s.transaction_id = ${transactions.id}
          and s.user_id = ${userId})`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}
