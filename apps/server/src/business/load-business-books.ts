import { profitAndLoss, scheduleC, scheduleCCsv, scheduleCRecurring } from '@tourniquet/domain';
import type { ProfitAndLoss, ScheduleC } from '@tourniquet/domain/contracts';
import type { Db } from '../db/client.ts';
import { businessBookTotals, businessMovedTotals, type BookScope } from '../db/queries/business-books.ts';
import {
  reportQueryKey,
  resolveReportCriteria,
  type ReportCriteria,
  type ReportQuery,
} from '../reports/report-criteria.ts';
import { KeptAnswers, keptUnderReportVersion } from '../reports/kept-answers.ts';
import { criteriaText } from '../reports/pdf/pdf-criteria.ts';
import { scheduleCPdf } from '../reports/pdf/schedule-c-pdf.ts';
import { listStreams } from '../recurring/list-streams.ts';

/**
 * The books are read only: their categories and loan splits were written with the rows
 * (categoriseBusinessRows, run after every write they depend on).
 *
 * The accounts of the books: "Combined Business" (and "All accounts") is every business row wherever it
 * was paid, a personal card's business rows included (the card used for both); "Combined
 * Personal" and chosen accounts narrow to those accounts' business rows. Foreign ids are a 404 (criteria).
 */
export function bookScope(userId: string, criteria: ReportCriteria): BookScope {
  const { from, to } = criteria.period;
  const everywhere = criteria.selection.kind === 'business' || criteria.selection.kind === 'all';
  return { userId, from, to, accountIds: everywhere ? null : (criteria.accountIds ?? null) };
}

/** Whole answers: a line per business category. */
const keptProfitAndLoss = new KeptAnswers<ProfitAndLoss>(500);

/**
 * The business P&L for a query. Asked again under the same report version, day and query it is the answer
 * kept the first time, as the summary is (decision 033): it reads only rows, splits, accounts and their totals.
 */
export function loadProfitAndLoss(
  db: Db,
  userId: string,
  query: ReportQuery,
  today: string,
): Promise<ProfitAndLoss> {
  return keptUnderReportVersion(keptProfitAndLoss, db, userId, reportQueryKey(today, query), () =>
    sumProfitAndLoss(db, userId, query, today),
  );
}

async function sumProfitAndLoss(
  db: Db,
  userId: string,
  query: ReportQuery,
  today: string,
): Promise<ProfitAndLoss> {
  const criteria = await resolveReportCriteria(db, userId, query, today);
  const scope = bookScope(userId, criteria);
  const [totals, moved] = criteria.period.empty
    ? [[], []]
    : await Promise.all([businessBookTotals(db, scope), businessMovedTotals(db, scope)]);
  const { key, from, to } = criteria.period;
  return {
    // One rule with Schedule C: what is not profit or loss is listed apart, with why.
    ...profitAndLoss(totals, moved),
    period: { key, from, to },
    uncategorisedCount: totals.filter((t) => t.category === null).reduce((n, t) => n + t.rows, 0),
  };
}

export async function loadScheduleC(
  db: Db,
  userId: string,
  query: { year?: number; accounts?: string },
  today: string,
): Promise<{ criteria: ReportCriteria; scheduleC: ScheduleC }> {
  const year = query.year ?? Number(today.slice(0, 4));
  const criteria = await resolveReportCriteria(
    db,
    userId,
    { period: 'custom', from: `${year}-01-01`, to: `${year}-12-31`, accounts: query.accounts },
    today,
  );
  const scope = bookScope(userId, criteria);
  const [totals, streams] = await Promise.all([businessBookTotals(db, scope), listStreams(db, userId)]);
  // Business subscriptions on the chosen accounts (every account for Combined Business), as the rows.
  const chosen = scope.accountIds && new Set(scope.accountIds);
  const recurring = scheduleCRecurring(streams.filter((s) => !chosen || chosen.has(s.accountId)));
  return { criteria, scheduleC: scheduleC(year, totals, recurring) };
}

export async function buildScheduleCCsv(
  db: Db,
  userId: string,
  query: { year?: number; accounts?: string },
  today: string,
) {
  const { scheduleC: c } = await loadScheduleC(db, userId, query, today);
  return { year: c.year, csv: scheduleCCsv(c) };
}

export async function buildScheduleCPdf(
  deps: { db: Db; productName: string },
  userId: string,
  query: { year?: number; accounts?: string },
  today: string,
) {
  const { criteria, scheduleC: c } = await loadScheduleC(deps.db, userId, query, today);
  const text = criteriaText(criteria.period, criteria.selection, criteria.accounts);
  const period = { ...text, period: `Tax year ${c.year}: ${text.period.replace(/^Custom: /, '')}` };
  const bytes = await scheduleCPdf({ productName: deps.productName, madeOn: today }, period, c);
  return { year: c.year, bytes };
}
