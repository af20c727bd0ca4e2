import { Hono } from 'hono';
import type { NetWorthHistory, ReportSummary } from '@tourniquet/domain/contracts';
import {
  rowCategoryLabel,
  csvFileName,
  TRANSACTIONS_CSV_PREFIX,
  transactionsCsv,
  type CsvFlow,
  type TransactionDto,
} from '@tourniquet/domain';
import type { MonthlyCashFlow, ServerToday } from '@tourniquet/domain/contracts';
import type { AuthVariables } from '../../auth/require-user.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { csvLineKey, reportCsvFlows } from '../../db/queries/report-csv-flows.ts';
import { onePerUser } from '../../http/one-per-user.ts';
import { releaseWhenStreamEnds } from '../../http/request-holds.ts';
import { reportCsvPages } from '../../db/queries/report-csv-pages.ts';
import { zValidatorQuery } from '../../http/validate.ts';
import { reportQuerySchema, resolveReportCriteria } from '../../reports/report-criteria.ts';
import { loadReportSummary } from '../../reports/load-report-summary.ts';
import { loadMonthlyCashFlow } from '../../reports/load-monthly-cash-flow.ts';
import { netWorthHistoryDto } from './net-worth-history.ts';

const CSV_HEADER_LINE_LENGTH = transactionsCsv([]).length;

/** `flows`: how each line counts on the spending screen (report-csv-flows.ts), the Counts As column. */
function csvLines(rows: TransactionDto[], flows: ReadonlyMap<string, CsvFlow>): string {
  const csv = transactionsCsv(
    rows.map((t) => ({
      date: t.date,
      description: t.description,
      // The payee the screen shows (the bank's merchant name, else one read from the description).
      merchantName: t.displayMerchant || t.merchantName,
      amountCents: t.amountCents,
      // The spec's Category column holds the row's one category (a split part's own), by its friendly PFC label.
      category: rowCategoryLabel(t.personalCategory),
      accountName: t.accountName,
      pending: t.pending,
      flow: flows.get(csvLineKey(t)) ?? 'spending',
    })),
  );
  return csv.slice(CSV_HEADER_LINE_LENGTH); // the header is written once, before the first page
}

/**
 * GET /summary: My Situation and My Spending for the Display Criteria (aggregated in SQL).
 * GET /transactions.csv: the spec's financial-status CSV of the same rows, streamed a page at a time
 *   (report-csv-pages.ts); one download per user at a time, held until its last page.
 * GET /net-worth-history: net worth at the end of each charted day of the period (Financial Status chart).
 * GET /monthly-cash-flow: money in and out per month, the summary's rows grouped by month (My Money chart),
 *   kept under the report version as the summary is.
 */
export function reportsRoutes(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/today', (c) => c.json({ today: clock.today() } satisfies ServerToday))
    .get('/summary', zValidatorQuery(reportQuerySchema), async (c) => {
      const { summary } = await loadReportSummary(db, c.get('user').id, c.req.valid('query'), clock.today());
      return c.json(summary satisfies ReportSummary);
    })
    .get('/net-worth-history', zValidatorQuery(reportQuerySchema), async (c) => {
      const userId = c.get('user').id;
      const today = clock.today();
      const criteria = await resolveReportCriteria(db, userId, c.req.valid('query'), today);
      return c.json((await netWorthHistoryDto(db, userId, criteria, today)) satisfies NetWorthHistory);
    })
    .get('/monthly-cash-flow', zValidatorQuery(reportQuerySchema), async (c) => {
      const flow = await loadMonthlyCashFlow(db, c.get('user').id, c.req.valid('query'), clock.today());
      return c.json(flow satisfies MonthlyCashFlow);
    })
    .get('/transactions.csv', onePerUser(db, 'export'), zValidatorQuery(reportQuerySchema), async (c) => {
      const userId = c.get('user').id;
      const today = clock.today();
      const criteria = await resolveReportCriteria(db, userId, c.req.valid('query'), today);
      const { from, to } = criteria.period;
      const accountIds = criteria.accountIds ?? undefined;
      const encoder = new TextEncoder();
      const pages =
        criteria.accountIds?.length === 0 ? null : reportCsvPages(db, userId, { from, to, accountIds });
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode(transactionsCsv([])));
        },
        async pull(controller) {
          const next = pages ? await pages.next() : { done: true as const };
          if (next.done) return controller.close();
          controller.enqueue(
            encoder.encode(csvLines(next.value, await reportCsvFlows(db, { userId, from, to }, next.value))),
          );
        },
        async cancel() {
          await pages?.return(undefined);
        },
      });
      // The per-user lock (and the back-pressure slot) last until the last page is read, not until now.
      return new Response(releaseWhenStreamEnds(c, body), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${csvFileName(TRANSACTIONS_CSV_PREFIX, today)}"`,
          'Cache-Control': 'no-store',
        },
      });
    });
}
