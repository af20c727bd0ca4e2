import { Hono } from 'hono';
import type { RecurringStreamResponse, RecurringStreamsResponse } from '@tourniquet/domain/contracts';
import { z } from 'zod';
import { addMonths, isLiveCharge, monthlySeries, startOfMonth, sumCents } from '@tourniquet/domain';
import {
  recurringListQuerySchema,
  streamStatusPatchSchema,
  type RecurringMonthlyCost,
  type StreamStatus,
} from '@tourniquet/domain/contracts';
import type { AuthVariables } from '../../auth/require-user.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import * as recurringDb from '../../db/queries/recurring.ts';
import { recurringMonthlyCost } from '../../db/queries/recurring-monthly-cost.ts';
import { notFound } from '../../http/errors.ts';
import { zValidatorJson, zValidatorQuery, zEmptyJsonBody } from '../../http/validate.ts';
import type { DetectionRunner } from '../../recurring/detection-runner.ts';
import { chargesBusinessUse } from '../../db/queries/stream-business-use.ts';
import { listStreams } from '../../recurring/list-streams.ts';
import { streamBusinessUse, toStreamDto } from '../../recurring/stream-dto.ts';

// The route takes no fields: a body, if any, must be an empty object (no field is silently ignored).

/**
 * GET   /api/recurring?status=        -> { streams } (stored results; soonest next date first)
 * GET   /api/recurring/monthly-cost   -> { months, from, to, totalCents } (subscriptions and bills, 12 months)
 * PATCH /api/recurring/:id { status } -> { stream } ("Not a subscription", "I cancelled this", or undo)
 * POST  /api/recurring/refresh        -> { streams } (runs the engine and the fee radar now)
 */
export function recurringRoutes(deps: { db: Db; clock: Clock; detection: DetectionRunner }) {
  const { db, clock, detection } = deps;

  const streamsOf = (userId: string, status?: StreamStatus) => listStreams(db, userId, status);

  return new Hono<{ Variables: AuthVariables }>()
    .get('/', zValidatorQuery(recurringListQuerySchema), async (c) => {
      return c.json({
        streams: await streamsOf(c.get('user').id, c.req.valid('query').status),
      } satisfies RecurringStreamsResponse);
    })
    .get('/monthly-cost', zValidatorQuery(z.object({}).strict()), async (c) => {
      // The last 12 calendar months, this one included (so far).
      const to = clock.today();
      const from = startOfMonth(addMonths(to, -11));
      // Exactly the charges the screen's headline adds up (isLiveCharge), loans included.
      const userId = c.get('user').id;
      const charges = (await streamsOf(userId)).filter(isLiveCharge);
      const ids = charges.flatMap((s) => s.transactionIds);
      const months = monthlySeries(await recurringMonthlyCost(db, userId, { from, to }, ids), from, to);
      const totalCents = sumCents(months.map((m) => m.outCents));
      return c.json({ from, to, months, totalCents } satisfies RecurringMonthlyCost);
    })
    .post('/refresh', zEmptyJsonBody(), async (c) => {
      const userId = c.get('user').id;
      await detection.run(userId);
      return c.json({ streams: await streamsOf(userId) } satisfies RecurringStreamsResponse);
    })
    .patch('/:id', zValidatorJson(streamStatusPatchSchema), async (c) => {
      const userId = c.get('user').id;
      const row = await recurringDb.findStreamRow(db, userId, c.req.param('id'));
      if (!row) throw notFound('Recurring item not found.');
      // The app's calendar day (FIXED_TODAY in demos) with the real time of day: "cancelled on" reads right.
      const decidedAt = new Date(`${clock.today()}T${clock.now().toISOString().slice(11)}`);
      await recurringDb.setDecision(db, userId, row, c.req.valid('json').status, decidedAt);
      const decision = (await recurringDb.listDecisions(db, userId)).find(
        (d) => d.streamKey === row.streamKey,
      );
      const business = await chargesBusinessUse(db, userId, row.transactionIds.slice(-1));
      return c.json({
        stream: toStreamDto(row, decision, streamBusinessUse(row, business)),
      } satisfies RecurringStreamResponse);
    });
}
