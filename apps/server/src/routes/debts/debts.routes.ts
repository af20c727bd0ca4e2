import { Hono } from 'hono';
import { debtPlanQuerySchema } from '@tourniquet/domain/contracts';
import type { AuthVariables } from '../../auth/require-user.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { loadDebts } from '../../debts/load-debts.ts';
import { loadPlan } from '../../debts/load-plan.ts';
import { zValidatorQuery } from '../../http/validate.ts';

/** GET /api/debts and GET /api/debts/plan: what every debt costs, and the cheapest way out. */
export function debtsRoutes(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/', async (c) => c.json((await loadDebts(db, c.get('user').id, clock.today())).response))
    .get('/plan', zValidatorQuery(debtPlanQuerySchema), async (c) =>
      c.json(await loadPlan(db, c.get('user').id, c.req.valid('query'), clock.today())),
    );
}
