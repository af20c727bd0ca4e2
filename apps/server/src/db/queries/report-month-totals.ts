import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  CARD_PAYMENT_PFC_DETAILED,
  EARNINGS_PFC_PRIMARY,
  MOVED_PFC_PRIMARY,
  PAIRABLE_PFC_PRIMARY,
  wholeMonthsWithin,
} from '@tourniquet/domain';
import { reportMonthTotals, transactions } from '../schema/index.ts';

/**
 * How a report reads a range: the whole calendar months inside it from report_month_totals (kept by
 * triggers at write time, migration 0024), and from the rows only the days outside those months and the
 * few rows whose "moved" depends on other rows (a transfer or loan payment that may pair). The totals'
 * key holds what report-flows.ts classifies a line by, so the expressions below decide "moved", "paid to
 * people" and "earnings" exactly as those do for a line that cannot pair.
 */
export interface ReportRanges {
  /** Date ranges read from the rows, every line. */
  rowRanges: { from: string; to: string }[];
  /** The whole months: their pair-sensitive rows read from the rows, everything else from the totals. */
  whole: { first: string; last: string } | null;
}

export function reportRanges(criteria: { from: string; to: string }): ReportRanges {
  const whole = wholeMonthsWithin(criteria.from, criteria.to);
  if (!whole) return { rowRanges: [{ from: criteria.from, to: criteria.to }], whole: null };
  const rowRanges = [];
  if (criteria.from < whole.first) rowRanges.push({ from: criteria.from, to: addDays(whole.first, -1) });
  if (whole.last < criteria.to) rowRanges.push({ from: addDays(whole.last, 1), to: criteria.to });
  return { rowRanges, whole };
}

// The pairable primaries as literals, so PostgreSQL matches the partial index transactions_user_pairable_idx.
const pairable = sql.raw(PAIRABLE_PFC_PRIMARY.map((p) => `'${p}'`).join(', '));
const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The whole months' unsplit rows that may pair (report-flows.ts canPairSql), on the transactions table
 * itself: for such a row its one line is the row.
 */
export function pairSensitiveRowsWhere(
  userId: string,
  whole: { first: string; last: string },
  accountIds: string[] | null,
): SQL | undefined {
  return and(
    eq(transactions.userId, userId),
    gte(transactions.date, whole.first),
    lte(transactions.date, whole.last),
    accountIds ? inArray(transactions.accountId, accountIds) : undefined,
    sql`${transactions.amountCents} <> 0 and ${transactions.personalPrimary} in (${pairable})`,
    sql`not exists (select 1 from transaction_splits as sp where sp.transaction_id = ${transactions.id})`,
  );
}

const t = reportMonthTotals;
/** A totals row's lines are moved by their category alone (they cannot pair). */
export const totalsMovedSql = sql<boolean>`(coalesce(${t.personalPrimary} in (${list(MOVED_PFC_PRIMARY)})
  or ${t.personalDetailed} = ${CARD_PAYMENT_PFC_DETAILED}, false)
  or (${t.sign} < 0 and coalesce(${t.personalPrimary} = 'LOAN_PAYMENTS', false)))`;
export const totalsCardPaymentSql = sql<boolean>`coalesce(${t.personalDetailed} = ${CARD_PAYMENT_PFC_DETAILED}, false)`;
export const totalsPaidToPeopleSql = sql<boolean>`(${t.toPerson} and ${t.sign} > 0
  and coalesce(${t.personalPrimary} = 'TRANSFER_OUT', false))`;
export const totalsEarningsSql = sql<boolean>`coalesce(${t.personalPrimary} = ${EARNINGS_PFC_PRIMARY}, ${t.sign} < 0)`;

/** The totals rows of the whole months on the chosen accounts, leaving out the lines read from the rows. */
export function wholeMonthTotalsWhere(
  userId: string,
  whole: { first: string; last: string },
  accountIds: string[] | null,
): SQL | undefined {
  return and(
    eq(t.userId, userId),
    gte(t.month, whole.first),
    lte(t.month, whole.last),
    accountIds ? inArray(t.accountId, accountIds) : undefined,
    eq(t.pairSensitive, false),
  );
}
