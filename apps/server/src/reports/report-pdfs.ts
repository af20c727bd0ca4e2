import type { Db } from '../db/client.ts';
import { hasPremium } from '../db/queries/profiles.ts';
import { PremiumRequired } from './report-errors.ts';
import { loadGoalProgress } from './load-goal-progress.ts';
import type { ReportCriteria, ReportQuery } from './report-criteria.ts';
import { loadReportSummary } from './load-report-summary.ts';
import { goalsReportPdf } from './pdf/goals-report-pdf.ts';
import { criteriaText } from './pdf/pdf-criteria.ts';
import { spendingReportPdf } from './pdf/spending-report-pdf.ts';

export interface ReportPdfDeps {
  db: Db;
  productName: string;
}

/** The message a user without premium gets for the goals report, as the locked screen says it. */
export const GOALS_PREMIUM_MESSAGE =
  'My Money Goals is a premium feature. Enter a premium code on your profile to unlock it.';

/** The accounts label reads names the way the pickers do (nickname first). */
function criteriaOf(criteria: ReportCriteria) {
  return criteriaText(criteria.period, criteria.selection, criteria.accounts);
}

/**
 * My Spending Analysis as PDF bytes for one user and one set of Display Criteria: the same query as
 * GET /api/reports/summary, so the figures match it to the cent. Reusable beyond the route (a digest
 * attaches the same file). Bad criteria throw the summary's domain errors (ReportPeriodInvalid, AccountNotFound).
 */
export async function buildSpendingPdf(
  deps: ReportPdfDeps,
  userId: string,
  query: ReportQuery,
  today: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const { criteria, summary } = await loadReportSummary(deps.db, userId, query, today);
  return spendingReportPdf({ productName: deps.productName, madeOn: today }, criteriaOf(criteria), summary);
}

/** My Money Goals as PDF bytes; premium only, as the screen is (403 premium_required otherwise). */
export async function buildGoalsPdf(
  deps: ReportPdfDeps,
  userId: string,
  query: ReportQuery,
  today: string,
): Promise<Uint8Array<ArrayBuffer>> {
  // The criteria are checked first, so a bad query is the same 400 for every user, premium or not.
  const { criteria, progress } = await loadGoalProgress(deps.db, userId, query, today);
  if (!(await hasPremium(deps.db, userId))) {
    throw new PremiumRequired(GOALS_PREMIUM_MESSAGE);
  }
  return goalsReportPdf({ productName: deps.productName, madeOn: today }, criteriaOf(criteria), progress);
}
