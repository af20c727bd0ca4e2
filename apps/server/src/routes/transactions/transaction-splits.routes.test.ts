import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_CATEGORY_FILTER, transactionQueryString, type TransactionDto } from '@tourniquet/domain';
import type { MonthlyCashFlow, ReportSummary, TransactionSplitsResponse } from '@tourniquet/domain/contracts';
import { applySyncChanges } from '../../bank/apply-sync-changes.ts';
import { apiError } from '../../testing/api-error.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import { createManualAccount, listAll, rowOf, seedTransactions } from './transaction-fixtures.ts';

const GROCERIES = { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' };
const HOUSEHOLD = { primary: 'GENERAL_MERCHANDISE', detailed: 'GENERAL_MERCHANDISE_SUPERSTORES' };
const GIFTS = { primary: 'GENERAL_MERCHANDISE', detailed: 'GENERAL_MERCHANDISE_GIFTS_AND_NOVELTIES' };

describe('splits (issue 23)', () => {
  let ctx: TestContext;
  let client: TestClient;
  let userId: string;
  let accountId: string;
  let costco: string;
  let refund: string;
  let coffee: string;

  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21', env: { RATE_LIMIT_MULTIPLIER: '100' } });
    ({ client, userId } = await createVerifiedUser(ctx));
    accountId = await createManualAccount(client, 'Checking');
    [costco, refund, coffee] = (await seedTransactions(ctx, userId, accountId, [
      { date: '2026-11-10', description: 'COSTCO WHSE #0123', merchantName: 'Costco', amountCents: 8412 },
      { date: '2026-11-12', description: 'TARGET RETURN', merchantName: 'Target', amountCents: -3000 },
      {
        date: '2026-11-14',
        description: 'BLUE BOTTLE COFFEE',
        merchantName: 'Blue Bottle',
        amountCents: 650,
      },
    ])) as [string, string, string];
  });
  afterAll(() => ctx.close());

  const put = (id: string, parts: unknown[]) => client.put(`/api/transactions/${id}/splits`, { parts });
  const summary = async () => {
    const res = await client.get(`/api/reports/summary?period=30&accounts=${accountId}`);
    expect(res.status, res.text).toBe(200);
    return res.json as unknown as ReportSummary;
  };
  const spendingOf = (s: ReportSummary, category: string) =>
    s.cashFlow.spending.categories.find((c) => c.category === category)?.amountCents ?? 0;

  it('refuses parts that do not add up to the row, naming the difference, and changes nothing', async () => {
    const res = await put(costco, [
      { amountCents: 5000, personalCategory: GROCERIES },
      { amountCents: 3400, personalCategory: HOUSEHOLD },
    ]);
    expect(res.status).toBe(400);
    expect(apiError(res).message).toBe('The parts add up to $84.00; the transaction is $84.12: $0.12 short');
    const over = await put(costco, [
      { amountCents: 5000, personalCategory: GROCERIES },
      { amountCents: 3413, personalCategory: HOUSEHOLD },
    ]);
    expect(apiError(over).message).toBe('The parts add up to $84.13; the transaction is $84.12: $0.01 over');
    const [row] = await listAll(client, { transactionIds: costco });
    expect(row!.splits).toBeNull();
  });

  it('refuses fewer than 2 or more than 10 parts, and unknown categories', async () => {
    const one = await put(costco, [{ amountCents: 8412, personalCategory: GROCERIES }]);
    expect(one.status).toBe(400);
    expect(apiError(one).message).toContain('Split into at least 2 parts');
    const eleven = await put(
      costco,
      Array.from({ length: 11 }, () => ({ amountCents: 1, personalCategory: GROCERIES })),
    );
    expect(apiError(eleven).message).toContain('Split into at most 10 parts');
    const unknown = await put(costco, [
      { amountCents: 8000, personalCategory: GROCERIES },
      { amountCents: 412, personalCategory: { primary: 'FOOD_AND_DRINK', detailed: 'NOPE' } },
    ]);
    expect(unknown.status).toBe(400);
    expect(apiError(unknown).message).toContain('Unknown detailed category NOPE');
  });

  it('splits a row; the list carries the parts with the row sign, other rows carry null', async () => {
    const before = await summary();
    const res = await put(costco, [
      { amountCents: 5000, personalCategory: GROCERIES, note: 'Food for the week' },
      { amountCents: 3412, personalCategory: HOUSEHOLD, businessUse: 'personal' },
    ]);
    expect(res.status, res.text).toBe(200);
    const { transaction } = res.json as unknown as TransactionSplitsResponse;
    expect(transaction.amountCents).toBe(8412);
    expect(transaction.splits).toMatchObject([
      { position: 0, amountCents: 5000, personalCategory: GROCERIES, note: 'Food for the week' },
      { position: 1, amountCents: 3412, personalCategory: HOUSEHOLD, businessUse: 'personal', note: null },
    ]);
    const listed = await listAll(client, { accountIds: accountId }, 50);
    expect(listed).toHaveLength(3);
    expect(listed.find((t) => t.id === costco)!.splits).toHaveLength(2);
    expect(listed.find((t) => t.id === coffee)!.splits).toBeNull();

    // The summary counts the parts, each in its own category; the total is unchanged to the cent.
    const after = await summary();
    expect(after.cashFlow.spending.totalCents).toBe(before.cashFlow.spending.totalCents);
    const costcoCategory = (await rowOf(ctx, costco))!.personalPrimary!;
    expect(spendingOf(after, 'FOOD_AND_DRINK')).toBe(
      spendingOf(before, 'FOOD_AND_DRINK') + 5000 - (costcoCategory === 'FOOD_AND_DRINK' ? 8412 : 0),
    );
    expect(spendingOf(after, 'GENERAL_MERCHANDISE')).toBe(
      spendingOf(before, 'GENERAL_MERCHANDISE') +
        3412 -
        (costcoCategory === 'GENERAL_MERCHANDISE' ? 8412 : 0),
    );
  });

  it('drills down to a part as its own line, marked as part of the larger charge', async () => {
    const s = await summary();
    const { from, to } = s.period;
    const household = await listAll(
      client,
      Object.fromEntries(
        new URLSearchParams(
          transactionQueryString({
            from,
            to,
            accountIds: accountId,
            category: 'GENERAL_MERCHANDISE',
            type: 'expense',
            flow: 'counted',
          }),
        ),
      ),
      1,
    );
    const line = household.find((t) => t.id === costco)!;
    expect(line).toMatchObject({
      amountCents: 3412,
      personalCategory: HOUSEHOLD,
      part: { position: 1, transactionAmountCents: 8412, note: null },
    });
    // Every category's drill-down adds up to its total, parts included, paging one line at a time.
    for (const row of s.cashFlow.spending.categories) {
      const rows: TransactionDto[] = await listAll(
        client,
        Object.fromEntries(
          new URLSearchParams(
            transactionQueryString({
              from,
              to,
              accountIds: accountId,
              category: row.category ?? NO_CATEGORY_FILTER,
              type: 'expense',
              flow: 'counted',
            }),
          ),
        ),
        1,
      );
      expect(
        rows.reduce((sum, t) => sum + t.amountCents, 0),
        row.label,
      ).toBe(row.amountCents);
    }
    // The monthly chart and the CSV read the same lines.
    const chart = (await client.get(`/api/reports/monthly-cash-flow?period=30&accounts=${accountId}`))
      .json as unknown as MonthlyCashFlow;
    expect(chart.outCents).toBe(s.cashFlow.spending.totalCents);
    const csv = await client.get(`/api/reports/transactions.csv?period=30&accounts=${accountId}`);
    expect(csv.text.split('\n').filter((l) => l.includes('COSTCO'))).toHaveLength(2);
  });

  it('keeps the sign of money in: a split refund is two negative parts', async () => {
    const res = await put(refund, [
      { amountCents: 1000, personalCategory: GIFTS },
      { amountCents: 2000, personalCategory: HOUSEHOLD },
    ]);
    expect(res.status, res.text).toBe(200);
    const { transaction } = res.json as unknown as TransactionSplitsResponse;
    expect(transaction.amountCents).toBe(-3000);
    expect(transaction.splits!.map((p) => p.amountCents)).toEqual([-1000, -2000]);
  });

  it('unsplits: the row counts as itself again', async () => {
    const split = await summary();
    const res = await client.delete(`/api/transactions/${refund}/splits`);
    expect(res.status, res.text).toBe(200);
    expect((res.json as unknown as TransactionSplitsResponse).transaction.splits).toBeNull();
    const after = await summary();
    expect(after.cashFlow.spending.totalCents).toBe(split.cashFlow.spending.totalCents);
    const refundCategory = (await rowOf(ctx, refund))!.personalPrimary;
    if (refundCategory !== 'GENERAL_MERCHANDISE') {
      expect(spendingOf(after, 'GENERAL_MERCHANDISE')).toBe(spendingOf(split, 'GENERAL_MERCHANDISE') + 3000);
    }
  });

  it('drops the split when the provider changes the row amount, and says so', async () => {
    const split = await put(coffee, [
      { amountCents: 400, personalCategory: GROCERIES },
      { amountCents: 250, personalCategory: HOUSEHOLD },
    ]);
    expect(split.status, split.text).toBe(200);
    const stored = (await rowOf(ctx, coffee))!;
    const change = {
      providerTransactionId: stored.plaidTransactionId!,
      providerAccountId: 'acct',
      date: stored.date,
      name: stored.description,
      merchantName: stored.merchantName,
      isoCurrencyCode: 'USD',
      pending: false,
      pendingTransactionId: null,
      category: [],
      pfcPrimary: null,
      pfcDetailed: null,
    };
    const apply = (amountCents: number) =>
      ctx.database.db.transaction((tx) =>
        applySyncChanges(tx, {
          userId,
          accountIdByProviderId: new Map([['acct', accountId]]),
          added: [],
          modified: [{ ...change, amountCents }],
          removed: [],
        }),
      );
    // The same amount again (a provider touching the row's text) keeps the split.
    await apply(650);
    let [row] = await listAll(client, { transactionIds: coffee });
    expect(row!.splits).toHaveLength(2);
    await apply(725);
    [row] = await listAll(client, { transactionIds: coffee });
    expect(row!.amountCents).toBe(725);
    expect(row!.splits).toBeNull();
    expect(row!.splitDroppedAt).toEqual(expect.any(String));
    // Splitting again clears the notice.
    const again = await put(coffee, [
      { amountCents: 700, personalCategory: GROCERIES },
      { amountCents: 25, personalCategory: HOUSEHOLD },
    ]);
    expect((again.json as unknown as TransactionSplitsResponse).transaction.splitDroppedAt).toBeNull();
  });

  it("answers 404 for another user's row and leaves it alone", async () => {
    const other = await createVerifiedUser(ctx);
    const res = await other.client.put(`/api/transactions/${costco}/splits`, {
      parts: [
        { amountCents: 8000, personalCategory: GROCERIES },
        { amountCents: 412, personalCategory: HOUSEHOLD },
      ],
    });
    expect(res.status).toBe(404);
    expect((await other.client.delete(`/api/transactions/${costco}/splits`)).status).toBe(404);
    const [row] = await listAll(client, { transactionIds: costco });
    expect(row!.splits!.map((p) => p.amountCents)).toEqual([5000, 3412]);
  });
});
