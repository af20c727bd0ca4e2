import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { reportMonthTotals, transactions } from '../schema/index.ts';
import { reportLinesSql } from './report-lines.ts';
import {
  earningsSideSql,
  loanPaymentSql,
  movedByKindSql,
  pairedIdsSql,
  peopleSql,
  reportCategorySql,
} from './report-flows.ts';
import {
  pairSensitiveRowsWhere,
  reportRanges,
  totalsEarningsSql,
  totalsMovedSql,
  totalsPaidToPeopleSql,
  wholeMonthTotalsWhere,
} from './report-month-totals.ts';

/** Money moved between the user's own accounts in the selection (integer cents, both >= 0). */
export interface InternalMovements {
  /** Arrived from another of the user's accounts (or a card's or loan's payment received). */
  inCents: number;
  /** Sent to another of the user's accounts, a card or a loan that is linked. */
  outCents: number;
}

/** Paid to other people, not yet said what for: never in InternalMovements. */
export interface PaidToPeople {
  outCents: number;
  count: number;
}

/** Received from other people, not yet said what for: never in InternalMovements either. */
export interface ReceivedFromPeople {
  inCents: number;
  count: number;
}

/** One category's earnings and spending over a range (integer cents). */
export interface CategoryAmounts {
  /** Sum of -amount over the category's earnings rows (Income; uncategorised money in). */
  earningsCents: number;
  /** Sum of amount over its spending rows: purchases less refunds (a refund is negative spending). */
  spendingCents: number;
  count: number;
}

/** One report category (a PFC v1 primary; null: uncategorised) and its detailed categories. */
export interface CategoryTotal extends CategoryAmounts {
  category: string | null;
  details: (CategoryAmounts & { detailed: string | null })[];
}

export interface CategoryTotalsCriteria {
  /** Inclusive calendar dates, YYYY-MM-DD. */
  from: string;
  to: string;
  /** Null means every account of the user; an empty list matches nothing. */
  accountIds: string[] | null;
}

/** The user's rows in the range, on the chosen accounts (null: every account of the user). */
export function rowsInCriteria(userId: string, criteria: CategoryTotalsCriteria) {
  return and(
    eq(transactions.userId, userId),
    gte(transactions.date, criteria.from),
    lte(transactions.date, criteria.to),
    criteria.accountIds ? inArray(transactions.accountId, criteria.accountIds) : undefined,
  );
}

export interface ReportTotals {
  /** Earnings and spending per report category: the rows that count, never money moved between accounts. */
  categories: CategoryTotal[];
  /** The selected rows that are money moved between the user's own accounts (report-flows.ts). */
  movements: InternalMovements;
  /** The selected rows paid to other people whose purpose nobody has said (report-flows.ts). */
  paidToPeople: PaidToPeople;
  /** The selected rows received from other people whose purpose nobody has said. */
  receivedFromPeople: ReceivedFromPeople;
}

// A totals row of money in from a person still a transfer in: "Received from people" (isReceivedFromPeople).
const totalsReceivedSql = sql<boolean>`(${reportMonthTotals.toPerson} and ${reportMonthTotals.sign} < 0
  and coalesce(${reportMonthTotals.personalPrimary} = 'TRANSFER_IN', false))`;

/**
 * The classified lines of the criteria as (moved, people, category, detailed, earnings, amount_cents, n):
 * the days outside whole months and the rows that may pair from the report lines, the rest of the whole
 * months from report_month_totals (report-month-totals.ts), n lines per totals row. Each part is
 * classified by the same rules; `extra` adds columns read from a line and from a totals row.
 */
export function classifiedLinesSql(
  userId: string,
  criteria: CategoryTotalsCriteria,
  extra: { line: SQL; totals: SQL } = { line: sql``, totals: sql`` },
): SQL {
  const scope = { userId, from: criteria.from, to: criteria.to };
  const paired = sql`(select id from paired)`;
  const lineColumns = sql`(${movedByKindSql(scope, paired)} or (${transactions.amountCents} < 0 and ${loanPaymentSql})) as moved,
        ${peopleSql(scope, 'both', paired)} as people, ${reportCategorySql} as category,
        ${transactions.personalDetailed} as detailed, ${earningsSideSql} as earnings,
        ${transactions.amountCents} as amount_cents, 1 as n ${extra.line}`;
  const { rowRanges, whole } = reportRanges(criteria);
  const parts = rowRanges.map(
    (range) => sql`select ${lineColumns} from ${reportLinesSql(userId)}
      where ${rowsInCriteria(userId, { ...criteria, ...range })}`,
  );
  if (whole) {
    parts.push(sql`select ${lineColumns} from ${transactions}
      where ${pairSensitiveRowsWhere(userId, whole, criteria.accountIds)}`);
    parts.push(sql`select ${totalsMovedSql} as moved, (${totalsPaidToPeopleSql} or ${totalsReceivedSql}) as people,
        ${reportMonthTotals.personalPrimary} as category, ${reportMonthTotals.personalDetailed} as detailed,
        ${totalsEarningsSql} as earnings, ${reportMonthTotals.cents} as amount_cents,
        ${reportMonthTotals.rows} as n ${extra.totals}
      from ${reportMonthTotals}
      where ${wholeMonthTotalsWhere(userId, whole, criteria.accountIds)}`);
  }
  return sql`paired as materialized ${pairedIdsSql(scope)},
    classified as materialized (${sql.join(parts, sql` union all `)})`;
}

