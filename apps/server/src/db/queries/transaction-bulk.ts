import { and, eq, inArray, sql } from 'drizzle-orm';
import { BULK_EDIT_MAX_ROWS, type TransactionTotals } from '@tourniquet/domain/contracts';
import { pfcDetailedLabel, type PersonalCategory } from '@tourniquet/domain';
import type { Db } from '../client.ts';
import { accounts, transactions } from '../schema/index.ts';
import { reportLinesSql, transactionRowsSql } from './report-lines.ts';
import { filterConditions, type ListFilters } from './transactions.ts';
import { UUID_PATTERN } from './transaction-cursor.ts';

/**
 * Many rows at once: a search's count and total, the rows a search or a selection names, and the
 * writes of a bulk edit. Every query is scoped to the user.
 */

/** How many rows the list's filters find and their sum, counted as the list shows them. */
export async function transactionTotals(
  db: Db,
  userId: string,
  query: ListFilters,
): Promise<TransactionTotals> {
  // A report's drill-down (flow given) lists a split row's parts, each in its own category (listTransactions).
  const lines = query.flow !== undefined;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${transactions.amountCents}), 0)::text`,
    })
    .from(lines ? reportLinesSql(userId) : transactionRowsSql(userId))
    .innerJoin(accounts, eq(accounts.id, transactions.accountId))
    .where(and(...filterConditions(userId, query)));
  return { count: Number(row?.count ?? 0), totalCents: Number(row?.total ?? 0) };
}

/** The ids of the rows a search finds (whole rows: a split row once), at most BULK_EDIT_MAX_ROWS + 1. */
export async function idsOfSearch(db: Db, userId: string, query: ListFilters): Promise<string[]> {
  const rows = await db
    // Named in SQL: the rows come from a subquery, whose columns drizzle does not qualify itself.
    .selectDistinct({ id: sql<string>`"transactions"."id"` })
    .from(transactionRowsSql(userId))
    .innerJoin(accounts, eq(accounts.id, transactions.accountId))
    .where(and(...filterConditions(userId, query)))
    .limit(BULK_EDIT_MAX_ROWS + 1);
  return rows.map((r) => r.id);
}

/** The given ids that are the user's own rows (an id not written by this server is no row). */
export async function ownRowIds(db: Db, userId: string, ids: readonly string[]): Promise<Set<string>> {
  const candidates = [...new Set(ids)].filter((id) => UUID_PATTERN.test(id));
  if (candidates.length === 0) return new Set();
  const rows = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), inArray(transactions.id, candidates)));
  return new Set(rows.map((r) => r.id));
}

const CHUNK = 500;

/** The user's own category on every row, as the Edit Transaction dialog saves it for one (`reason`: why, in words). */
export async function setUserCategoryOn(
  db: Db,
  userId: string,
  ids: readonly string[],
  category: PersonalCategory | null,
  reason = category ? `${pfcDetailedLabel(category.detailed)}: you chose it` : 'You left it uncategorised',
): Promise<void> {
  for (let i = 0; i < ids.length; i += CHUNK) {
    await db
      .update(transactions)
      .set({
        personalPrimary: category?.primary ?? null,
        personalDetailed: category?.detailed ?? null,
        categorySource: 'user',
        categoryReason: reason,
      })
      .where(and(eq(transactions.userId, userId), inArray(transactions.id, ids.slice(i, i + CHUNK))));
  }
}

/** Business or personal on every row, as the row's own choice. */
export async function setBusinessUseOn(
  db: Db,
  userId: string,
  ids: readonly string[],
  use: 'business' | 'personal',
): Promise<void> {
  for (let i = 0; i < ids.length; i += CHUNK) {
    await db
      .update(transactions)
      .set({ businessUse: use })
      .where(and(eq(transactions.userId, userId), inArray(transactions.id, ids.slice(i, i + CHUNK))));
  }
}

/**
 * The payee's name the user wrote, shown over the clean name and a rule's (as a rename in the dialog is);
 * the row counts as edited by hand, so a rule never renames it again.
 */
export async function setPayeeOn(
  db: Db,
  userId: string,
  ids: readonly string[],
  name: string,
  editedAt: Date,
): Promise<void> {
  for (let i = 0; i < ids.length; i += CHUNK) {
    await db
      .update(transactions)
      .set({ merchantDisplayName: name, userEditedAt: editedAt })
      .where(and(eq(transactions.userId, userId), inArray(transactions.id, ids.slice(i, i + CHUNK))));
  }
}
