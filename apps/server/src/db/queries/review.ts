import { and, eq, inArray, isNull, or, sql, type Column, type SQL } from 'drizzle-orm';
import {
  cleanMerchantName,
  merchantKeyOf,
  type BusinessUse,
  type PersonalCategory,
  type ReviewRow,
} from '@tourniquet/domain';
import type { Db } from '../client.ts';
import { accounts, transactions } from '../schema/index.ts';
import { effectiveUseSql } from './business-books.ts';
import { cardPaymentSql, pairedSql } from './report-flows.ts';
import { isSplitSql } from './report-lines.ts';

/**
 * The review inbox's SQL (decision 025). Every statement is scoped to the user. A row can wait
 * for review when the owner has not settled it: posted, not hand-edited, not split, neither a card payment
 * nor one side of a transfer between own accounts, and with a category the owner (or a rule) did not give.
 */

const UNCONFIRMED = (column: Column) => sql<boolean>`coalesce(${column}, '') not in ('user', 'rule')`;

const rowFields = {
  id: transactions.id,
  date: transactions.date,
  description: transactions.description,
  merchantName: transactions.merchantName,
  merchantDisplayName: transactions.merchantDisplayName,
  accountName: sql<string>`coalesce(nullif(btrim(${accounts.nickname}), ''), ${accounts.accountName})`,
  amountCents: transactions.amountCents,
  use: effectiveUseSql,
  personalPrimary: transactions.personalPrimary,
  personalDetailed: transactions.personalDetailed,
  categorySource: transactions.categorySource,
  categoryReason: transactions.categoryReason,
  businessCategory: transactions.businessCategory,
  businessSource: transactions.businessSource,
};

function selectRows(db: Db, where: SQL | undefined) {
  return db
    .select(rowFields)
    .from(transactions)
    .innerJoin(accounts, eq(accounts.id, transactions.accountId))
    .where(where);
}
type Selected = Awaited<ReturnType<typeof selectRows>>[number];

function toReviewRow(r: Selected, key: string): ReviewRow {
  const category: PersonalCategory | null =
    r.personalPrimary && r.personalDetailed
      ? { primary: r.personalPrimary, detailed: r.personalDetailed }
      : null;
  return {
    id: r.id,
    date: r.date,
    description: r.description,
    payee: r.merchantDisplayName ?? cleanMerchantName(r.description, r.merchantName),
    accountName: r.accountName,
    amountCents: Number(r.amountCents),
    merchantKey: key,
    use: (r.use ?? 'personal') as BusinessUse,
    personalCategory: category,
    categorySource: r.categorySource,
    categoryReason: r.categoryReason,
    businessCategory: r.businessCategory,
    businessSource: r.businessSource,
  };
}

function reviewableConditions(userId: string) {
  return [
    eq(transactions.userId, userId),
    eq(accounts.userId, userId),
    eq(transactions.pending, false),
    isNull(transactions.userEditedAt),
    sql`${transactions.amountCents} <> 0`,
    sql`not ${isSplitSql(sql`${transactions.id}`)}`,
    sql`not (${cardPaymentSql} or ${pairedSql({ userId })})`,
  ];
}

/** The user's rows that may wait for review: not yet settled on one side or the other. */
export async function loadReviewRows(db: Db, userId: string): Promise<ReviewRow[]> {
  const rows = await selectRows(
    db,
    and(
      ...reviewableConditions(userId),
      or(UNCONFIRMED(transactions.categorySource), UNCONFIRMED(transactions.businessSource)),
    ),
  );
  // Keyed from the row's text as an answer keys it (loadPayeeRows), once per distinct text.
  const keys = new Map<string, string>();
  return rows.map((r) => {
    const text = `${r.description}\u0000${r.merchantName ?? ''}`;
    let key = keys.get(text);
    if (key === undefined) {
      key = merchantKeyOf(r.description, r.merchantName);
      keys.set(text, key);
    }
    return toReviewRow(r, key);
  });
}

/** One row of the user as the inbox reads it (any row, settled or not); null: no such row of theirs. */
export async function findReviewRow(db: Db, userId: string, id: string): Promise<ReviewRow | null> {
  const [r] = await selectRows(
    db,
    and(eq(transactions.id, id), eq(transactions.userId, userId), eq(accounts.userId, userId)),
  );
  return r ? toReviewRow(r, merchantKeyOf(r.description, r.merchantName)) : null;
}

/**
 * The user's other rows of a payee that an answer may still change (reviewable, as above), keyed by the
 * row's text as learning keys it; rows whose stored key is not filled yet are read and keyed here too.
 */
export async function loadPayeeRows(db: Db, userId: string, id: string, key: string): Promise<ReviewRow[]> {
  const rows = await selectRows(
    db,
    and(
      ...reviewableConditions(userId),
      sql`${transactions.id} <> ${id}`,
      or(eq(transactions.merchantKey, key), isNull(transactions.merchantKey)),
    ),
  );
  return rows
    .map((r) => toReviewRow(r, merchantKeyOf(r.description, r.merchantName)))
    .filter((r) => r.merchantKey === key);
}

/** What a row holds of the owner's answer, to tell which rows an answer changed. */
export async function answerFieldsOf(db: Db, userId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({
      id: transactions.id,
      fields: sql<string>`concat_ws('|', ${transactions.personalDetailed}, ${transactions.categorySource},
        ${transactions.businessUse}, ${transactions.businessCategory}, ${transactions.businessSource})`,
    })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), inArray(transactions.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.fields]));
}

/** The owner's business or personal on the rows. */
export async function setRowsBusinessUse(db: Db, userId: string, ids: readonly string[], use: BusinessUse) {
  if (ids.length === 0) return;
  await db
    .update(transactions)
    .set({ businessUse: use })
    .where(and(eq(transactions.userId, userId), inArray(transactions.id, [...ids])));
}

/** The owner's business category on the rows; null is theirs too: on no Schedule C line. */
export async function setRowsOwnBusinessCategory(
  db: Db,
  userId: string,
  ids: readonly string[],
  category: string | null,
) {
  if (ids.length === 0) return;
  await db
    .update(transactions)
    .set({ businessCategory: category, businessSource: 'user' })
    .where(and(eq(transactions.userId, userId), inArray(transactions.id, [...ids])));
}

/** The owner's personal category on the rows (source 'user': later rows of the payee learn it). */
export async function setRowsOwnCategory(
  db: Db,
  userId: string,
  ids: readonly string[],
  category: PersonalCategory | null,
  reason: string,
) {
  if (ids.length === 0) return;
  await db
    .update(transactions)
    .set({
      personalPrimary: category?.primary ?? null,
      personalDetailed: category?.detailed ?? null,
      categorySource: 'user',
      categoryReason: reason,
    })
    .where(and(eq(transactions.userId, userId), inArray(transactions.id, [...ids])));
}
