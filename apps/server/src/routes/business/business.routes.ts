import { Hono } from 'hono';
import type { ProfitAndLoss, ScheduleC, TaxSetAside, TaxSettings } from '@tourniquet/domain/contracts';
import { scheduleCQuerySchema, taxSettingsSchema } from '@tourniquet/domain/contracts';
import type { AuthVariables } from '../../auth/require-user.ts';
import {
  buildScheduleCCsv,
  buildScheduleCPdf,
  loadProfitAndLoss,
  loadScheduleC,
} from '../../business/load-business-books.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { onePerUser } from '../../http/one-per-user.ts';
import { zValidatorJson, zValidatorQuery } from '../../http/validate.ts';
import { loadTaxSetAside } from '../../business/load-tax-set-aside.ts';
import { saveTaxRatePercent } from '../../db/queries/tax-settings.ts';
import { reportQuerySchema } from '../../reports/report-criteria.ts';

/**
 * Business books.
 * GET /profit-and-loss: income and expenses by business category for the Display Criteria.
 * GET /schedule-c?year=&accounts=: each Schedule C line for a tax year (this year when left out), as JSON,
 * and as schedule-c-{year}.csv and .pdf downloads (a PDF is a download: one at a time per user).
 * GET /tax-set-aside?year=: what to set aside and pay at each federal due date; PUT /tax-settings: the rate.
 */
export function businessRoutes(deps: { db: Db; clock: Clock; productName: string }) {
  const { db, clock, productName } = deps;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/profit-and-loss', zValidatorQuery(reportQuerySchema), async (c) => {
      return c.json(
        (await loadProfitAndLoss(
          db,
          c.get('user').id,
          c.req.valid('query'),
          clock.today(),
        )) satisfies ProfitAndLoss,
      );
    })
    .get('/schedule-c', zValidatorQuery(scheduleCQuerySchema), async (c) => {
      const { scheduleC } = await loadScheduleC(db, c.get('user').id, c.req.valid('query'), clock.today());
      return c.json(scheduleC satisfies ScheduleC);
    })
    .get('/tax-set-aside', zValidatorQuery(scheduleCQuerySchema), async (c) => {
      const today = clock.today();
      const { year = Number(today.slice(0, 4)), accounts } = c.req.valid('query');
      return c.json(
        (await loadTaxSetAside(db, c.get('user').id, year, today, accounts)) satisfies TaxSetAside,
      );
    })
    .put('/tax-settings', zValidatorJson(taxSettingsSchema), async (c) => {
      const { ratePercent } = c.req.valid('json');
      await saveTaxRatePercent(db, c.get('user').id, ratePercent);
      return c.json({ ratePercent } satisfies TaxSettings);
    })
    .get('/schedule-c.csv', zValidatorQuery(scheduleCQuerySchema), async (c) => {
      const { year, csv } = await buildScheduleCCsv(
        db,
        c.get('user').id,
        c.req.valid('query'),
        clock.today(),
      );
      return new Response(csv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="schedule-c-${year}.csv"`,
          'Cache-Control': 'no-store',
        },
      });
    })
    .get('/schedule-c.pdf', onePerUser(db, 'export'), zValidatorQuery(scheduleCQuerySchema), async (c) => {
      const { year, bytes } = await buildScheduleCPdf(
        { db, productName },
        c.get('user').id,
        c.req.valid('query'),
        clock.today(),
      );
      return new Response(bytes, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="schedule-c-${year}.pdf"`,
          'Content-Length': String(bytes.byteLength),
          'Cache-Control': 'no-store',
        },
      });
    });
}
