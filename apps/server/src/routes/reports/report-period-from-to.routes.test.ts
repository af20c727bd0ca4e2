import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERIOD_ERROR_MESSAGES } from '@tourniquet/domain';
import { createSyncedUser } from '../../testing/bank-fixtures.ts';
import { pdfPages } from '../../testing/pdf-text.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';

// Issue 35: `from` and `to` without `period` mean a custom period on every report route, as picking a date
// does on the filter bar (they were ignored, and the report answered the last 30 days).
const ROUTES = [
  '/api/reports/summary',
  '/api/reports/net-worth-history',
  '/api/reports/monthly-cash-flow',
  '/api/reports/transactions.csv',
  '/api/reports/spending.pdf',
  '/api/reports/goals.pdf',
  '/api/goals/progress',
  '/api/business/profit-and-loss',
];
const RANGE = 'from=2026-08-03&to=2026-09-12';
const PREMIUM_CODE = 'KILL-THE-BILLS'; // one of env.ts's default premium codes

describe('report routes: from and to without period', () => {
  let ctx: TestContext;
  let client: TestClient;
  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21', env: { RATE_LIMIT_MULTIPLIER: '100' } });
    ({ client } = await createSyncedUser(ctx));
    expect((await client.post('/api/profile/premium', { code: PREMIUM_CODE })).status).toBe(200);
    const goal = await client.put('/api/goals', {
      category: 'FOOD_AND_DRINK',
      goalType: 'expense',
      amountCents: 20_000,
    });
    expect(goal.status, goal.text).toBe(200);
  });
  afterAll(() => ctx.close());

  /** The answer as comparable text: JSON and CSV as sent, a PDF by the text of its pages. */
  async function answer(path: string, query: string): Promise<string> {
    const res = await client.raw(`${path}?${query}`);
    expect(res.status, `${path}?${query}`).toBe(200);
    if (path.endsWith('.pdf')) return (await pdfPages(new Uint8Array(await res.arrayBuffer()))).join('\n');
    return res.text();
  }

  it('answers the custom period, on every report route', async () => {
    for (const path of ROUTES) {
      const bare = await answer(path, RANGE);
      expect(bare, path).toBe(await answer(path, `period=custom&${RANGE}`));
      expect(bare, path).not.toBe(await answer(path, ''));
    }
  });

  it('says the custom period it answered', async () => {
    const summary = (await client.get(`/api/reports/summary?${RANGE}`)).json as unknown as {
      period: { key: string; from: string; to: string };
    };
    expect(summary.period).toEqual({ key: 'custom', from: '2026-08-03', to: '2026-09-12', empty: false });
    const plResponse = await client.get(`/api/business/profit-and-loss?${RANGE}`);
    expect(plResponse.status, plResponse.text).toBe(200);
    const pl = plResponse.json as unknown as { period: unknown };
    expect(pl.period).toEqual({ key: 'custom', from: '2026-08-03', to: '2026-09-12' });
    const goals = (await client.get(`/api/goals/progress?${RANGE}`)).json as Record<string, unknown>;
    expect(goals).toMatchObject({ period: 'custom', from: '2026-08-03', to: '2026-09-12' });
    // A period given still wins over the dates, as before.
    const last7 = (await client.get(`/api/reports/summary?period=7&${RANGE}`))
      .json as unknown as typeof summary;
    expect(last7.period).toMatchObject({ key: '7', from: '2026-11-15', to: '2026-11-21' });
  });

  it('refuses a bad or missing date with the custom period messages, naming the field', async () => {
    const cases: [string, string, string][] = [
      ['from=2026-09-01', 'to', PERIOD_ERROR_MESSAGES.CUSTOM_RANGE_MISSING],
      ['to=2026-09-01', 'from', PERIOD_ERROR_MESSAGES.CUSTOM_RANGE_MISSING],
      ['from=2026-02-30&to=2026-03-01', 'from', PERIOD_ERROR_MESSAGES.CUSTOM_RANGE_INVALID_DATE],
      ['from=2026-02-01&to=2026-13-01', 'to', PERIOD_ERROR_MESSAGES.CUSTOM_RANGE_INVALID_DATE],
      ['from=1800-01-01&to=2026-03-01', 'from', PERIOD_ERROR_MESSAGES.CUSTOM_RANGE_OUT_OF_BOUNDS],
      ['from=2026-09-30&to=2026-09-01', 'to', PERIOD_ERROR_MESSAGES.CUSTOM_RANGE_REVERSED],
    ];
    for (const path of ['/api/reports/summary', '/api/business/profit-and-loss', '/api/goals/progress']) {
      for (const [query, field, message] of cases) {
        const res = await client.get(`${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBe(400);
        expect(res.json.error, `${path}?${query}`).toMatchObject({ message, fields: { [field]: message } });
      }
    }
    const csv = await client.raw('/api/reports/transactions.csv?from=2026-09-01');
    expect(csv.status).toBe(400);
  });
});
