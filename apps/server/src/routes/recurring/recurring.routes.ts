import { Hono } from 'hono';
import { z } from 'zod';
import { addMonths, monthlySeries, startOfMonth, sumCents } from '@tourniquet/domain';
import type { AuthVariables } from '../../auth/require-user.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import * as recurringDb from '../../db/queries/recurring.ts';
import { recurringMonthlyCost } from '../../db/queries/recurring-monthly-cost.ts';
import { notFound } from '../../http/errors.ts';
import { zValidatorJson, zValidatorQuery } from '../../http/validate.ts';
import type { DetectionRunner } from '../../recurring/detection-runner.ts';
import { toStreamDto } from './stream-dto.ts';

const STATUSES = ['active', 'dismissed', 'cancelled'] as const;
const listQuerySchema = z
  .object({ status: z.enum(STATUSES, { error: 'status must be active, dismissed or cancelled' }).optional() })
  .strict();
// The route takes no fields: a body, if any, must be an empty object (no field is silently ignored).
const emptyBodySchema = z.object({}).strict();
const patchSchema = z
  .object({ status: z.enum(STATUSES, { error: 'status must be active, dismissed or cancelled' }) })
  .strict();

/**
 * GET   /api/recurring?status=        -> { streams } (stored results; soonest next date first)
 * GET   /api/recurring/monthly-cost   -> { months, from, to, totalCents } (subscriptions and bills, 12 months)
 * PATCH /api/recurring/:id { status } -> { stream } ("Not a subscription", "I cancelled this", or undo)
 * POST  /api/recurring/refresh        -> { streams } (runs the engine and the fee radar now)
 */
export function recurringRoutes(deps: { db: Db; clock: Clock; detection: DetectionRunner }) {
  const { db, clock, detection } = deps;

  async function streamsOf(userId: string, status?: recurringDb.StreamStatus) {
    const [rows, decisions] = await Promise.all([
      recurringDb.listStreamRows(db, userId),
      recurringDb.listDecisions(db, userId),
    ]);
    const byKey = new Map(decisions.map((d) => [d.streamKey, d]));
    return rows
      .map((row) => toStreamDto(row, byKey.get(row.streamKey)))
      .filter((s) => !status || s.status === status)
      .sort(
        (a, b) =>
          a.nextDate.localeCompare(b.nextDate) ||
          Math.abs(b.amountCents) - Math.abs(a.amountCents) ||
          a.id.localeCompare(b.id),
      );
  }

  return new Hono<{ Variables: AuthVariables }>()
    .get('/', zValidatorQuery(listQuerySchema), async (c) => {
      return c.json({ streams: await streamsOf(c.get('user').id, c.req.valid('query').status) });
    })
    .get('/monthly-cost', zValidatorQuery(z.object({}).strict()), async (c) => {
      // The last 12 calendar months, this one included (so far).
      const to = clock.today();
      const from = startOfMonth(addMonths(to, -11));
      const months = monthlySeries(await recurringMonthlyCost(db, c.get('user').id, { from, to }), from, to);
      return c.json({ from, to, months, totalCents: sumCents(months.map((m) => m.outCents)) });
    })
    .post('/refresh', zValidatorJson(emptyBodySchema), async (c) => {
      const userId = c.get('user').id;
      await detection.run(userId);
      return c.json({ streams: await streamsOf(userId) });
    })
    .patch('/:id', zValidatorJson(patchSchema), async (c) => {
      const userId = c.get('user').id;
      const row = await recurringDb.findStreamRow(db, userId, c.req.param('id'));
      if (!row) throw notFound('Recurring item not found.');
      // The app's calendar day (FIXED_TODAY in demos) with the real time of day: "cancelled on" reads right.
      const decidedAt = new Date(`${clock.today()}T${clock.now().toISOString().slice(11)}`);
      await recurringDb.setDecision(db, userId, row, c.req.valid('json').status, decidedAt);
      const decision = (await recurringDb.listDecisions(db, userId)).find(
        (d) => d.streamKey === row.streamKey,
      );
      return c.json({ stream: toStreamDto(row, decision) });
    });
}
