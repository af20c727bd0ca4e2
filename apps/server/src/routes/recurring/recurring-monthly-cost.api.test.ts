import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../db/schema/index.ts';
import { createSyncedUser } from '../../testing/bank-fixtures.ts';
import { createTestContext, TEST_TODAY, type TestContext } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import type {
  RecurringMonthlyCost as MonthlyCost,
  RecurringStreamDto as StreamDto,
} from '@tourniquet/domain/contracts';

describe('GET /api/recurring/monthly-cost', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const costOf = async (client: TestClient) => {
    const res = await client.get('/api/recurring/monthly-cost');
    expect(res.status, res.text).toBe(200);
    return res.json as unknown as MonthlyCost;
  };

  /**
   * The same months worked out here from the transactions table and exactly the streams Cancel
   * Subscriptions' headline adds up: running subscriptions, bills and loans, not dismissed or cancelled.
   */
  async function expectedMonths(client: TestClient, userId: string, from: string, to: string) {
    const streams = (await client.get('/api/recurring')).json.streams as unknown as StreamDto[];
    const ids = new Set(
      streams
        .filter((s) => s.direction === 'outflow' && ['subscription', 'bill', 'loan'].includes(s.kind))
        .filter((s) => s.status === 'active' && s.active)
        .flatMap((s) => s.transactionIds),
    );
    const rows = await ctx.database.db.select().from(transactions).where(eq(transactions.userId, userId));
    const byMonth = new Map<string, number>();
    for (const t of rows) {
      if (!ids.has(t.id) || t.date < from || t.date > to) continue;
      byMonth.set(t.date.slice(0, 7), (byMonth.get(t.date.slice(0, 7)) ?? 0) + t.amountCents);
    }
    return byMonth;
  }

  it('requires a session', async () => {
    expect(
      (await new TestClient(ctx.app, ctx.env.PUBLIC_URL).get('/api/recurring/monthly-cost')).status,
    ).toBe(401);
  });

  it('sums the charges the headline counts (loans too) per month, 12 months to today, to the cent', async () => {
    const user = await createSyncedUser(ctx);
    const cost = await costOf(user.client);
    expect(cost.to).toBe(TEST_TODAY);
    expect(cost.from).toBe('2025-12-01');
    expect(cost.months.map((m) => m.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    const expected = await expectedMonths(user.client, user.userId, cost.from, cost.to);
    for (const m of cost.months) expect(m.outCents, m.month).toBe(expected.get(m.month) ?? 0);
    expect(cost.totalCents).toBe(cost.months.reduce((s, m) => s + m.outCents, 0));
    expect(cost.totalCents).toBeGreaterThan(0);
    // The household pays a loan: its payments are in the chart, as they are in the headline.
    const streams = (await user.client.get('/api/recurring')).json.streams as unknown as StreamDto[];
    const loan = streams.find((s) => s.kind === 'loan' && s.active && s.status === 'active');
    expect(loan, 'a running loan in the household').toBeDefined();
    const loanCharge = (
      await ctx.database.db.select().from(transactions).where(eq(transactions.userId, user.userId))
    ).find((t) => loan!.transactionIds.includes(t.id) && t.date >= cost.from)!;
    expect(expected.get(loanCharge.date.slice(0, 7))).toBeGreaterThanOrEqual(loanCharge.amountCents);
  });

  it('"Not a subscription" takes a stream\'s charges out; undoing puts them back', async () => {
    const user = await createSyncedUser(ctx);
    const before = await costOf(user.client);
    const streams = (await user.client.get('/api/recurring')).json.streams as unknown as StreamDto[];
    const stream = streams.find(
      (s) => s.direction === 'outflow' && s.kind === 'subscription' && s.lastDate >= before.from,
    )!;
    expect(
      (await user.client.request('PATCH', `/api/recurring/${stream.id}`, { status: 'dismissed' })).status,
    ).toBe(200);
    const after = await costOf(user.client);
    expect(after.totalCents).toBeLessThan(before.totalCents);
    const expected = await expectedMonths(user.client, user.userId, after.from, after.to);
    for (const m of after.months) expect(m.outCents, m.month).toBe(expected.get(m.month) ?? 0);
    await user.client.request('PATCH', `/api/recurring/${stream.id}`, { status: 'active' });
    expect((await costOf(user.client)).totalCents).toBe(before.totalCents);
  });

  it('a user without streams gets 12 months of zeros; unknown query fields are refused', async () => {
    const user = await createVerifiedUser(ctx);
    const cost = await costOf(user.client);
    expect(cost.months).toHaveLength(12);
    expect(cost.totalCents).toBe(0);
    const res = await user.client.get('/api/recurring/monthly-cost?userId=someone');
    expect(res.status).toBe(400);
  });
});
