import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  isObligation,
  type AccountType,
  type MonthlyFlow,
  type NetWorthPoint,
} from '@tourniquet/domain';
import { accounts, balanceSnapshots, transactions } from '../../db/schema/index.ts';
import { createSyncedUser } from '../../testing/bank-fixtures.ts';
import { createTestContext, TEST_TODAY, type TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import type { ReportSummaryDto } from '../../reports/report-summary.ts';

interface HistoryBody {
  points: NetWorthPoint[];
}
interface MonthlyBody {
  months: MonthlyFlow[];
  inCents: number;
  outCents: number;
}

describe('report charts API', () => {
  let ctx: TestContext;
  let client: TestClient;
  let userId: string;
  let accountIds: string[];
  beforeAll(async () => {
    ctx = await createTestContext();
    ({ client, userId, accountIds } = await createSyncedUser(ctx));
  });
  afterAll(() => ctx.close());

  const getJson = async <T>(path: string) => {
    const res = await client.get(path);
    expect(res.status, res.text).toBe(200);
    return res.json as unknown as T;
  };
  const summary = (query: string) => getJson<ReportSummaryDto>(`/api/reports/summary?${query}`);
  const history = (query: string) => getJson<HistoryBody>(`/api/reports/net-worth-history?${query}`);
  const monthly = (query: string) => getJson<MonthlyBody>(`/api/reports/monthly-cash-flow?${query}`);

  /**
   * Net worth at the end of `day` worked out here, without the endpoint's SQL or the domain walk: each
   * account's current balance, undoing every later transaction row by row.
   */
  async function netWorthOn(day: string, ids: string[]) {
    const db = ctx.database.db;
    const own = (await db.select().from(accounts).where(eq(accounts.userId, userId))).filter((a) =>
      ids.includes(a.id),
    );
    const rows = await db.select().from(transactions).where(eq(transactions.userId, userId));
    let total = 0;
    for (const a of own) {
      const owed = isObligation({ ...a, accountType: a.accountType as AccountType, accountTypeCustom: null });
      let balance = a.balanceCurrentCents;
      for (const t of rows) {
        if (t.accountId === a.id && t.date > day && t.date <= TEST_TODAY)
          balance += (owed ? -1 : 1) * t.amountCents;
      }
      total += (owed ? -1 : 1) * Math.abs(balance);
    }
    return total;
  }

  it('stores a snapshot of every account for today after the sync', async () => {
    const rows = await ctx.database.db
      .select()
      .from(balanceSnapshots)
      .where(eq(balanceSnapshots.userId, userId));
    const own = await ctx.database.db.select().from(accounts).where(eq(accounts.userId, userId));
    expect(rows.map((r) => r.accountId).sort()).toEqual(own.map((a) => a.id).sort());
    for (const r of rows) {
      expect(r.day).toBe(TEST_TODAY);
      expect(r.balanceCents).toBe(own.find((a) => a.id === r.accountId)!.balanceCurrentCents);
    }
  });

  it.each(['30', '90', '365', 'this_year'])(
    'period %s: the last point is the net worth Financial Status shows, to the cent',
    async (period) => {
      const [chart, report] = await Promise.all([
        history(`period=${period}&accounts=all`),
        summary(`period=${period}&accounts=all`),
      ]);
      const last = chart.points.at(-1)!;
      expect(last.date).toBe(TEST_TODAY);
      expect(last.netWorthCents).toBe(report.situation.netWorthCents);
      expect(last.assetsCents).toBe(report.situation.assetsCents);
      expect(last.liabilitiesCents).toBe(report.situation.liabilitiesCents);
    },
  );

  it('earlier days walk backwards through the transactions with the net-worth signs', async () => {
    const chart = await history('period=30&accounts=all');
    expect(chart.points).toHaveLength(30);
    for (const p of [chart.points[0]!, chart.points[10]!, chart.points[28]!]) {
      expect(p.netWorthCents, p.date).toBe(await netWorthOn(p.date, accountIds));
    }
  });

  it('one account: a credit card alone charts as a debt', async () => {
    const own = await ctx.database.db.select().from(accounts).where(eq(accounts.userId, userId));
    const card = own.find((a) => a.accountType === 'credit')!;
    const chart = await history(`period=30&accounts=${card.id}`);
    const report = await summary(`period=30&accounts=${card.id}`);
    expect(chart.points.at(-1)!.netWorthCents).toBe(report.situation.netWorthCents);
    expect(chart.points.every((p) => p.assetsCents === 0)).toBe(true);
    const day = chart.points[5]!;
    expect(day.netWorthCents).toBe(await netWorthOn(day.date, [card.id]));
  });

  it('a stored snapshot is used for its day as it is', async () => {
    const day = addDays(TEST_TODAY, -3);
    const [first] = await ctx.database.db.select().from(accounts).where(eq(accounts.userId, userId));
    const before = (await history('period=7&accounts=' + first!.id)).points;
    await ctx.database.db
      .insert(balanceSnapshots)
      .values({ accountId: first!.id, userId, day, balanceCents: 123_456_78 });
    try {
      const after = (await history('period=7&accounts=' + first!.id)).points;
      const owed = isObligation({
        ...first!,
        accountType: first!.accountType as AccountType,
        accountTypeCustom: null,
      });
      expect(after.find((p) => p.date === day)!.netWorthCents).toBe((owed ? -1 : 1) * 123_456_78);
      // Later days still come from today's balance; the day before walks back from the stored one.
      expect(after.at(-1)).toEqual(before.at(-1));
      expect(after.find((p) => p.date === addDays(day, -1))).not.toEqual(
        before.find((p) => p.date === addDays(day, -1)),
      );
    } finally {
      await ctx.database.db
        .delete(balanceSnapshots)
        .where(and(eq(balanceSnapshots.accountId, first!.id), eq(balanceSnapshots.day, day)));
    }
  });

  it('no accounts chosen, no points; a custom range ending in the future stops today', async () => {
    expect((await history('period=30&accounts=business')).points).toEqual([]);
    const chart = await history(
      `period=custom&from=${addDays(TEST_TODAY, -2)}&to=${addDays(TEST_TODAY, 20)}`,
    );
    expect(chart.points.map((p) => p.date)).toEqual([
      addDays(TEST_TODAY, -2),
      addDays(TEST_TODAY, -1),
      TEST_TODAY,
    ]);
  });

  it.each(['30', '90', 'last_month', '365', 'all', 'this_year'])(
    'period %s: money in and out per month add up to the summary, to the cent',
    async (period) => {
      const [chart, report] = await Promise.all([
        monthly(`period=${period}&accounts=all`),
        summary(`period=${period}&accounts=all`),
      ]);
      expect(chart.inCents).toBe(report.cashFlow.earnings.totalCents);
      expect(chart.outCents).toBe(report.cashFlow.spending.totalCents);
      expect(chart.months.reduce((s, m) => s + m.inCents, 0)).toBe(chart.inCents);
      expect(chart.months.reduce((s, m) => s + m.outCents, 0)).toBe(chart.outCents);
      expect(chart.months.length).toBeGreaterThan(0);
    },
  );

  it('money per month for one account matches that account’s summary', async () => {
    for (const id of accountIds) {
      const [chart, report] = await Promise.all([
        monthly(`period=365&accounts=${id}`),
        summary(`period=365&accounts=${id}`),
      ]);
      expect(chart.inCents).toBe(report.cashFlow.earnings.totalCents);
      expect(chart.outCents).toBe(report.cashFlow.spending.totalCents);
    }
  });

  it('months run in order and each month is one calendar month of the period', async () => {
    const chart = await monthly('period=365&accounts=all');
    const months = chart.months.map((m) => m.month);
    expect(months).toEqual([...months].sort());
    expect(new Set(months).size).toBe(months.length);
    expect(months.at(-1)).toBe(TEST_TODAY.slice(0, 7));
  });

  it('bad criteria answer 400 with a clear message and another user’s account 404, as the summary does', async () => {
    const other = await createSyncedUser(ctx);
    const summaryForeign = await client.get(`/api/reports/summary?accounts=${other.accountIds[0]}`);
    type ErrorBody = { error: { code: string; message: string } };
    for (const path of ['/api/reports/net-worth-history', '/api/reports/monthly-cash-flow']) {
      const bad = await client.get(`${path}?period=fortnight`);
      expect(bad.status).toBe(400);
      expect(bad.text).toContain('Choose a report period');
      const reversed = await client.get(`${path}?period=custom&from=2026-05-02&to=2026-05-01`);
      expect(reversed.status).toBe(400);
      const foreign = await client.get(`${path}?accounts=${other.accountIds[0]}`);
      expect(foreign.status).toBe(404);
      const { code, message } = (foreign.json as unknown as ErrorBody).error;
      expect({ code, message }).toEqual({
        code: (summaryForeign.json as unknown as ErrorBody).error.code,
        message: (summaryForeign.json as unknown as ErrorBody).error.message,
      });
    }
  });
});
