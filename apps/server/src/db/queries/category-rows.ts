import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { PERSON_KEY_PREFIX } from '@tourniquet/domain';
import type { Db } from '../client.ts';
import { accounts, transactions } from '../schema/index.ts';
import type { ImportRowCategory } from './import-row.ts';
import { scopeCondition, type RowScope } from './row-scope.ts';
import { textArray } from './rules.ts';

/**
 * The categoriser's reads and writes (categories/categorise-rows.ts decides; this stores). Every statement
 * is scoped to the user.
 */

/** One row learning reads: what the user, or their bank, filed a merchant as. */
export interface LearnedRow {
  description: string;
  merchant_name: string | null;
  amount_cents: number | string;
  personal_primary: string;
  personal_detailed: string;
  date: string;
  category_source: string;
}

// A person's money in is learned apart from money out to them (learningKey): one row each.
// Inlined, not a parameter: DISTINCT ON must match the ORDER BY's expression, and $2 is not $4.
const personInSql = sql.raw(
  `coalesce(amount_cents < 0 and starts_with(merchant_key, '${PERSON_KEY_PREFIX.replace(/'/g, "''")}'), false)`,
);

/**
 * One row per stored merchant key, the one learning keeps (the user's word over the bank's, then the latest),
 * read through a partial index; a row whose key is not filled yet counts on its own.
 */
export async function learnedRows(db: Db, userId: string): Promise<LearnedRow[]> {
  const result = await db.execute(sql`
    select distinct on (coalesce(merchant_key, id::text), ${personInSql})
      description, merchant_name, amount_cents, personal_primary, personal_detailed, date::text as date,
      category_source
    from transactions
    where user_id = ${userId} and category_source in ('user', 'provider') and personal_detailed is not null
    order by coalesce(merchant_key, id::text), ${personInSql}, (category_source = 'user') desc, date desc`);
  return (result as unknown as { rows: LearnedRow[] }).rows;
}

/** The account's type (null: no such account of the user's). */
export async function accountTypeOf(db: Db, userId: string, accountId: string): Promise<string | null> {
  const [account] = await db
    .select({ accountType: accounts.accountType })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)));
  return account?.accountType ?? null;
}

const rowFields = {
  id: transactions.id,
  description: transactions.description,
  merchantName: transactions.merchantName,
  amountCents: transactions.amountCents,
  accountType: accounts.accountType,
  pfcPrimary: transactions.pfcPrimary,
  pfcDetailed: transactions.pfcDetailed,
  category: transactions.category,
  importBatchId: transactions.importBatchId,
  userEditedAt: transactions.userEditedAt,
  personalPrimary: transactions.personalPrimary,
  personalDetailed: transactions.personalDetailed,
  categorySource: transactions.categorySource,
  categoryReason: transactions.categoryReason,
  merchantKey: transactions.merchantKey,
};
export type CategorisableRow = Awaited<ReturnType<typeof categorisableRows>>[number];

/**
 * The rows of `scope` the categoriser may rewrite: a user's choice and a rule's stay (rules run after the
 * categoriser). One read, no ORDER BY: paging by id would walk the primary key over every user's rows (ids
 * are random), which cost seconds per 5,000-row page on a 50,000-row import; the rows are small.
 */
export function categorisableRows(db: Db, userId: string, scope: RowScope) {
  return db
    .select(rowFields)
    .from(transactions)
    .innerJoin(accounts, eq(accounts.id, transactions.accountId))
    .where(
      and(
        eq(transactions.userId, userId),
        eq(accounts.userId, userId),
        or(isNull(transactions.categorySource), sql`${transactions.categorySource} not in ('user', 'rule')`),
        scopeCondition(scope),
      ),
    );
}

/** Writes decided categories, one statement for all of `updates` (the caller pages them). */
export async function writeCategories(
  db: Db,
  userId: string,
  updates: readonly ({ id: string } & ImportRowCategory)[],
): Promise<void> {
  // Not 'user' nor 'rule': a user's edit or a rule's result that landed mid-batch wins.
  await db.execute(sql`
    update transactions t
    set personal_primary = v.p, personal_detailed = v.d, category_source = v.s, category_reason = v.r,
      merchant_key = v.k
    from unnest(
      ${textArray(updates.map((u) => u.id))}::uuid[],
      ${textArray(updates.map((u) => u.category?.primary ?? null))}::text[],
      ${textArray(updates.map((u) => u.category?.detailed ?? null))}::text[],
      ${textArray(updates.map((u) => u.source))}::text[],
      ${textArray(updates.map((u) => u.reason))}::text[],
      ${textArray(updates.map((u) => u.merchantKey))}::text[]
    ) as v(id, p, d, s, r, k)
    where t.id = v.id and t.user_id = ${userId} and coalesce(t.category_source, '') not in ('user', 'rule')`);
}

/** The user's rows stored without a merchant key, with the text the key is made from. */
export function rowsWithoutMerchantKey(db: Db, userId: string) {
  return db
    .select({
      id: transactions.id,
      description: transactions.description,
      merchantName: transactions.merchantName,
      amountCents: transactions.amountCents,
    })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), isNull(transactions.merchantKey)));
}

/** Stores each row's merchant key, one statement for all of `keys` (the caller pages them). */
export async function writeMerchantKeys(
  db: Db,
  userId: string,
  keys: readonly { id: string; merchantKey: string }[],
): Promise<void> {
  await db.execute(sql`
    update transactions t set merchant_key = v.k
    from unnest(
      ${textArray(keys.map((r) => r.id))}::uuid[],
      ${textArray(keys.map((r) => r.merchantKey))}::text[]
    ) as v(id, k)
    where t.id = v.id and t.user_id = ${userId}`);
}

/** The users with rows the categoriser has never seen, or stored before merchant keys were. */
export async function usersToRecategorise(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: transactions.userId })
    .from(transactions)
    .where(or(isNull(transactions.categoryReason), isNull(transactions.merchantKey)));
  return rows.map((r) => r.userId);
}

/** One row's text and category (undefined: no such row of the user's). */
export async function rowCategory(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({
      description: transactions.description,
      merchantName: transactions.merchantName,
      amountCents: transactions.amountCents,
      primary: transactions.personalPrimary,
      detailed: transactions.personalDetailed,
    })
    .from(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.userId, userId)));
  return row;
}

/**
 * The user's other rows that may be of the merchant `key` names: those stored under it, and those whose key
 * is not filled yet (the caller keys them from their text).
 */
export function rowsMaybeOfMerchant(db: Db, userId: string, exceptId: string, key: string) {
  return db
    .select({
      id: transactions.id,
      description: transactions.description,
      merchantName: transactions.merchantName,
      amountCents: transactions.amountCents,
      detailed: transactions.personalDetailed,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        ne(transactions.id, exceptId),
        or(eq(transactions.merchantKey, key), isNull(transactions.merchantKey)),
      ),
    );
}

/** Files the rows as the user's own choice of the merchant's category. Returns how many it changed. */
export async function fileRowsAsMerchant(
  db: Db,
  userId: string,
  ids: readonly string[],
  category: { primary: string | null; detailed: string | null },
): Promise<number> {
  const updated = await db
    .update(transactions)
    .set({
      personalPrimary: category.primary,
      personalDetailed: category.detailed,
      categorySource: 'user',
      categoryReason: 'You filed this merchant so',
    })
    .where(
      and(eq(transactions.userId, userId), sql`${transactions.id} = any(${`{${ids.join(',')}}`}::uuid[])`),
    )
    .returning({ id: transactions.id });
  return updated.length;
}
