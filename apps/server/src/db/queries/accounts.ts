import { accountCategoryFromProviderType } from '@tourniquet/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { accounts, transactions } from '../schema/index.ts';

export type AccountRow = typeof accounts.$inferSelect;
export type NewLinkedAccount = Omit<typeof accounts.$inferInsert, 'userId' | 'isManual' | 'displayOrder'>;

export function listAccounts(db: Db, userId: string): Promise<AccountRow[]> {
  return db
    .select()
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.displayOrder), asc(accounts.createdAt));
}

export async function findAccount(db: Db, userId: string, accountId: string): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)));
  return row ?? null;
}

async function nextDisplayOrder(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${accounts.displayOrder})` })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  return Number(row?.max ?? -1) + 1;
}

/**
 * Inserts the accounts of a linked item; linking the same bank account again updates it in place
 * (one row per user and provider account id), keeping the user's own settings.
 */
export async function upsertLinkedAccounts(
  db: Db,
  userId: string,
  rows: NewLinkedAccount[],
): Promise<AccountRow[]> {
  if (rows.length === 0) return [];
  let order = await nextDisplayOrder(db, userId);
  const values = rows.map((r) => ({ ...r, userId, isManual: false, displayOrder: order++ }));
  return db
    .insert(accounts)
    .values(values)
    .onConflictDoUpdate({
      target: [accounts.userId, accounts.plaidAccountId],
      set: {
        providerItemId: sql`excluded.provider_item_id`,
        accountName: sql`excluded.account_name`,
        institutionName: sql`excluded.institution_name`,
        mask: sql`excluded.mask`,
        accountType: sql`excluded.account_type`,
        accountSubtype: sql`excluded.account_subtype`,
        balanceCurrentCents: sql`excluded.balance_current_cents`,
        balanceAvailableCents: sql`excluded.balance_available_cents`,
        balanceLastRefreshed: sql`excluded.balance_last_refreshed`,
        plaidItemId: sql`excluded.plaid_item_id`,
        accessIssue: false,
        updatedAt: new Date(),
      },
    })
    .returning();
}

/** A manual account's kind: the spec's asset/liability/investment, or a provider type (depository, credit...). */
export type ManualAccountKind =
  | { accountTypeCustom: 'asset' | 'liability' | 'investment' }
  | { providerType: 'depository' | 'credit' | 'loan' | 'investment'; subtype: string | null };

const CUSTOM_OF_PROVIDER_TYPE = {
  depository: 'asset',
  credit: 'liability',
  loan: 'liability',
  investment: 'investment',
} as const;

export async function insertManualAccount(
  db: Db,
  userId: string,
  input: {
    id: string;
    accountName: string;
    businessPersonal?: 'personal' | 'business' | null;
  } & ManualAccountKind,
): Promise<AccountRow> {
  // A provider type makes an imported card statement a card in every report (credit, liability); the
  // spec's liability without a type stays a loan, as before.
  const typed = 'providerType' in input;
  const accountType = typed
    ? input.providerType
    : input.accountTypeCustom === 'liability'
      ? 'loan'
      : input.accountTypeCustom === 'investment'
        ? 'investment'
        : 'depository';
  const [row] = await db
    .insert(accounts)
    .values({
      id: input.id,
      userId,
      accountName: input.accountName,
      institutionName: 'Manual Entry',
      accountType,
      accountSubtype: typed ? input.subtype : null,
      accountTypeCustom: typed ? CUSTOM_OF_PROVIDER_TYPE[input.providerType] : input.accountTypeCustom,
      accountCategory: typed ? accountCategoryFromProviderType(input.providerType) : null,
      isManual: true,
      ...(input.businessPersonal && { businessPersonal: input.businessPersonal }),
      balanceCurrentCents: 0,
      balanceAvailableCents: 0,
      displayOrder: await nextDisplayOrder(db, userId),
    })
    .returning();
  return row!;
}

/** Applies the fields a user may change; returns null when the account is not theirs. */
export async function updateAccountSettings(
  db: Db,
  userId: string,
  accountId: string,
  patch: Partial<Pick<AccountRow, 'accountTypeCustom' | 'businessPersonal' | 'nickname' | 'accountCategory'>>,
): Promise<AccountRow | null> {
  const [row] = await db
    .update(accounts)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)))
    .returning();
  return row ?? null;
}

export async function updateBalances(
  db: Db,
  userId: string,
  balances: { plaidAccountId: string; currentCents: number | null; availableCents: number | null }[],
  at: Date,
) {
  for (const b of balances) {
    await db
      .update(accounts)
      .set({
        ...(b.currentCents !== null && { balanceCurrentCents: b.currentCents }),
        balanceAvailableCents: b.availableCents,
        balanceLastRefreshed: at,
        accessIssue: false,
        updatedAt: at,
      })
      .where(and(eq(accounts.userId, userId), eq(accounts.plaidAccountId, b.plaidAccountId)));
  }
}

/**
 * Points the user's accounts at a new Item's provider ids (a bank linked again), keeping every row, id,
 * nickname and setting; the access issue is cleared and the balances are the new Item's.
 */
export async function repointAccounts(
  db: Db,
  userId: string,
  plaidItemId: string,
  changes: {
    accountId: string;
    plaidAccountId: string;
    currentCents: number | null;
    availableCents: number | null;
  }[],
  at: Date,
) {
  for (const c of changes) {
    await db
      .update(accounts)
      .set({
        plaidAccountId: c.plaidAccountId,
        plaidItemId,
        ...(c.currentCents !== null && { balanceCurrentCents: c.currentCents }),
        balanceAvailableCents: c.availableCents,
        balanceLastRefreshed: at,
        accessIssue: false,
        updatedAt: at,
      })
      .where(and(eq(accounts.userId, userId), eq(accounts.id, c.accountId)));
  }
}

export async function setAccessIssue(db: Db, userId: string, accountIds: string[], accessIssue: boolean) {
  if (accountIds.length === 0) return;
  await db
    .update(accounts)
    .set({ accessIssue, updatedAt: new Date() })
    .where(and(eq(accounts.userId, userId), inArray(accounts.id, accountIds)));
}

export async function deleteAccount(db: Db, userId: string, accountId: string): Promise<AccountRow | null> {
  const [row] = await db
    .delete(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)))
    .returning();
  return row ?? null;
}

export async function countAccountsOfItem(db: Db, userId: string, providerItemId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerItemId, providerItemId)));
  return Number(row?.n ?? 0);
}

export function accountsOfItem(db: Db, userId: string, providerItemId: string) {
  return db
    .select()
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerItemId, providerItemId)));
}

/**
 * Our ids for provider ids of a user: every linked account by its provider account id, and the given
 * provider transaction ids that we hold.
 */
export async function providerIdMaps(db: Db, userId: string, providerTransactionIds: readonly string[]) {
  const accountRows = await db
    .select({ id: accounts.id, plaidAccountId: accounts.plaidAccountId })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  const txRows = providerTransactionIds.length
    ? await db
        .select({ id: transactions.id, plaidTransactionId: transactions.plaidTransactionId })
        .from(transactions)
        .where(
          and(
            eq(transactions.userId, userId),
            inArray(transactions.plaidTransactionId, [...providerTransactionIds]),
          ),
        )
    : [];
  return {
    accounts: new Map(
      accountRows.flatMap((a) => (a.plaidAccountId ? [[a.plaidAccountId, a.id] as const] : [])),
    ),
    transactions: new Map(txRows.map((t) => [t.plaidTransactionId!, t.id] as const)),
  };
}
