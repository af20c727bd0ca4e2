import { maxIso, monthlySeries, sumCents } from '@tourniquet/domain';
import type { MonthlyCashFlow } from '@tourniquet/domain/contracts';
import type { Db } from '../db/client.ts';
import { monthlyFlows } from '../db/queries/monthly-flows.ts';
import { KeptAnswers, keptUnderReportVersion } from './kept-answers.ts';
import { reportQueryKey, resolveReportCriteria, type ReportQuery } from './report-criteria.ts';

/** Whole answers: at most a few hundred months each. */
const keptCashFlows = new KeptAnswers<MonthlyCashFlow>(500);

/**
 * Money in and out per month for a query (the My Money chart): the summary's lines grouped by month. Asked
 * again under the same report version, day and query it is the answer kept the first time, as the summary
 * is (decision 033).
 */
export function loadMonthlyCashFlow(
  db: Db,
  userId: string,
  query: ReportQuery,
  today: string,
): Promise<MonthlyCashFlow> {
  return keptUnderReportVersion(keptCashFlows, db, userId, reportQueryKey(today, query), async () => {
    const criteria = await resolveReportCriteria(db, userId, query, today);
    const { key: periodKey, from, to, empty } = criteria.period;
    const rows = empty ? [] : await monthlyFlows(db, userId, { from, to, accountIds: criteria.accountIds });
    // Charted from the first month with rows ("All time" starts in 1970); no rows, no months.
    const first = rows.map((r) => `${r.month}-01`).sort()[0];
    const months = first ? monthlySeries(rows, maxIso(from, first), to) : [];
    return {
      period: { key: periodKey, from, to },
      months,
      inCents: sumCents(months.map((m) => m.inCents)),
      outCents: sumCents(months.map((m) => m.outCents)),
    };
  });
}