/** The one statement behind reportTotals (exported for the benchmark's EXPLAIN). */
export function reportTotalsSql(userId: string, criteria: CategoryTotalsCriteria): SQL {
  // Report lines (report-lines.ts): a split row counts as its parts, each in its own category.
  // Each line is classified once in a materialised CTE, then grouped by report category alone, counted and
  // moved money split with FILTER. Grouping by the moved class as well (it reads the paired ids) looks
  // to PostgreSQL like thousands of groups, which it would sort instead of hashing a dozen; without the
  // CTE the planner copies the classification into every FILTER.
  return sql`with ${classifiedLinesSql(userId, criteria)}
    select category, detailed,
      coalesce(sum(-amount_cents) filter (where earnings and not moved), 0)::text as earnings_cents,
      coalesce(sum(amount_cents) filter (where not earnings and not moved), 0)::text as spending_cents,
      coalesce(sum(n) filter (where not moved), 0)::text as count,
      coalesce(sum(-amount_cents) filter (where amount_cents < 0 and moved and not people), 0)::text
        as moved_in_cents,
      coalesce(sum(amount_cents) filter (where amount_cents > 0 and moved and not people), 0)::text
        as moved_out_cents,
      coalesce(sum(amount_cents) filter (where people and amount_cents > 0), 0)::text as people_out_cents,
      coalesce(sum(n) filter (where people and amount_cents > 0), 0)::text as people_count,
      coalesce(sum(-amount_cents) filter (where people and amount_cents < 0), 0)::text as received_in_cents,
      coalesce(sum(n) filter (where people and amount_cents < 0), 0)::text as received_count
    from classified
    group by category, detailed`;
}

// bigint sums arrive as strings from node-postgres; the text casts keep both drivers the same, and the
// caller converts with Number (exact below 2^53).
interface ReportTotalsRow {
  category: string | null;
  detailed: string | null;
  earnings_cents: string;
  spending_cents: string;
  count: string;
  moved_in_cents: string;
  moved_out_cents: string;
  people_out_cents: string;
  people_count: string;
  received_in_cents: string;
  received_count: string;
}

/**
 * Earnings and spending per report category, and the money moved between the user's own accounts, in one
 * statement: the rows of the range through the (user_id, date) index, hash-joined to the paired transfers
 * (report-flows.ts), grouped by report category. Pending rows count: they are money the user has already
 * spent, and the posted row replaces them.
 */
export async function reportTotals(
  db: Db,
  userId: string,
  criteria: CategoryTotalsCriteria,
): Promise<ReportTotals> {
  if (criteria.accountIds && criteria.accountIds.length === 0) {
    return {
      categories: [],
      movements: { inCents: 0, outCents: 0 },
      paidToPeople: { outCents: 0, count: 0 },
      receivedFromPeople: { inCents: 0, count: 0 },
    };
  }
  const movements = { inCents: 0, outCents: 0 };
  const paidToPeople = { outCents: 0, count: 0 };
  const receivedFromPeople = { inCents: 0, count: 0 };
  const byCategory = new Map<string | null, CategoryTotal>();
  const result = await db.execute(reportTotalsSql(userId, criteria));
  for (const r of (result as unknown as { rows: ReportTotalsRow[] }).rows) {
    movements.inCents += Number(r.moved_in_cents);
    movements.outCents += Number(r.moved_out_cents);
    paidToPeople.outCents += Number(r.people_out_cents);
    paidToPeople.count += Number(r.people_count);
    receivedFromPeople.inCents += Number(r.received_in_cents);
    receivedFromPeople.count += Number(r.received_count);
    if (Number(r.count) === 0) continue;
    const amounts = {
      earningsCents: Number(r.earnings_cents),
      spendingCents: Number(r.spending_cents),
      count: Number(r.count),
    };
    const total = byCategory.get(r.category) ?? {
      category: r.category,
      earningsCents: 0,
      spendingCents: 0,
      count: 0,
      details: [],
    };
    total.earningsCents += amounts.earningsCents;
    total.spendingCents += amounts.spendingCents;
    total.count += amounts.count;
    total.details.push({ detailed: r.detailed, ...amounts });
    byCategory.set(r.category, total);
  }
  const categories = [...byCategory.values()];
  for (const c of categories) c.details.sort((a, b) => compareCategory(a.detailed, b.detailed));
  // Sorted here, not in SQL: an ORDER BY on the group key invites PostgreSQL to sort every row to group.
  categories.sort((a, b) => compareCategory(a.category, b.category));
  return { categories, movements, paidToPeople, receivedFromPeople };
}

/** Category order as before (PostgreSQL's text order on the C collation: code points), none last. */
function compareCategory(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/** The counted side of reportTotals: earnings and spending per report category (goals read these). */
export async function categoryTotals(
  db: Db,
  userId: string,
  criteria: CategoryTotalsCriteria,
): Promise<CategoryTotal[]> {
  return (await reportTotals(db, userId, criteria)).categories;
}
