import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  netWorth,
  pairedTransferIds,
  PERIOD_ERROR_MESSAGES,
  reportCategory,
  reportFlow,
  reportSide,
  type AccountType,
  type FlowRow,
  type TransactionPage,
} from '@tourniquet/domain';
import { accounts, transactions } from '../../db/schema/index.ts';
import { createSyncedUser } from '../../testing/bank-fixtures.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import type { ReportSummaryDto } from '../../reports/report-summary.ts';

type Side = ReportSummaryDto['cashFlow']['earnings'];

describe('reports API', () => {
  let ctx: TestContext;
  let client: TestClient;
  let userId: string;
  let accountIds: string[];
  beforeAll(async () => {
    ctx = await createTestContext();
    ({ client, userId, accountIds } = await createSyncedUser(ctx));
  });
  afterAll(() => ctx.close());

  const summary = async (query: string) => {
    const res = await client.get(`/api/reports/summary?${query}`);
    expect(res.status, res.text).toBe(200);
    return res.json as unknown as ReportSummaryDto;
  };

  /**
   * Sums straight from the table with the domain's rules in memory (pairedTransferIds, reportFlow,
   * reportCategory): the rows the report claims to total, decided without the report's SQL.
   */
  async function dbSums(from: string, to: string, ids: string[] | null, category?: string | null) {
    const rows = (
      await ctx.database.db.select().from(transactions).where(eq(transactions.userId, userId))
    ).map((t): FlowRow => t);
    const paired = pairedTransferIds(rows);
    let earnings = 0;
    let spending = 0;
    for (const row of rows) {
      if (row.date < from || row.date > to || (ids && !ids.includes(row.accountId))) continue;
      if (reportFlow(row, paired.has(row.id)) === 'moved') continue;
      if (category !== undefined && reportCategory(row) !== category) continue;
      // Income is earnings; every other category is spending, a refund lowering it (reportSide).
      if (reportSide(row) === 'earnings') earnings -= row.amountCents;
      else spending += row.amountCents;
    }
    return { earnings, spending };
  }

  async function expectTotalsMatchRows(report: ReportSummaryDto, ids: string[] | null) {
    const { from, to } = report.period;
    const all = await dbSums(from, to, ids);
    const { earnings, spending, netIncomeCents } = report.cashFlow;
    expect(earnings.totalCents).toBe(all.earnings);
    expect(spending.totalCents).toBe(all.spending);
    expect(netIncomeCents).toBe(all.earnings - all.spending);
    const check = async (side: Side, key: 'earnings' | 'spending') => {
      for (const row of side.categories) {
        expect(row.amountCents).toBe((await dbSums(from, to, ids, row.category))[key]);
      }
    };
    await check(earnings, 'earnings');
    await check(spending, 'spending');
  }

  it('requires a session', async () => {
    const anon = new TestClient(ctx.app, ctx.env.PUBLIC_URL);
    expect((await anon.get('/api/reports/summary')).status).toBe(401);
    expect((await anon.get('/api/reports/transactions.csv')).status).toBe(401);
    expect((await anon.get('/api/reports/today')).status).toBe(401);
  });

  it('defaults to the last 30 days of all accounts, with totals equal to the rows behind them', async () => {
    const report = await summary('');
    expect(report.period).toEqual({ key: '30', from: '2026-10-23', to: '2026-11-21', empty: false });
    expect(report.accounts).toEqual({ selection: 'all', accountIds: null });
    expect(report.cashFlow.spending.categories.length).toBeGreaterThan(2);
    expect(report.cashFlow.earnings.totalCents).toBeGreaterThan(0);
    await expectTotalsMatchRows(report, null);
    const labels = report.cashFlow.spending.categories.map((c) => c.label);
    expect(labels).toContain('Food & Drink');
    expect(report.cashFlow.verdict).toMatch(/^(Not too bad|Careful)/);
  });

  it('reports net worth from the balances of the selected accounts', async () => {
    const report = await summary('period=30');
    const rows = await ctx.database.db.select().from(accounts).where(eq(accounts.userId, userId));
    const expected = netWorth(
      rows.map((a) => ({ ...a, accountType: a.accountType as AccountType, accountTypeCustom: null })),
    );
    const { situation } = report;
    expect(situation.netWorthCents).toBe(expected.netWorthCents);
    expect(situation.assetsCents).toBe(expected.assetsCents);
    const grouped = situation.groups.flatMap((g) => g.accounts.map((a) => a.id)).sort();
    expect(grouped).toEqual([...accountIds].sort());
    const byKey = Object.fromEntries(situation.groups.map((g) => [g.key, g]));
    expect(byKey.bank!.accounts.length).toBeGreaterThan(0);
    expect(byKey.credit!.accounts.length).toBeGreaterThan(0);
    for (const g of situation.groups) {
      expect(g.totalCents).toBe(g.accounts.reduce((s, a) => s + a.balanceCents, 0));
    }
  });

  it('earns exactly the pay and interest of the last 90 days, to the cent', async () => {
    const report = await summary('period=90');
    const { from, to } = report.period;
    const income = await ctx.database.db
      .select({ amountCents: transactions.amountCents })
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, userId),
          gte(transactions.date, from),
          lte(transactions.date, to),
          inArray(transactions.pfcDetailed, ['INCOME_WAGES', 'INCOME_SALARY', 'INCOME_INTEREST_EARNED']),
        ),
      );
    expect(income.length).toBeGreaterThan(6);
    const earned = -income.reduce((sum, t) => sum + t.amountCents, 0);
    expect(report.cashFlow.earnings.totalCents).toBe(earned);
    // Pay and interest are one PFC primary, Income, opening into its detailed categories.
    expect(report.cashFlow.earnings.categories.map((c) => c.label)).toEqual(['Income']);
    const details = report.cashFlow.earnings.categories[0]!.details.map((d) => d.label).sort();
    expect(details).toEqual(['Interest Earned', 'Wages & Salary']);
  });

  it('keeps money moved between own accounts out of earnings and spending, and says how much it is', async () => {
    const report = await summary('period=365');
    await expectTotalsMatchRows(report, null);
    const moved = report.cashFlow.internalMovements;
    expect(moved.inCents).toBeGreaterThan(0);
    expect(moved.outCents).toBeGreaterThan(0);
    const earned = report.cashFlow.earnings.categories.map((c) => c.label);
    expect(earned).toEqual(['Income']);
    // The card's autopay from checking and the card's side of it are moved, every one of them.
    const list = async (extra: string) => {
      const query = `from=${report.period.from}&merchant=PAY&limit=200${extra}`;
      const page = (await client.get(`/api/transactions?${query}`)).json as unknown as TransactionPage;
      return page.transactions.filter((t) => /AUTOPAY|AUTOMATIC PAYMENT/.test(t.description)).length;
    };
    expect(await list('')).toBeGreaterThan(2);
    expect(await list('&flow=moved')).toBe(await list(''));
  });

  it('resolves periods with the server clock, including custom ranges', async () => {
    expect((await client.get('/api/reports/today')).json).toEqual({ today: '2026-11-21' });
    expect((await summary('period=7')).period).toMatchObject({ from: '2026-11-15', to: '2026-11-21' });
    expect((await summary('period=last_month')).period).toMatchObject({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect((await summary('period=all')).period).toMatchObject({ from: '1970-01-01', to: '2026-11-21' });
    const custom = await summary('period=custom&from=2026-09-01&to=2026-09-30');
    expect(custom.period).toEqual({ key: 'custom', from: '2026-09-01', to: '2026-09-30', empty: false });
    await expectTotalsMatchRows(custom, null);
    ctx.clock.setToday('2026-12-05');
    try {
      expect((await summary('period=7')).period).toMatchObject({ from: '2026-11-29', to: '2026-12-05' });
    } finally {
      ctx.clock.setToday('2026-11-21');
    }
  });

  it('rejects a custom period without valid dates, and unknown periods', async () => {
    const missing = await client.get('/api/reports/summary?period=custom&from=2026-09-01');
    expect(missing.status).toBe(400);
    expect(missing.json.error).toMatchObject({ message: PERIOD_ERROR_MESSAGES.CUSTOM_RANGE_MISSING });
    const reversed = await client.get('/api/reports/summary?period=custom&from=2026-09-30&to=2026-09-01');
    expect(reversed.status).toBe(400);
    expect(reversed.json.error).toMatchObject({ message: PERIOD_ERROR_MESSAGES.CUSTOM_RANGE_REVERSED });
    const invalid = await client.get('/api/reports/summary?period=custom&from=2026-02-30&to=2026-03-01');
    expect(invalid.json.error).toMatchObject({ message: PERIOD_ERROR_MESSAGES.CUSTOM_RANGE_INVALID_DATE });
    const unknown = await client.get('/api/reports/summary?period=fortnight');
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toMatchObject({ fields: { period: 'Choose a report period' } });
    expect((await client.get('/api/reports/transactions.csv?period=custom')).status).toBe(400);
  });

  it('selects personal, business, one account or several', async () => {
    const [businessId, otherId] = accountIds;
    const configured = await client.put('/api/accounts/configs', {
      account_configs: [{ account_id: businessId, account_type: 'business' }],
    });
    expect(configured.status, configured.text).toBe(200);
    const business = await summary('period=90&accounts=business');
    expect(business.accounts.accountIds).toEqual([businessId]);
    expect(business.situation.groups.flatMap((g) => g.accounts.map((a) => a.id))).toEqual([businessId]);
    await expectTotalsMatchRows(business, [businessId!]);
    const personal = await summary('period=90&accounts=personal');
    expect(personal.accounts.accountIds).toHaveLength(accountIds.length - 1);
    expect(personal.accounts.accountIds).not.toContain(businessId);
    await expectTotalsMatchRows(personal, personal.accounts.accountIds);
    const two = await summary(`period=90&accounts=${businessId},${otherId}`);
    expect(two.accounts).toEqual({
      selection: `${businessId},${otherId}`,
      accountIds: [businessId, otherId],
    });
    await expectTotalsMatchRows(two, [businessId!, otherId!]);
    expect(business.cashFlow.spending.totalCents + personal.cashFlow.spending.totalCents).toBe(
      (await summary('period=90')).cashFlow.spending.totalCents,
    );
  });

  it("answers 404 for another user's account, and never shows its data", async () => {
    const other = await createVerifiedUser(ctx);
    const mine = await client.get(`/api/reports/summary?accounts=${accountIds[0]}`);
    expect(mine.status).toBe(200);
    const foreign = await other.client.get(`/api/reports/summary?accounts=${accountIds[0]}`);
    expect(foreign.status).toBe(404);
    expect(foreign.json.error).toMatchObject({
      code: 'not_found',
      message: 'Account not found or access denied.',
    });
    expect(foreign.text).not.toContain('Checking');
    expect((await other.client.get(`/api/reports/transactions.csv?accounts=${accountIds[0]}`)).status).toBe(
      404,
    );
    expect((await client.get('/api/reports/summary?accounts=nope')).status).toBe(404);
  });

  it('gives an empty user zero totals and no accounts', async () => {
    const empty = await createVerifiedUser(ctx);
    const res = await empty.client.get('/api/reports/summary?period=all');
    const report = res.json as unknown as ReportSummaryDto;
    expect(report.situation.netWorthCents).toBe(0);
    expect(report.situation.verdict).toBe('Looking good. You have positive net worth');
    expect(report.situation.groups.every((g) => g.accounts.length === 0)).toBe(true);
    expect(report.cashFlow).toMatchObject({ netIncomeCents: 0, earnings: { totalCents: 0, categories: [] } });
    expect((await empty.client.get('/api/reports/summary?accounts=business')).status).toBe(200);
    const csv = await empty.client.get('/api/reports/transactions.csv');
    expect(csv.text).toBe('Date,Description,Merchant,Amount,Category,Account,Type,Counts As,Status\r\n');
  });
});
