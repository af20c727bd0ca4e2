import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { yieldToOthers } from '../take-turns.ts';
import {
  accounts,
  goals,
  importBatches,
  profiles,
  recurringDecisions,
  recurringStreams,
  rules,
  transactions,
  user,
} from '../schema/index.ts';

/**
 * What "Download my data" reads, always scoped by the signed-in user's id in the query itself. Only the
 * user's own records leave: never provider tokens or ids, password hashes, two-factor secrets, sessions or
 * the premium code. Transactions come in keyset pages so a large history never sits in memory at once.
 */

export const EXPORT_PAGE_SIZE = 50;

/** The account's name as the user sees it: the nickname when they gave one. */
const accountDisplayName = sql<string>`coalesce(nullif(trim(${accounts.nickname}), ''), ${accounts.accountName})`;

export async function exportProfile(db: Db, userId: string) {
  const [row] = await db
    .select({
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled,
      memberSince: user.createdAt,
      displayName: profiles.displayName,
      phone: profiles.phone,
      smsOptIn: profiles.smsOptIn,
      streetAddress: profiles.streetAddress,
      city: profiles.city,
      state: profiles.state,
      postalCode: profiles.postalCode,
      country: profiles.country,
      company: profiles.company,
      jobTitle: profiles.jobTitle,
      bio: profiles.bio,
      updatedAt: profiles.updatedAt,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  if (!row) return null;
  return { ...row, twoFactorEnabled: row.twoFactorEnabled ?? false, smsOptIn: row.smsOptIn ?? false };
}
export type ExportProfile = NonNullable<Awaited<ReturnType<typeof exportProfile>>>;

export function exportAccounts(db: Db, userId: string) {
  return db
    .select({
      id: accounts.id,
      name: accountDisplayName,
      accountName: accounts.accountName,
      nickname: accounts.nickname,
      institutionName: accounts.institutionName,
      mask: accounts.mask,
      accountType: accounts.accountType,
      accountSubtype: accounts.accountSubtype,
      accountTypeCustom: accounts.accountTypeCustom,
      businessPersonal: accounts.businessPersonal,
      accountCategory: accounts.accountCategory,
      balanceCurrentCents: accounts.balanceCurrentCents,
      balanceAvailableCents: accounts.balanceAvailableCents,
      balanceSource: accounts.balanceSource,
      balanceLastRefreshed: accounts.balanceLastRefreshed,
      isManual: accounts.isManual,
      displayOrder: accounts.displayOrder,
      createdAt: accounts.createdAt,
    })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.displayOrder), asc(accounts.createdAt), asc(accounts.id));
}
export type ExportAccount = Awaited<ReturnType<typeof exportAccounts>>[number];

export function exportGoals(db: Db, userId: string) {
  return db
    .select({
      id: goals.id,
      goalType: goals.goalType,
      category: goals.category,
      amountCents: goals.amountCents,
      createdAt: goals.createdAt,
      updatedAt: goals.updatedAt,
    })
    .from(goals)
    .where(eq(goals.userId, userId))
    .orderBy(asc(goals.goalType), asc(goals.category));
}
export type ExportGoal = Awaited<ReturnType<typeof exportGoals>>[number];

/** "Not a subscription" and "I cancelled this", with the stream's name while the stream is still stored. */
export function exportRecurringDecisions(db: Db, userId: string) {
  return db
    .select({
      streamKey: recurringDecisions.streamKey,
      status: recurringDecisions.status,
      name: recurringStreams.name,
      merchant: recurringStreams.merchant,
      transactionIds: recurringDecisions.transactionIds,
      lastChargeDate: recurringDecisions.lastChargeDate,
      decidedAt: recurringDecisions.decidedAt,
    })
    .from(recurringDecisions)
    .leftJoin(
      recurringStreams,
      and(
        eq(recurringStreams.userId, recurringDecisions.userId),
        eq(recurringStreams.streamKey, recurringDecisions.streamKey),
      ),
    )
    .where(eq(recurringDecisions.userId, userId))
    .orderBy(asc(recurringDecisions.decidedAt), asc(recurringDecisions.streamKey));
}
export type ExportRecurringDecision = Awaited<ReturnType<typeof exportRecurringDecisions>>[number];

