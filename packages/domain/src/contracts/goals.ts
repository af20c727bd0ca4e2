import type { GoalProgress } from '../goal-progress';
import type { GoalDto } from '../goals';
import type { IsoDate } from '../dates';
import type { PeriodKey } from '../period-keys';

/** GET /api/goals. */
export interface GoalsResponse {
  goals: GoalDto[];
}

/** PUT /api/goals: the saved goal. */
export interface GoalResponse {
  goal: GoalDto;
}

/** GET /api/goals/progress: actuals per category for the Display Criteria, joined with the goals. */
export interface GoalProgressResponse extends GoalProgress {
  period: PeriodKey;
  from: IsoDate;
  to: IsoDate;
}
