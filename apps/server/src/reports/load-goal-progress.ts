import { buildGoalProgress, type GoalProgress } from '@tourniquet/domain';
import type { Db } from '../db/client.ts';
import { categoryTotals } from '../db/queries/category-totals.ts';
import { listGoals } from '../db/queries/goals.ts';
import { resolveReportCriteria, type ReportCriteria, type ReportQuery } from './report-criteria.ts';

/**
 * Goal progress for the Display Criteria (period with the injected clock, accounts checked as the user's):
 * what GET /api/goals/progress answers and what the goals PDF prints.
 */
export async function loadGoalProgress(
  db: Db,
  userId: string,
  query: ReportQuery,
  today: string,
): Promise<{ criteria: ReportCriteria; progress: GoalProgress }> {
  const criteria = await resolveReportCriteria(db, userId, query, today);
  const { period, accountIds } = criteria;
  const [totals, goals] = await Promise.all([
    categoryTotals(db, userId, { from: period.from, to: period.to, accountIds }),
    listGoals(db, userId),
  ]);
  return { criteria, progress: buildGoalProgress(totals, goals) };
}
