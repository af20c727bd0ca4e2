import { and, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type Column, type SQL } from 'drizzle-orm';
import {
  cleanMerchantName,
  parseAmountToCents,
  merchantKeyOf,
  NO_CATEGORY_FILTER,
  PFC_V1,
  PFC_V1_PRIMARIES,
  type TransactionCategorySource,
  type Cents,
  type TransactionDto,
  type TransactionListQuery,
  type TransactionPage,
  type SplitPartDto,
} from '@tourniquet/domain';
import type { Db } from '../client.ts';
import { accounts, transactions } from '../schema/index.ts';
import { bookCountedSql } from './business-books.ts';
import { earningsSideSql, movedSql, peopleSql } from './report-flows.ts';
import { reportLinesSql, transactionRowsSql } from './report-lines.ts';
import { splitsOf } from './transaction-splits.ts';
import { encodeCursor, UUID_PATTERN, type TransactionCursor } from './transaction-cursor.ts';

/** ILIKE pattern for "contains": the user's %, _ and \ are matched literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Report lists order a split row's parts by position after the row's (date, id): the key is 1 for a
 * whole row and minus the position for a part, read in descending order like date and id.
 */
const partKeySql = sql<number>`coalesce(-"transactions"."part_position", 1)`;

/**
 * A column of the "transactions" relation, which is a subquery (report-lines.ts): drizzle only selects
 * columns of tables the query names, so the column is named in SQL and decoded as the table's would be.
 */
function lineColumn<C extends Column>(column: C) {
  return sql<
    C['_']['notNull'] extends true ? C['_']['data'] : C['_']['data'] | null
  >`"transactions".${sql.identifier(column.name)}`.mapWith(column);
}

const selection = {
  id: lineColumn(transactions.id),
  accountId: lineColumn(transactions.accountId),
  // What the person calls the account: their nickname, else the provider's name (as on /linked-accounts).
  accountName: sql<string>`coalesce(nullif(btrim(${accounts.nickname}), ''), ${accounts.accountName})`,
  institutionName: accounts.institutionName,
  date: lineColumn(transactions.date),
  merchantName: lineColumn(transactions.merchantName),
  description: lineColumn(transactions.description),
  category: lineColumn(transactions.category),
  amountCents: lineColumn(transactions.amountCents),
  pending: lineColumn(transactions.pending),
  plaidTransactionId: lineColumn(transactions.plaidTransactionId),
  personalPrimary: lineColumn(transactions.personalPrimary),
  personalDetailed: lineColumn(transactions.personalDetailed),
  categorySource: lineColumn(transactions.categorySource),
  categoryReason: lineColumn(transactions.categoryReason),
  merchantDisplayName: lineColumn(transactions.merchantDisplayName),
  splitDroppedAt: lineColumn(transactions.splitDroppedAt),
  // Report lines only (report-lines.ts); null on a whole row.
  transactionAmountCents: sql<string | number>`"transactions"."transaction_amount_cents"`,
  partPosition: sql<number | null>`"transactions"."part_position"`,
  partNote: sql<string | null>`"transactions"."part_note"`,
  partKey: partKeySql,
  // Null follows the account: the effective value is what every screen and the books use.
  businessUse: sql<
    'business' | 'personal'
  >`coalesce("transactions"."business_use", ${accounts.businessPersonal})`,
  businessCategory: lineColumn(transactions.businessCategory),
  businessSource: lineColumn(transactions.businessSource),
};

type SelectedRow = Omit<
  TransactionDto,
  'personalCategory' | 'categorySource' | 'displayMerchant' | 'splits' | 'splitDroppedAt' | 'part'
> & {
  merchantDisplayName: string | null;
  personalPrimary: string | null;
  personalDetailed: string | null;
  categorySource: string | null;
  splitDroppedAt: Date | null;
  transactionAmountCents: string | number;
  partPosition: number | null;
  partNote: string | null;
  partKey: number;
};

/**
 * The stored row (or report line) as the API shows it: the category pair as one object, the merchant as
 * shown, its parts.
 */
