import { and, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  isIsoDate,
  NO_CATEGORY_FILTER,
  type Cents,
  type TransactionDto,
  type TransactionListQuery,
  type TransactionPage,
} from '@tourniquet/domain';
import type { Db } from '../client.ts';
import { accounts, transactions } from '../schema/index.ts';
import { movedSql, reportCategorySql } from './report-flows.ts';

/** A keyset position: the last row of a page, (date, id) in the list's order. */
export interface TransactionCursor {
  date: string;
  id: string;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Opaque to clients; base64url keeps it safe in a query string without further escaping.
export function encodeCursor(cursor: TransactionCursor): string {
  return Buffer.from(JSON.stringify([cursor.date, cursor.id])).toString('base64url');
}

/** Null for anything that is not a cursor this server wrote. */
export function decodeCursor(value: string): TransactionCursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [date, id] = parsed as unknown[];
    // A real calendar date, not just its shape: '2026-02-30' would reach PostgreSQL's ::date cast and fail.
    if (!isIsoDate(date)) return null;
    if (typeof id !== 'string' || !UUID_PATTERN.test(id)) return null;
    return { date, id };
  } catch {
    return null;
  }
}

/** ILIKE pattern for "contains": the user's %, _ and \ are matched literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const selection = {
  id: transactions.id,
  accountId: transactions.accountId,
  // What the person calls the account: their nickname, else the provider's name (as on /linked-accounts).
  accountName: sql<string>`coalesce(nullif(btrim(${accounts.nickname}), ''), ${accounts.accountName})`,
  institutionName: accounts.institutionName,
  date: transactions.date,
  merchantName: transactions.merchantName,
  description: transactions.description,
  category: transactions.category,
  amountCents: transactions.amountCents,
  pending: transactions.pending,
  plaidTransactionId: transactions.plaidTransactionId,
};

function filterConditions(userId: string, query: Omit<TransactionListQuery, 'limit' | 'cursor'>): SQL[] {
  const conditions: SQL[] = [eq(transactions.userId, userId), eq(accounts.userId, userId)];
  if (query.from) conditions.push(gte(transactions.date, query.from));
  if (query.to) conditions.push(lte(transactions.date, query.to));
  if (query.accountIds) conditions.push(inArray(transactions.accountId, query.accountIds));
  if (query.transactionIds) {
    // A provider stream names provider ids; our engine's streams name our own row ids.
    const own = query.transactionIds.filter((id) => UUID_PATTERN.test(id));
    conditions.push(
      or(
        inArray(transactions.plaidTransactionId, query.transactionIds),
        ...(own.length ? [inArray(transactions.id, own)] : []),
      )!,
    );
  }
  if (query.merchant) {
    const pattern = containsPattern(query.merchant);
    conditions.push(or(ilike(transactions.description, pattern), ilike(transactions.merchantName, pattern))!);
  }
  // A report's drill-down (flow given) matches the report category, other lists the first category item;
  // both trimmed, so a drill-down lists exactly the rows behind a total (category-totals.ts).
  const category = query.flow ? reportCategorySql : sql`nullif(btrim(${transactions.category}[1]), '')`;
  if (query.category === NO_CATEGORY_FILTER) conditions.push(sql`${category} is null`);
  else if (query.category) conditions.push(sql`${category} = ${query.category}`);
  const scope = { userId, from: query.from, to: query.to };
  if (query.flow === 'moved') conditions.push(movedSql(scope));
  if (query.flow === 'counted') conditions.push(sql`not ${movedSql(scope)}`);
  if (query.type === 'income') conditions.push(lt(transactions.amountCents, 0));
  if (query.type === 'expense') conditions.push(sql`${transactions.amountCents} > 0`);
  return conditions;
}

/**
 * One page of the user's transactions, newest first (date desc, then id desc so equal dates page
 * stably). Keyset paging: each page starts strictly after the previous page's last row.
 */
export async function listTransactions(
  db: Db,
  userId: string,
  query: Omit<TransactionListQuery, 'cursor'> & { cursor?: TransactionCursor },
): Promise<TransactionPage> {
  const conditions = filterConditions(userId, query);
  if (query.cursor) {
    conditions.push(
      sql`(${transactions.date}, ${transactions.id}) < (${query.cursor.date}::date, ${query.cursor.id}::uuid)`,
    );
  }
  const rows = await db
    .select(selection)
    .from(transactions)
    .innerJoin(accounts, eq(accounts.id, transactions.accountId))
    .where(and(...conditions))
    .orderBy(desc(transactions.date), desc(transactions.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last ? encodeCursor({ date: last.date, id: last.id }) : null;
  return { transactions: page satisfies TransactionDto[], nextCursor };
}

export async function findTransaction(db: Db, userId: string, id: string): Promise<TransactionDto | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const [row] = await db
    .select(selection)
    .from(transactions)
    .innerJoin(accounts, eq(accounts.id, transactions.accountId))
    .where(and(eq(transactions.id, id), eq(transactions.userId, userId), eq(accounts.userId, userId)));
  return row ?? null;
}

export interface TransactionUpdate {
  date: string;
  accountId: string;
  merchantName: string | null;
  description: string;
  /** Left out: keep the stored list. */
  category?: string[];
  amountCents: Cents;
}

/**
 * Saves a user's edit, scoped by id and user. user_edited_at makes later syncs keep these values
 * (see keepEdited in sync-changes.ts). Returns false when no row of this user has that id.
 */
export async function updateTransaction(
  db: Db,
  userId: string,
  id: string,
  update: TransactionUpdate,
  editedAt: Date,
): Promise<boolean> {
  if (!UUID_PATTERN.test(id)) return false;
  const updated = await db
    .update(transactions)
    .set({ ...update, userEditedAt: editedAt, updatedAt: editedAt })
    .where(and(eq(transactions.id, id), eq(transactions.userId, userId)))
    .returning({ id: transactions.id });
  return updated.length > 0;
}
