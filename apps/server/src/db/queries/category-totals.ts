import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { transactions } from '../schema/index.ts';

/** One category's money in and money out over a range (integer cents, both >= 0). */
export interface CategoryTotal {
  /** The first category item; null when the row has no category (empty array or blank first item). */
  category: string | null;
  /** Sum of -amount over rows with amount < 0 (money in). */
  earningsCents: number;
  /** Sum of amount over rows with amount > 0 (money out). */
  spendingCents: number;
  count: number;
}

export interface CategoryTotalsCriteria {
  /** Inclusive calendar dates, YYYY-MM-DD. */
  from: string;
  to: string;
  /** Null means every account of the user; an empty list matches nothing. */
  accountIds: string[] | null;
}

// primaryCategory in SQL: the trimmed first item, null when there is none or it is blank. GET
// /api/transactions?category= must match rows by the same rule for a total and its rows to agree.
export const firstCategorySql = sql<string | null>`nullif(btrim(${transactions.category}[1]), '')`;

// Money in and money out of a set of rows as positive integer cents. bigint sums arrive as strings from
// node-postgres; the text cast keeps both drivers the same, and callers convert with Number (exact below 2^53).
export const moneyInSql = sql<string>`coalesce(sum(-${transactions.amountCents}) filter (where ${transactions.amountCents} < 0), 0)::text`;
export const moneyOutSql = sql<string>`coalesce(sum(${transactions.amountCents}) filter (where ${transactions.amountCents} > 0), 0)::text`;

/** The user's rows in the range, on the chosen accounts (null: every account of the user). */
export function rowsInCriteria(userId: string, criteria: CategoryTotalsCriteria) {
  return and(
    eq(transactions.userId, userId),
    gte(transactions.date, criteria.from),
    lte(transactions.date, criteria.to),
    criteria.accountIds ? inArray(transactions.accountId, criteria.accountIds) : undefined,
  );
}

/**
 * Earnings and spending per category for one user, in one GROUP BY over the (user_id, date) index.
 * Pending rows count: they are money the user has already spent, and the posted row replaces them.
 */
export async function categoryTotals(
  db: Db,
  userId: string,
  criteria: CategoryTotalsCriteria,
): Promise<CategoryTotal[]> {
  if (criteria.accountIds && criteria.accountIds.length === 0) return [];
  const rows = await db
    .select({
      category: firstCategorySql,
      earningsCents: moneyInSql,
      spendingCents: moneyOutSql,
      count: sql<string>`count(*)::text`,
    })
    .from(transactions)
    .where(rowsInCriteria(userId, criteria))
    .groupBy(firstCategorySql)
    .orderBy(firstCategorySql);
  return rows.map((r) => ({
    category: r.category,
    earningsCents: Number(r.earningsCents),
    spendingCents: Number(r.spendingCents),
    count: Number(r.count),
  }));
}