function toDto(row: SelectedRow, splits: Map<string, SplitPartDto[]>, lines: boolean): TransactionDto {
  const {
    personalPrimary,
    personalDetailed,
    categorySource,
    merchantDisplayName,
    splitDroppedAt,
    transactionAmountCents,
    partPosition,
    partNote,
    partKey: _partKey,
    ...rest
  } = row;
  const dto: TransactionDto = {
    ...rest,
    displayMerchant: merchantDisplayName ?? cleanMerchantName(row.description, row.merchantName),
    personalCategory:
      personalPrimary && personalDetailed ? { primary: personalPrimary, detailed: personalDetailed } : null,
    categorySource: categorySource as TransactionCategorySource | null,
    splits: splits.get(row.id) ?? null,
    splitDroppedAt: splitDroppedAt ? splitDroppedAt.toISOString() : null,
  };
  if (lines) {
    dto.part =
      partPosition === null
        ? null
        : { position: partPosition, transactionAmountCents: Number(transactionAmountCents), note: partNote };
  }
  return dto;
}

const PRIMARY_NAMES = new Set(PFC_V1_PRIMARIES);
const DETAILED_NAMES = new Set(PFC_V1.map((c) => c.detailed));

/**
 * `category=`: a PFC v1 primary or detailed name matches the row's one category (reports, drill-downs);
 * any other value matches the legacy list's trimmed first item (the spec's screens).
 */
function categoryCondition(category: string, flow: boolean): SQL {
  if (category === NO_CATEGORY_FILTER) {
    return flow
      ? sql`${transactions.personalPrimary} is null`
      : sql`nullif(btrim(${transactions.category}[1]), '') is null`;
  }
  if (PRIMARY_NAMES.has(category)) return sql`${transactions.personalPrimary} = ${category}`;
  if (DETAILED_NAMES.has(category)) return sql`${transactions.personalDetailed} = ${category}`;
  return sql`nullif(btrim(${transactions.category}[1]), '') = ${category}`;
}

/** `q=`: the bank's text, the provider's merchant or a rule's name; an amount also by its exact size. */
function searchCondition(q: string): SQL {
  const pattern = containsPattern(q);
  const text = or(
    ilike(transactions.description, pattern),
    ilike(transactions.merchantName, pattern),
    ilike(transactions.merchantDisplayName, pattern),
  )!;
  const cents = /^[-$\d.,\s]+$/.test(q) ? parseAmountToCents(q.replace(/\s/g, '')) : null;
  if (cents === null || cents === 0) return text;
  const size = Math.abs(cents);
  return or(text, sql`${transactions.amountCents} in (${size}, ${-size})`)!;
}

/** A list's filters, and, for the server's own pages (report-csv-pages.ts), the exact rows by our ids. */
export type ListFilters = Omit<TransactionListQuery, 'limit' | 'cursor'> & { rowIds?: readonly string[] };

export function filterConditions(userId: string, query: ListFilters): SQL[] {
  const conditions: SQL[] = [eq(transactions.userId, userId), eq(accounts.userId, userId)];
  if (query.rowIds) conditions.push(inArray(transactions.id, [...query.rowIds]));
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
  if (query.q) conditions.push(searchCondition(query.q));
  if (query.use) {
    conditions.push(sql`coalesce(${transactions.businessUse}, ${accounts.businessPersonal}) = ${query.use}`);
  }
  // A report's drill-down (flow given) lists exactly the rows behind a total (category-totals.ts).
  if (query.category) conditions.push(categoryCondition(query.category, query.flow !== undefined));
  if (query.businessUse) {
    conditions.push(
      sql`coalesce(${transactions.businessUse}, ${accounts.businessPersonal}) = ${query.businessUse}`,
    );
  }
  if (query.businessCategory === NO_CATEGORY_FILTER)
    conditions.push(sql`${transactions.businessCategory} is null`);
  else if (query.businessCategory) conditions.push(eq(transactions.businessCategory, query.businessCategory));
  const scope = { userId, from: query.from, to: query.to };
  // "Moved between your accounts" leaves out the money paid to and received from other people: each has its own line.
  if (query.flow === 'moved') conditions.push(sql`(${movedSql(scope)} and not ${peopleSql(scope, 'both')})`);
  if (query.flow === 'people') conditions.push(peopleSql(scope, 'out'));
  if (query.flow === 'received') conditions.push(peopleSql(scope, 'in'));
  // The business books' drill-down lists the rows the books count (business-books.ts).
  if (query.flow === 'counted' && query.businessUse === 'business') conditions.push(bookCountedSql(scope));
  else if (query.flow === 'counted') conditions.push(sql`not ${movedSql(scope)}`);
  // With flow=counted, type is the report side (a refund is spending); otherwise the sign of the money.
  if (query.flow === 'counted' && query.type === 'income') conditions.push(earningsSideSql);
  else if (query.flow === 'counted' && query.type === 'expense') conditions.push(sql`not ${earningsSideSql}`);
  else if (query.type === 'income') conditions.push(lt(transactions.amountCents, 0));
  else if (query.type === 'expense') conditions.push(sql`${transactions.amountCents} > 0`);
  return conditions;
}

