import { Hono } from 'hono';
import {
  adoptDebtPlanSchema,
  debtPlanQuerySchema,
  type AdoptedDebtPlanResponse,
  type DebtPlanResponse,
  type DebtsResponse,
} from '@tourniquet/domain/contracts';
import type { AuthVariables } from '../../auth/require-user.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { deleteAdoptedPlan, saveAdoptedPlan } from '../../db/queries/debt-plans.ts';
import { loadDebts } from '../../debts/load-debts.ts';
import { loadPlan } from '../../debts/load-plan.ts';
import { zEmptyJsonBody, zValidatorJson, zValidatorQuery } from '../../http/validate.ts';

/**
 * GET /api/debts and GET /api/debts/plan: what every debt costs, and the cheapest way out. PUT and DELETE
 * /api/debts/plan adopt a plan (the forecast then counts its extra payments) and drop it.
 */
export function debtsRoutes(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/', async (c) =>
      c.json((await loadDebts(db, c.get('user').id, clock.today())).response satisfies DebtsResponse),
    )
    .get('/plan', zValidatorQuery(debtPlanQuerySchema), async (c) =>
      c.json(
        (await loadPlan(
          db,
          c.get('user').id,
          c.req.valid('query'),
          clock.today(),
        )) satisfies DebtPlanResponse,
      ),
    )
    .put('/plan', zValidatorJson(adoptDebtPlanSchema), async (c) => {
      const adoptedPlan = await saveAdoptedPlan(
        db,
        c.get('user').id,
        c.req.valid('json'),
        clock.today(),
        clock.now(),
      );
      return c.json({ adoptedPlan } satisfies AdoptedDebtPlanResponse);
    })
    .delete('/plan', zEmptyJsonBody(), async (c) => {
      await deleteAdoptedPlan(db, c.get('user').id);
      return c.body(null, 204);
    });
}
