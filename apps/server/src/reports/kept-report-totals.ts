import type { Db } from '../db/client.ts';
import {
  reportTotals,
  type CategoryTotalsCriteria,
  type ReportTotals,
} from '../db/queries/category-totals.ts';
import { reportDataVersion } from '../db/queries/report-changes.ts';
import { KeptAnswers } from './kept-answers.ts';

/** A few KB each, so at most a few MB in all. */
const kept = new KeptAnswers<ReportTotals>(500);

/**
 * reportTotals, kept per user and range under the user's report version (decision 033): a repeated report
 * costs one small read instead of summing again. The version is read before the sums, so what is kept is
 * at least as new as its version; any write that commits after moves the version and the next read sums
 * again.
 */
export async function keptReportTotals(
  db: Db,
  userId: string,
  criteria: CategoryTotalsCriteria,
  /** The user's report version, read before this call; read here when not given. */
  knownVersion?: number,
): Promise<ReportTotals> {
  if (!kept.keeps(db)) return reportTotals(db, userId, criteria);
  const version = knownVersion ?? (await reportDataVersion(db, userId));
  const accounts = criteria.accountIds ? [...criteria.accountIds].sort().join(',') : '*';
  const key = `${userId}|${criteria.from}|${criteria.to}|${accounts}`;
  const found = kept.get(db, key, version);
  if (found) return found;
  const totals = await reportTotals(db, userId, criteria);
  kept.set(db, key, version, totals);
  return totals;
}
