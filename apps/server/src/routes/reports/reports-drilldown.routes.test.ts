import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_CATEGORY_FILTER, transactionQueryString, type TransactionPage } from '@tourniquet/domain';
import { createSyncedUser } from '../../testing/bank-fixtures.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import type { ReportSummaryDto } from '../../reports/report-summary.ts';

// The Financial Status drill-down lists a category's rows through GET /api/transactions; every total on
// the summary must be exactly the sum of the rows that list shows.
describe('report totals and their drill-down lists', () => {
  let ctx: TestContext;
  let client: TestClient;
  beforeAll(async () => {
    ctx = await createTestContext();
    ({ client } = await createSyncedUser(ctx));
  });
  afterAll(() => ctx.close());

  async function listedSum(filter: Parameters<typeof transactionQueryString>[0]) {
    let sum = 0;
    let cursor: string | null = null;
    do {
      const res = await client.get(
        `/api/transactions?${transactionQueryString(filter, { cursor, limit: 200 })}`,
      );
      expect(res.status, res.text).toBe(200);
      const page = res.json as unknown as TransactionPage;
      sum += page.transactions.reduce((s, t) => s + Math.abs(t.amountCents), 0);
      cursor = page.nextCursor;
    } while (cursor);
    return sum;
  }

  it('reconciles every category row to the cent', async () => {
    const res = await client.get('/api/reports/summary?period=90');
    const report = res.json as unknown as ReportSummaryDto;
    const { from, to } = report.period;
    for (const [type, side] of [
      ['income', report.cashFlow.earnings],
      ['expense', report.cashFlow.spending],
    ] as const) {
      expect(side.categories.length).toBeGreaterThan(0);
      let total = 0;
      for (const row of side.categories) {
        const category = row.category ?? NO_CATEGORY_FILTER;
        const listed = await listedSum({ from, to, category, type, flow: 'counted' });
        expect(listed, `${type} ${row.label}`).toBe(row.amountCents);
        total += row.amountCents;
      }
      expect(total).toBe(side.totalCents);
    }
  });

  it('reconciles the money moved between own accounts to the cent, each way', async () => {
    const report = (await client.get('/api/reports/summary?period=90')).json as unknown as ReportSummaryDto;
    const { from, to } = report.period;
    const moved = report.cashFlow.internalMovements;
    expect(moved.outCents).toBeGreaterThan(0);
    expect(await listedSum({ from, to, type: 'income', flow: 'moved' })).toBe(moved.inCents);
    expect(await listedSum({ from, to, type: 'expense', flow: 'moved' })).toBe(moved.outCents);
  });
});
