import { asc, eq } from 'drizzle-orm';
import type { LedgerAccount, LedgerTransaction } from '@tourniquet/domain';
import type { Db } from '../client.ts';
import { accounts, transactions } from '../schema/index.ts';

const LEDGER_TYPES = new Set(['depository', 'credit', 'loan', 'investment']);

/** Everything the detectors read of one user: every transaction (any source) and each account's type. */
export async function loadLedger(
  db: Db,
  userId: string,
): Promise<{ transactions: LedgerTransaction[]; accounts: LedgerAccount[] }> {
  const [txRows, accountRows] = await Promise.all([
    db
      .select({
        id: transactions.id,
        accountId: transactions.accountId,
        date: transactions.date,
        description: transactions.description,
        merchantName: transactions.merchantName,
        amountCents: transactions.amountCents,
        category: transactions.category,
        pfcPrimary: transactions.pfcPrimary,
        pfcDetailed: transactions.pfcDetailed,
        pending: transactions.pending,
      })
      .from(transactions)
      .where(eq(transactions.userId, userId))
      .orderBy(asc(transactions.date), asc(transactions.id)),
    db
      .select({
        id: accounts.id,
        type: accounts.accountType,
        subtype: accounts.accountSubtype,
        name: accounts.accountName,
        institutionName: accounts.institutionName,
      })
      .from(accounts)
      .where(eq(accounts.userId, userId)),
  ]);
  return {
    transactions: txRows,
    accounts: accountRows.map((a) => ({
      ...a,
      type: ledgerType(a.type),
    })),
  };
}

// The spec's own checking/savings types are bank accounts too.
function ledgerType(type: string): LedgerAccount['type'] {
  if (LEDGER_TYPES.has(type)) return type as LedgerAccount['type'];
  return type === 'checking' || type === 'savings' ? 'depository' : 'other';
}
