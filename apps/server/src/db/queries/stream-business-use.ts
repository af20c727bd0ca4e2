import { and, eq, inArray } from 'drizzle-orm';
import { effectiveBusinessUse, type BusinessUse } from '@tourniquet/domain';
import type { Db } from '../client.ts';
import { accounts, transactions } from '../schema/index.ts';

export interface ChargeBusinessUse {
  businessUse: BusinessUse;
  businessCategory: string | null;
}

/**
 * Business or personal of the given rows (a stream is business when its latest charge is), keyed
 * by transaction id, and each of the user's accounts' own setting (for a stream without our rows).
 */
export async function chargesBusinessUse(
  db: Db,
  userId: string,
  transactionIds: string[],
): Promise<{ byTransaction: Map<string, ChargeBusinessUse>; byAccount: Map<string, BusinessUse> }> {
  const [rows, accountRows] = await Promise.all([
    transactionIds.length === 0
      ? []
      : db
          .select({
            id: transactions.id,
            rowUse: transactions.businessUse,
            accountUse: accounts.businessPersonal,
            businessCategory: transactions.businessCategory,
          })
          .from(transactions)
          .innerJoin(accounts, eq(accounts.id, transactions.accountId))
          .where(and(eq(transactions.userId, userId), inArray(transactions.id, transactionIds))),
    db
      .select({ id: accounts.id, use: accounts.businessPersonal })
      .from(accounts)
      .where(eq(accounts.userId, userId)),
  ]);
  const byTransaction = new Map<string, ChargeBusinessUse>();
  for (const r of rows) {
    const businessUse = effectiveBusinessUse(r.rowUse, r.accountUse);
    // A personal row's leftover category is not a business category for the stream.
    byTransaction.set(r.id, {
      businessUse,
      businessCategory: businessUse === 'business' ? r.businessCategory : null,
    });
  }
  const byAccount = new Map(accountRows.map((a) => [a.id, effectiveBusinessUse(null, a.use)]));
  return { byTransaction, byAccount };
}
