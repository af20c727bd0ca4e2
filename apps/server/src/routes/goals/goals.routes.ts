import { Hono } from 'hono';
import { goalUpsertSchema } from '@tourniquet/domain';
import type { GoalProgressResponse, GoalResponse, GoalsResponse } from '@tourniquet/domain/contracts';
import type { AuthVariables } from '../../auth/require-user.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { deleteGoal, listGoals, upsertGoal } from '../../db/queries/goals.ts';
import { notFound } from '../../http/errors.ts';
import { zEmptyJsonBody, zValidatorJson, zValidatorQuery } from '../../http/validate.ts';
import { reportQuerySchema } from '../../reports/report-criteria.ts';
import { loadGoalProgress } from '../../reports/load-goal-progress.ts';

/**
 * GET  /api/goals                 -> { goals: GoalDto[] } newest created first
 * PUT  /api/goals {category, goalType, amountCents} -> { goal } (upsert on user + category + goal type)
 * DELETE /api/goals/:id          -> 204; 404 when the id is not one of the user's goals
 * GET  /api/goals/progress?period=&from=&to=&accounts=all|personal|business|id,id
 *      -> { period, from, to, income, expense, summary } (the Display Criteria of the reports)
 *
 * Not premium-gated, on purpose: the spec gates the goals *screen* (My Money Goals), while Income &
 * Spending Goals - where goals are set - is open to every signed-in user, and both read and write through
 * these routes. The data is the user's own either way; the lock is the My Money Goals presentation.
 */
export function goalsRoutes(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ goals: await listGoals(db, c.get('user').id) } satisfies GoalsResponse);
    })
    .put('/', zValidatorJson(goalUpsertSchema), async (c) => {
      const goal = await upsertGoal(db, c.get('user').id, c.req.valid('json'), clock.now());
      return c.json({ goal } satisfies GoalResponse);
    })
    .delete('/:id', zEmptyJsonBody(), async (c) => {
      if (!(await deleteGoal(db, c.get('user').id, c.req.param('id')))) throw notFound('Goal not found');
      return c.body(null, 204);
    })
    .get('/progress', zValidatorQuery(reportQuerySchema), async (c) => {
      const { criteria, progress } = await loadGoalProgress(
        db,
        c.get('user').id,
        c.req.valid('query'),
        clock.today(),
      );
      const { period } = criteria;
      c.header('Cache-Control', 'no-store');
      return c.json({
        period: period.key,
        from: period.from,
        to: period.to,
        ...progress,
      } satisfies GoalProgressResponse);
    });
}