export function exportImports(db: Db, userId: string) {
  return db
    .select({
      batchId: importBatches.id,
      accountId: importBatches.accountId,
      accountName: accountDisplayName,
      fileName: importBatches.fileName,
      format: importBatches.format,
      imported: importBatches.imported,
      duplicates: importBatches.duplicates,
      rejected: sql<number>`jsonb_array_length(${importBatches.rejected})`.mapWith(Number),
      createdAt: importBatches.createdAt,
      undoneAt: importBatches.undoneAt,
    })
    .from(importBatches)
    .innerJoin(accounts, and(eq(accounts.id, importBatches.accountId), eq(accounts.userId, userId)))
    .where(eq(importBatches.userId, userId))
    .orderBy(asc(importBatches.createdAt), asc(importBatches.id));
}
export type ExportImport = Awaited<ReturnType<typeof exportImports>>[number];

const transactionColumns = {
  id: transactions.id,
  accountId: transactions.accountId,
  date: transactions.date,
  description: transactions.description,
  merchantName: transactions.merchantName,
  category: transactions.category,
  /** The row's one category (PFC v1 names) and where it came from. */
  personalPrimary: transactions.personalPrimary,
  personalDetailed: transactions.personalDetailed,
  categorySource: transactions.categorySource,
  amountCents: transactions.amountCents,
  isoCurrencyCode: transactions.isoCurrencyCode,
  pending: transactions.pending,
  /** 'bank' (a linked account's feed), 'import' (a statement file) or 'manual'. */
  source: sql<
    'bank' | 'import' | 'manual'
  >`case when ${transactions.plaidTransactionId} is not null then 'bank' when ${transactions.importBatchId} is not null then 'import' else 'manual' end`,
  importBatchId: transactions.importBatchId,
  userEditedAt: transactions.userEditedAt,
  createdAt: transactions.createdAt,
  /** Business or personal as the books count it: the row's own choice, else its account's setting. */
  businessUse: sql<
    'business' | 'personal' | null
  >`coalesce(${transactions.businessUse}, (select a.business_personal from accounts as a where a.id = "transactions"."account_id" and a.user_id = "transactions"."user_id"))`,
  businessCategory: transactions.businessCategory,
  /** How many parts the row is split into; 0 for a row that is not split. */
  // Spelled out: on a one-table select drizzle writes a column unqualified, which inside the subquery
  // would name the split's own id.
  parts:
    sql<number>`(select count(*) from transaction_splits as s where s.transaction_id = "transactions"."id" and s.user_id = "transactions"."user_id")`.mapWith(
      Number,
    ),
};

// No join: the planner then walks transactions_user_date_idx in order and stops after one page (an index
// scan plus an incremental sort by id), where a join made it read every later row and sort them per page.
// Account names come from the accounts the export has already read. `date >= after.date` lets the index
// start at the page boundary; the row comparison then settles ties on the same date by id.
function transactionPage(db: Db, userId: string, after: { date: string; id: string } | null, limit: number) {
  return db
    .select(transactionColumns)
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        after ? gte(transactions.date, after.date) : undefined,
        after
          ? sql`(${transactions.date}, ${transactions.id}) > (${after.date}::date, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(transactions.date), asc(transactions.id))
    .limit(limit);
}
export type ExportTransaction = Awaited<ReturnType<typeof transactionPage>>[number];

/**
 * Every transaction of the user, oldest first, `pageSize` rows per query: keyset on (date, id), so each page
 * is an index range whatever the depth, and at most one page is held at a time.
 */
export async function* exportTransactionPages(
  db: Db,
  userId: string,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<ExportTransaction[]> {
  let after: { date: string; id: string } | null = null;
  for (;;) {
    const page = await transactionPage(db, userId, after, pageSize);
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    const last = page.at(-1)!;
    after = { date: last.date, id: last.id };
    await yieldToOthers();
  }
}

/** The user's rules, in the order they run. */
export function exportRules(db: Db, userId: string) {
  return db
    .select({
      id: rules.id,
      position: rules.position,
      conditions: rules.conditions,
      actions: rules.actions,
      createdAt: rules.createdAt,
      updatedAt: rules.updatedAt,
    })
    .from(rules)
    .where(eq(rules.userId, userId))
    .orderBy(asc(rules.position));
}
export type ExportRule = Awaited<ReturnType<typeof exportRules>>[number];
