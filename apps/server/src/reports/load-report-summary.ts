import type { Db } from '../db/client.ts';
import { accountsWithReportVersion } from '../db/queries/report-changes.ts';
import { reportChangeFeedOf } from '../db/report-change-feed.ts';
import { KeptAnswers } from './kept-answers.ts';
import { keptReportTotals } from './kept-report-totals.ts';
import { resolveReportCriteria, type ReportCriteria, type ReportQuery } from './report-criteria.ts';
import { summaryDto, type ReportSummaryDto } from './report-summary.ts';

type LoadedSummary = { criteria: ReportCriteria; summary: ReportSummaryDto };

/** Whole answers on the embedded database: a few KB each. */
const keptSummaries = new KeptAnswers<LoadedSummary>(500);

/**
 * The report summary for a query: what GET /api/reports/summary answers and what the spending PDF prints,
 * from one code path so their figures cannot differ. On the embedded database, whose report versions are
 * counted in memory (report-change-feed.ts), a summary asked again under the same version, day and query is
 * answered without a query: the version covers the accounts as well as the rows (decision 033).
 */
export async function loadReportSummary(
  db: Db,
  userId: string,
  query: ReportQuery,
  today: string,
): Promise<LoadedSummary> {
  const feed = reportChangeFeedOf(db);
  if (!feed) return sumReportSummary(db, userId, query, today);
  const version = feed.version(userId);
  const key = JSON.stringify([userId, today, query.period, query.from, query.to, query.accounts]);
  const found = keptSummaries.get(db, key, version);
  if (found) return found;
  const loaded = await sumReportSummary(db, userId, query, today);
  keptSummaries.set(db, key, version, loaded);
  return loaded;
}

async function sumReportSummary(
  db: Db,
  userId: string,
  query: ReportQuery,
  today: string,
): Promise<LoadedSummary> {
  // The report version comes with the accounts, before the sums: one statement for both (decision 033).
  let version: number | undefined;
  const criteria = await resolveReportCriteria(db, userId, query, today, async (reader, user) => {
    const read = await accountsWithReportVersion(reader, user);
    version = read.version;
    return read.accounts;
  });
  const range = { from: criteria.period.from, to: criteria.period.to, accountIds: criteria.accountIds };
  const { categories, movements, paidToPeople, receivedFromPeople } = await keptReportTotals(
    db,
    userId,
    range,
    version,
  );
  return { criteria, summary: summaryDto(criteria, categories, movements, paidToPeople, receivedFromPeople) };
}
