import {
  csvFileName,
  goalCategoryLabel,
  goalsCsv,
  GOALS_CSV_PREFIX,
  sortGoalsNewestFirst,
  type GoalDto,
} from '@tourniquet/domain';
import { downloadTextFile } from '../../../lib/download-file.ts';
import { localIsoDate } from './local-date.ts';

/**
 * money-goals-{date}.csv (docs/product.md#7-calls): every saved goal, newest created first, with the category as
 * it reads on screen and the dates as the user's calendar days. Throws if the browser cannot save it.
 */
export function exportGoalsCsv(goals: readonly GoalDto[], now: Date = new Date()) {
  const csv = goalsCsv(
    sortGoalsNewestFirst(goals).map((goal) => ({
      goalType: goal.goalType,
      category: goalCategoryLabel(goal.category),
      targetAmountCents: goal.amountCents,
      createdDate: localIsoDate(new Date(goal.createdAt)),
      lastUpdated: localIsoDate(new Date(goal.updatedAt)),
    })),
  );
  downloadTextFile(csvFileName(GOALS_CSV_PREFIX, localIsoDate(now)), csv, 'text/csv;charset=utf-8');
}
