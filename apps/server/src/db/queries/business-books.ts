import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { BookTotal, BusinessSource, BusinessUse, MovedKind, MovedTotal } from '@tourniquet/domain';
import type { Db } from '../client.ts';
import { accounts, transactions } from '../schema/index.ts';
import { cardPaymentSql, movedSql, pairedSql, type FlowScope } from './report-flows.ts';
import { reportLinesSql } from './report-lines.ts';

/**
 * The business books' SQL. Every statement is scoped to the user. A row is business by its own
 * choice, else by its account's setting; money moved between own accounts (card payments, transfers,
 * owner draws and contributions: transfer-pairing.ts) never reaches the books.
 */

/** The row's effective business or personal (null follows the account). */
export const effectiveUseSql = sql<BusinessUse>`coalesce(${transactions.businessUse}, ${accounts.businessPersonal})`;

export interface BookScope {
  userId: string;
  from: string;
  to: string;
  /** null = every account of the user. */
  accountIds: string[] | null;
}

/**
 * Counted on the books: never a card payment or one side of a transfer between own accounts (owner draws
 * and contributions included); a row the reports call moved only by its personal category (a Stripe
 * payout categorised as a transfer in) counts once it carries a business category. A row the owner put on
 * no line (the review inbox's `businessCategory: null`, source 'user': an owner's draw) is moved too.
 */
export function bookCountedSql(scope: FlowScope): SQL<boolean> {
  return sql<boolean>`not (${cardPaymentSql} or ${pairedSql(scope)}
    or (${transactions.businessCategory} is null and ${movedSql(scope)})
    or (${transactions.businessCategory} is null and coalesce(${transactions.businessSource} = 'user', false)))`;
}

/** The business rows of the scope, counted on the books or not. */
function businessRowConditions(scope: BookScope): SQL[] {
  const { userId, from, to, accountIds } = scope;
  return [
    eq(transactions.userId, userId),
    eq(accounts.userId, userId),
    sql`${transactions.date} >= ${from}::date`,
    sql`${transactions.date} <= ${to}::date`,
    ...(accountIds ? [inArray(transactions.accountId, accountIds.length ? accountIds : [''])] : []),
    sql`${effectiveUseSql} = 'business'`,
  ];
}

/** The business rows of the scope that count on the books (the drill-down lists the same rows). */
export function bookRowConditions(scope: BookScope): SQL[] {
  const { userId, from, to } = scope;
  return [...businessRowConditions(scope), bookCountedSql({ userId, from, to })];
}

/**
 * The books' one source of totals: the scope's business lines summed per business category (uncategorised
 * lines as null, money in and money out apart). It reads the report lines, so a phone bill split 60%
 * business counts 60% here.
 */
export async function businessBookTotals(db: Db, scope: BookScope): Promise<BookTotal[]> {
  const moneyIn = sql<boolean | null>`case when ${transactions.businessCategory} is null
    then ${transactions.amountCents} < 0 end`;
  const rows = await db
    .select({
      // Named in SQL: the relation is the report lines' subquery, whose columns drizzle does not select.
      category: sql<string | null>`"transactions"."business_category"`,
      moneyIn,
      cents: sql<string>`sum(${transactions.amountCents})`,
      rows: sql<number>`count(*)::int`,
    })
    // Report lines (report-lines.ts): a split row counts as its parts, each with its own business fields.
    .from(reportLinesSql(scope.userId))
    .innerJoin(accounts, eq(accounts.id, transactions.accountId))
    .where(and(...bookRowConditions(scope)))
    .groupBy(sql`"transactions"."business_category"`, moneyIn);
  return rows.map((r) => ({ category: r.category, cents: Number(r.cents), rows: Number(r.rows) }));
}

/**
 * The scope's business rows the books leave out as money moved between own accounts (the P&L
 * lists them apart), summed by kind: card payments, then money out and money in (transfers, owner draws
 * and contributions). The same report lines and conditions as the totals, the counted test negated.
 */
export async function businessMovedTotals(db: Db, scope: BookScope): Promise<MovedTotal[]> {
  const { userId, from, to } = scope;
  const kind = sql<MovedKind>`case when ${cardPaymentSql} then 'card_payments'
    when ${transactions.amountCents} > 0 then 'transfers_out' else 'transfers_in' end`;
  const rows = await db
    .select({ kind, cents: sql<string>`sum(${transactions.amountCents})` })
    .from(reportLinesSql(userId))
    .innerJoin(accounts, eq(accounts.id, transactions.accountId))
    .where(and(...businessRowConditions(scope), sql`not ${bookCountedSql({ userId, from, to })}`))
    // By position: the kind's expression carries parameters, numbered apart in SELECT and GROUP BY.
    .groupBy(sql`1`);
  return rows.map((r) => ({ kind: r.kind, cents: Number(r.cents) }));
}

export interface BusinessRow {
  id: string;
  date: string;
  description: string;
  merchantName: string | null;
  amountCents: number;
  personalDetailed: string | null;
  use: BusinessUse;
  /** The account is marked business (a personal card's rows can be business one by one). */
  onBusinessAccount: boolean;
  businessCategory: string | null;
  businessSource: string | null;
}

/** Every row of the user with its effective use and business fields (suggesting works over all of them). */
export async function loadBusinessRows(db: Db, userId: string): Promise<BusinessRow[]> {
  return db
    .select({
      id: transactions.id,
      date: transactions.date,
      description: transactions.description,
      merchantName: transactions.merchantName,
      amountCents: transactions.amountCents,
      personalDetailed: transactions.personalDetailed,
      use: effectiveUseSql,
      onBusinessAccount: sql<boolean>`coalesce(${accounts.businessPersonal} = 'business', false)`,
      businessCategory: transactions.businessCategory,
      businessSource: transactions.businessSource,
    })
    .from(transactions)
    .innerJoin(accounts, eq(accounts.id, transactions.accountId))
    .where(and(eq(transactions.userId, userId), eq(accounts.userId, userId)));
}

/** Gives the rows one business category and its source (null clears both). */
export async function setBusinessCategories(
  db: Db,
  userId: string,
  ids: string[],
  category: string | null,
  source: BusinessSource | null,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(transactions)
    .set({ businessCategory: category, businessSource: category === null ? null : source })
    .where(and(eq(transactions.userId, userId), inArray(transactions.id, ids)));
}

/** The row's own business or personal choice. */
export async function setBusinessUse(db: Db, userId: string, id: string, use: BusinessUse): Promise<void> {
  await db
    .update(transactions)
    .set({ businessUse: use })
    .where(and(eq(transactions.userId, userId), eq(transactions.id, id)));
}
