import { and, count, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { cleanMerchantName, csvTextCell, csvTextRows, PFC_V1 } from '@tourniquet/domain';
import type { ReportSummary } from '@tourniquet/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../db/schema/index.ts';
import { createSyncedUser } from '../../testing/bank-fixtures.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';

const HEADER = 'Date,Description,Merchant,Amount,Category,Account,Type,Counts As,Status';

describe('GET /api/reports/transactions.csv', () => {
  let ctx: TestContext;
  let client: TestClient;
  let userId: string;
  let accountIds: string[];
  beforeAll(async () => {
    ctx = await createTestContext();
    ({ client, userId, accountIds } = await createSyncedUser(ctx));
  });
  afterAll(() => ctx.close());

  const rowCount = async (from: string, to: string, ids?: string[]) => {
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, userId),
          gte(transactions.date, from),
          lte(transactions.date, to),
          ids ? inArray(transactions.accountId, ids) : undefined,
        ),
      );
    return Number(row!.n);
  };
  const lines = (text: string) => text.split('\r\n').slice(0, -1);

  it('downloads every row of the period as an attachment named for today', async () => {
    const res = await client.get('/api/reports/transactions.csv?period=30');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="financial-status-2026-11-21.csv"',
    );
    const [header, ...rows] = lines(res.text);
    expect(header).toBe(HEADER);
    expect(rows).toHaveLength(await rowCount('2026-10-23', '2026-11-21'));
    expect(res.text.endsWith('\r\n')).toBe(true);
    // Newest first, like the transaction table.
    const dates = rows.map((r) => r.slice(0, 10));
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(
      rows.every((r) =>
        /,(Income|Expense),(Earnings|Spending|Refund|Moved between your accounts|Paid to people),(Pending|Completed)$/.test(
          r,
        ),
      ),
    ).toBe(true);
  });

  it('streams more rows than one page holds without losing or repeating any', async () => {
    const res = await client.get('/api/reports/transactions.csv?period=all');
    const rows = lines(res.text).slice(1);
    const total = await rowCount('1970-01-01', '2026-11-21');
    expect(total).toBeGreaterThan(1000); // more than one page of CSV_PAGE_SIZE
    expect(rows).toHaveLength(total);
    expect(new Set(rows).size).toBeGreaterThan(total * 0.5);
  });

  it('names each row by its one category, the friendly PFC label, never the legacy words', async () => {
    const res = await client.get('/api/reports/transactions.csv?period=90');
    const rows = lines(res.text).slice(1);
    const labels = [...PFC_V1.map((row) => row.label), 'Other'].map((label) => csvTextCell(label));
    const categoryOf = (row: string) => labels.find((label) => row.includes(`,${label},`));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => categoryOf(row) === undefined)).toEqual([]);
    expect(rows.some((row) => row.includes(',Groceries,'))).toBe(true);
    expect(rows.filter((row) => /,(Shops|Food And Drink|Travel|Service|Payment),/.test(row))).toEqual([]);
  });

  it('names the merchant as the screen does, also where the bank gave no merchant name', async () => {
    const res = await client.get('/api/reports/transactions.csv?period=30');
    const rows = csvTextRows(res.text).slice(1);
    const unnamed = await ctx.database.db
      .select({ description: transactions.description, stored: transactions.merchantDisplayName })
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, userId),
          gte(transactions.date, '2026-10-23'),
          isNull(transactions.merchantName),
        ),
      );
    // The bank names no merchant on some rows of the period; the screen still shows a payee for them.
    expect(unnamed.length).toBeGreaterThan(0);
    expect(rows.filter((cells) => cells[2] === '')).toEqual([]);
    const { description, stored } = unnamed[0]!;
    const row = rows.find((cells) => cells[1] === description);
    expect(row?.[2]).toBe(stored ?? cleanMerchantName(description, null));
  });

  it('follows the account selection and the custom period', async () => {
    const one = accountIds[0]!;
    const res = await client.get(
      `/api/reports/transactions.csv?period=custom&from=2026-08-01&to=2026-08-31&accounts=${one}`,
    );
    const rows = lines(res.text).slice(1);
    expect(rows).toHaveLength(await rowCount('2026-08-01', '2026-08-31', [one]));
    expect(rows.every((r) => r.startsWith('2026-08-'))).toBe(true);
  });

  it("adds Counts As beside Type, and the file's sums by it are the spending screen's figures", async () => {
    // A payment to a person (issue 36, docs/decisions/024): neither earnings, spending nor moved.
    await ctx.database.db.insert(transactions).values({
      userId,
      accountId: accountIds[0]!,
      date: '2026-11-18',
      description: 'ZELLE PAYMENT TO JOHN SMITH',
      merchantName: 'John Smith',
      merchantKey: 'person:john smith',
      category: ['Transfer'],
      personalPrimary: 'TRANSFER_OUT',
      personalDetailed: 'TRANSFER_OUT_ACCOUNT_TRANSFER',
      amountCents: 6_000,
      pending: false,
    });
    // period=all crosses many 100-row pages: a pair whose sides fall on two pages still reads as moved.
    for (const query of ['period=90', `period=90&accounts=${accountIds[0]}`, 'period=all']) {
      const csv = await client.get(`/api/reports/transactions.csv?${query}`);
      const summary = (await client.get(`/api/reports/summary?${query}`)).json as unknown as ReportSummary;
      const [header, ...rows] = csvTextRows(csv.text);
      expect(header).toEqual(HEADER.split(','));
      const sum = (countsAs: string, sign?: 'in' | 'out') =>
        rows
          .filter((r) => r[7] === countsAs)
          .map((r) => Math.round(Number(r[3]) * 100))
          .filter((cents) => (sign === 'in' ? cents < 0 : sign === 'out' ? cents > 0 : true))
          .reduce((a, b) => a + b, 0);
      const moneyIn = (countsAs: string, sign?: 'in') => 0 - sum(countsAs, sign) || 0; // never -0
      const { cashFlow } = summary;
      expect(moneyIn('Earnings'), query).toBe(cashFlow.earnings.totalCents);
      expect(sum('Spending') + sum('Refund'), query).toBe(cashFlow.spending.totalCents);
      expect(moneyIn('Moved between your accounts', 'in'), query).toBe(cashFlow.internalMovements.inCents);
      expect(sum('Moved between your accounts', 'out'), query).toBe(cashFlow.internalMovements.outCents);
      expect(sum('Paid to people'), query).toBe(cashFlow.paidToPeople.outCents);
      expect(
        rows.filter((r) => r[7] === 'Paid to people'),
        query,
      ).toHaveLength(cashFlow.paidToPeople.count);
      expect(cashFlow.paidToPeople.count, query).toBeGreaterThan(0);
      // The spec's Type is kept: money moved in still reads Income there, which is why Counts As is needed.
      if (query === 'period=90')
        expect(rows.some((r) => r[6] === 'Income' && r[7] === 'Moved between your accounts')).toBe(true);
      expect(rows.every((r) => r[6] === (Number(r[3]) < 0 ? 'Income' : 'Expense'))).toBe(true);
    }
  });

  it('escapes commas, quotes and line breaks and neutralises formulas', async () => {
    await ctx.database.db.insert(transactions).values({
      userId,
      accountId: accountIds[0]!,
      date: '2026-11-20',
      description: 'Dinner, "the good one"\nTable 4',
      merchantName: '=HYPERLINK("x")',
      category: ['Food and Drink'],
      personalPrimary: 'FOOD_AND_DRINK',
      personalDetailed: 'FOOD_AND_DRINK_RESTAURANT',
      amountCents: -1234,
      pending: true,
    });
    const res = await client.get('/api/reports/transactions.csv?period=7');
    expect(res.text).toContain(
      '2026-11-20,"Dinner, ""the good one""\nTable 4","\'=HYPERLINK(""x"")",-12.34,Restaurants,',
    );
    // Money in on a spending category: Income by the spec's Type, a Refund by how it counts.
    expect(res.text).toMatch(/-12\.34,Restaurants,[^,\r\n]+,Income,Refund,Pending\r\n/);
  });

  it('neutralises the fullwidth forms of = + - @ like the ASCII ones', async () => {
    await ctx.database.db.insert(transactions).values({
      userId,
      accountId: accountIds[0]!,
      date: '2026-11-19',
      description: '\uFF1D1+1',
      // Written for people (lower case), so the Merchant column keeps it as the screen does.
      merchantName: '\uFF20sum(A1)',
      category: ['\uFF0Bcmd'],
      amountCents: 500,
      pending: false,
    });
    const res = await client.get('/api/reports/transactions.csv?period=7');
    expect(res.text).toContain("2026-11-19,'\uFF1D1+1,'\uFF20sum(A1),5.00,");
  });
});
