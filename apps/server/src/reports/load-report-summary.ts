import type { Db } from '../db/client.ts';
import { reportTotals } from '../db/queries/category-totals.ts';
import { resolveReportCriteria, type ReportCriteria, type ReportQuery } from './report-criteria.ts';
import { summaryDto, type ReportSummaryDto } from './report-summary.ts';

/**
 * The report summary for a query: what GET /api/reports/summary answers and what the spending PDF prints,
 * from one code path so their figures cannot differ.
 */
export async function loadReportSummary(
  db: Db,
  userId: string,
  query: ReportQuery,
  today: string,
): Promise<{ criteria: ReportCriteria; summary: ReportSummaryDto }> {
  const criteria = await resolveReportCriteria(db, userId, query, today);
  const range = { from: criteria.period.from, to: criteria.period.to, accountIds: criteria.accountIds };
  const { categories, movements, paidToPeople, receivedFromPeople } = await reportTotals(db, userId, range);
  return { criteria, summary: summaryDto(criteria, categories, movements, paidToPeople, receivedFromPeople) };
}
