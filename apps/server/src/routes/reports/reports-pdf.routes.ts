import { Hono } from 'hono';
import type { AuthVariables } from '../../auth/require-user.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { onePerUser } from '../../http/one-per-user.ts';
import { zValidatorQuery } from '../../http/validate.ts';
import { buildGoalsPdf, buildSpendingPdf } from '../../reports/report-pdfs.ts';
import { reportQuerySchema } from '../../reports/report-criteria.ts';

function pdfResponse(bytes: Uint8Array<ArrayBuffer>, fileName: string): Response {
  return new Response(bytes, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'no-store',
    },
  });
}

/**
 * GET /spending.pdf: My Spending Analysis for the Display Criteria (the summary's query and schema), as a
 * download named spending-analysis-{today}.pdf.
 * GET /goals.pdf: My Money Goals for the same criteria, premium only (403 premium_required), as
 * goals-{today}.pdf.
 * A PDF is laid out on this thread (pdfkit), so it counts as a download: one at a time per user, shared
 * with GET /api/export (429 otherwise).
 */
export function reportsPdfRoutes(deps: { db: Db; clock: Clock; productName: string }) {
  const { db, clock, productName } = deps;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/spending.pdf', onePerUser(db, 'export'), zValidatorQuery(reportQuerySchema), async (c) => {
      const today = clock.today();
      const bytes = await buildSpendingPdf(
        { db, productName },
        c.get('user').id,
        c.req.valid('query'),
        today,
      );
      return pdfResponse(bytes, `spending-analysis-${today}.pdf`);
    })
    .get('/goals.pdf', onePerUser(db, 'export'), zValidatorQuery(reportQuerySchema), async (c) => {
      const today = clock.today();
      const bytes = await buildGoalsPdf({ db, productName }, c.get('user').id, c.req.valid('query'), today);
      return pdfResponse(bytes, `goals-${today}.pdf`);
    });
}
