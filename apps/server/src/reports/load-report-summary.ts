import type { Db } from '../db/client.ts';
import { KeptAnswers, keptUnderReportVersion } from './kept-answers.ts';
import { keptReportTotals } from './kept-report-totals.ts';
import {
  reportQueryKey,
  resolveReportCriteria,
  type ReportCriteria,
  type ReportQuery,
} from './report-criteria.ts';
import { summaryDto, type ReportSummaryDto } from './report-summary.ts';

type LoadedSummary = { criteria: ReportCriteria; summary: ReportSummaryDto };

/** Whole answers: a few KB each. */
const keptSummaries = new KeptAnswers<LoadedSummary>(500);

/**
 * The report summary for a query: what GET /api/reports/summary answers and what the spending PDF prints,
 * from one code path so their figures cannot differ. A summary asked again under the same report version,
 * day and query is the answer kept the first time (decision 033): the version covers the accounts as well
 * as the rows. Reading the version is one small statement on PostgreSQL and none on the embedded database
 * (report-change-feed.ts).
 */
export async function loadReportSummary(
  db: Db,
  userId: string,
  query: ReportQuery,
  today: string,
): Promise<LoadedSummary> {
  return keptUnderReportVersion(keptSummaries, db, userId, reportQueryKey(today, query), (version) =>
    sumReportSummary(db, userId, query, today, version),
  );
}

/** Sums the summary; `version`, read before, keys the kept sums (read there when not given). */
async function sumReportSummary(
  db: Db,
  userId: string,
  query: ReportQuery,
  today: string,
  version?: number,
): Promise<LoadedSummary> {
  const criteria = await resolveReportCriteria(db, userId, query, today);
  const range = { from: criteria.period.from, to: criteria.period.to, accountIds: criteria.accountIds };
  const { categories, movements, paidToPeople, receivedFromPeople } = await keptReportTotals(
    db,
    userId,
    range,
    version,
  );
  return { criteria, summary: summaryDto(criteria, categories, movements, paidToPeople, receivedFromPeople) };
}