/**
 * One page of the user's transactions, newest first (date desc, then id desc so equal dates page
 * stably). Keyset paging: each page starts strictly after the previous page's last row.
 */
export async function listTransactions(
  db: Db,
  userId: string,
  query: Omit<TransactionListQuery, 'cursor'> & {
    cursor?: TransactionCursor;
    lines?: boolean;
    rowIds?: readonly string[];
    /** false: each row's `splits` left null (the report CSV prints lines and never reads them). */
    withSplits?: boolean;
  },
): Promise<TransactionPage> {
  // A report's drill-down (flow given) and the report CSV list report lines: a split row as its parts,
  // each in its own category, so the list adds up to the total behind it. Other lists show whole rows.
  const lines = query.lines === true || query.flow !== undefined;
  const conditions = filterConditions(userId, query);
  if (query.cursor) {
    const { date, id, part } = query.cursor;
    conditions.push(
      lines
        ? sql`(${transactions.date}, ${transactions.id}, ${partKeySql}) < (${date}::date, ${id}::uuid, ${part ?? 1}::int)`
        : sql`(${transactions.date}, ${transactions.id}) < (${date}::date, ${id}::uuid)`,
    );
  }
  const rows = await db
    .select(selection)
    .from(lines ? reportLinesSql(userId) : transactionRowsSql(userId))
    .innerJoin(accounts, eq(accounts.id, transactions.accountId))
    .where(and(...conditions))
    .orderBy(desc(transactions.date), desc(transactions.id), ...(lines ? [desc(partKeySql)] : []))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? encodeCursor({ date: last.date, id: last.id, ...(lines ? { part: Number(last.partKey) } : {}) })
      : null;
  const splits =
    query.withSplits === false
      ? new Map<string, SplitPartDto[]>()
      : await splitsOf(
          db,
          userId,
          page.map((r) => r.id),
        );
  return { transactions: page.map((r) => toDto(r, splits, lines)), nextCursor };
}

export async function findTransaction(db: Db, userId: string, id: string): Promise<TransactionDto | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const [row] = await db
    .select(selection)
    .from(transactionRowsSql(userId))
    .innerJoin(accounts, eq(accounts.id, transactions.accountId))
    .where(and(eq(transactions.id, id), eq(transactions.userId, userId), eq(accounts.userId, userId)));
  return row ? toDto(row, await splitsOf(db, userId, [id]), false) : null;
}

export interface TransactionUpdate {
  date: string;
  accountId: string;
  merchantName: string | null;
  description: string;
  /** Left out: keep the stored list. */
  category?: string[];
  amountCents: Cents;
  /** The payee as the user renamed it (null: show the clean name); left out: keep the shown name. */
  merchantDisplayName?: string | null;
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
    // The text may have changed: learning finds the row by the merchant key of its text as it now reads.
    .set({
      ...update,
      merchantKey: merchantKeyOf(update.description, update.merchantName),
      userEditedAt: editedAt,
      updatedAt: editedAt,
    })
    .where(and(eq(transactions.id, id), eq(transactions.userId, userId)))
    .returning({ id: transactions.id });
  return updated.length > 0;
}
