import { and, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { BookTotal, BusinessSource, BusinessUse, MovedKind, MovedTotal } from '@tourniquet/domain';
import type { Db } from '../client.ts';
import { accounts, reportMonthTotals, transactions } from '../schema/index.ts';
import { cardPaymentSql, movedSql, pairedSql, type FlowScope } from './report-flows.ts';
import { reportLinesSql } from './report-lines.ts';
import {
  pairSensitiveRowsWhere,
  reportRanges,
  totalsCardPaymentSql,
  totalsMovedSql,
  wholeMonthTotalsWhere,
} from './report-month-totals.ts';

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
 * The scope's business lines as (category, amount_cents, card, n, counted): the days outside whole months
 * and the rows that may pair from the report lines (a split row as its parts, so a phone bill split 60%
 * business counts 60%), the rest of the whole months from report_month_totals (report-month-totals.ts),
 * n lines per totals row, each classified by the same rules (a totals line never pairs).
 */
function businessLinesSql(scope: BookScope): SQL {
  const { userId, from, to, accountIds } = scope;
  const flow = { userId, from, to };
  const columns = sql`${transactions.businessCategory} as category, ${transactions.amountCents} as amount_cents,
    ${cardPaymentSql} as card, 1 as n, ${bookCountedSql(flow)} as counted`;
  const onAccount = sql`${accounts} on ${accounts.id} = ${transactions.accountId}`;
  const { rowRanges, whole } = reportRanges(scope);
  const parts = rowRanges.map(
    (range) => sql`select ${columns} from ${reportLinesSql(userId)} inner join ${onAccount}
      where ${and(...businessRowConditions({ ...scope, ...range }))}`,
  );
  if (whole) {
    const wholeScope = { ...scope, from: whole.first, to: whole.last };
    parts.push(sql`select ${columns} from ${transactions} inner join ${onAccount}
      where ${and(...businessRowConditions(wholeScope), pairSensitiveRowsWhere(userId, whole, null))}`);
    const t = reportMonthTotals;
    const counted = sql`not (${totalsCardPaymentSql} or (${t.businessCategory} is null and ${totalsMovedSql})
      or (${t.businessCategory} is null and ${t.businessSourceUser}))`;
    parts.push(sql`select ${t.businessCategory} as category, ${t.cents} as amount_cents,
        ${totalsCardPaymentSql} as card, ${t.rows} as n, ${counted} as counted
      from ${t} inner join ${accounts} on ${accounts.id} = ${t.accountId}
      where ${and(
        wholeMonthTotalsWhere(userId, whole, accountIds ? (accountIds.length ? accountIds : ['']) : null),
        eq(accounts.userId, userId),
        sql`coalesce(${t.businessUse}, ${accounts.businessPersonal}) = 'business'`,
      )}`);
  }
  return sql.join(parts, sql` union all `);
}

/**
 * The books' one source of totals: the scope's business lines summed per business category (uncategorised
 * lines as null, money in and money out apart).
 */
export async function businessBookTotals(db: Db, scope: BookScope): Promise<BookTotal[]> {
  const result = await db.execute(sql`select category, sum(amount_cents)::text as cents, sum(n)::text as rows
    from (${businessLinesSql(scope)}) as lines
    where counted
    group by category, case when category is null then amount_cents < 0 end`);
  const rows = (result as unknown as { rows: { category: string | null; cents: string; rows: string }[] })
    .rows;
  return rows.map((r) => ({ category: r.category, cents: Number(r.cents), rows: Number(r.rows) }));
}

/**
 * The scope's business rows the books leave out as money moved between own accounts (the P&L
 * lists them apart), summed by kind: card payments, then money out and money in (transfers, owner draws
 * and contributions). The same lines as the totals, the counted test negated.
 */
export async function businessMovedTotals(db: Db, scope: BookScope): Promise<MovedTotal[]> {
  const result = await db.execute(sql`select kind, sum(amount_cents)::text as cents from (
      select case when card then 'card_payments' when amount_cents > 0 then 'transfers_out'
        else 'transfers_in' end as kind, amount_cents
      from (${businessLinesSql(scope)}) as lines
      where not counted) as moved
    group by kind`);
  const rows = (result as unknown as { rows: { kind: MovedKind; cents: string }[] }).rows;
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

/** The user's business rows and the rows carrying a business category, with their effective use and business fields. */
export async function loadBusinessRows(db: Db, userId: string): Promise<BusinessRow[]> {
  const businessAccounts = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.businessPersonal, 'business')));
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
    .where(
      and(
        eq(transactions.userId, userId),
        eq(accounts.userId, userId),
        // Only what the suggestions read: the business rows, and the rows that carry a category (what the user
        // taught). It runs after every write, so a user with no business reads nothing, not every row: the
        // rows of the business accounts and those with a business choice of their own are found by index
        // (transactions_account_date_idx, transactions_user_business_idx), then the exact test.
        or(
          businessAccounts.length > 0
            ? inArray(
                transactions.accountId,
                businessAccounts.map((a) => a.id),
              )
            : undefined,
          eq(transactions.businessUse, 'business'),
          isNotNull(transactions.businessCategory),
        ),
        or(sql`${effectiveUseSql} = 'business'`, isNotNull(transactions.businessCategory)),
      ),
    );
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
