import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@tourniquet/domain';
import type { ForecastResponse } from '@tourniquet/domain/contracts';
import { recurringStreams, transactions } from '../../db/schema/index.ts';
import { createTestContext, TEST_TODAY, type TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';

// TEST_TODAY is Saturday 2026-11-21; Thursday 2026-11-26 is Thanksgiving.
describe('GET /api/forecast', () => {
  let ctx: TestContext;
  let client: TestClient;
  let userId: string;
  let checkingId: string;
  let loanId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    ({ client, userId } = await createVerifiedUser(ctx));
    const make = async (name: string, type: string) =>
      ((await client.post('/api/accounts/manual', { name, type })).json.account as unknown as { id: string })
        .id;
    checkingId = await make('Checking', 'asset');
    loanId = await make('Car loan', 'liability');
    const balance = await client.request('PATCH', `/api/accounts/${checkingId}`, {
      balanceCents: 150_000,
      balanceDate: '2026-11-20',
    });
    expect(balance.status, balance.text).toBe(200);
    const db = ctx.database.db;
    const row = (id: string, date: string, amountCents: number, pending = false) => ({
      id,
      userId,
      accountId: checkingId,
      date,
      amountCents,
      pending,
      description: `row ${id}`,
    });
    // Groceries before the balance's day (they leave it as set), and this month's phone bill pending today.
    await db
      .insert(transactions)
      .values([
        row('00000000-0000-4000-8000-000000000001', '2026-11-01', 6_300),
        row('00000000-0000-4000-8000-000000000002', '2026-11-10', 4_200),
        row('00000000-0000-4000-8000-000000000003', TEST_TODAY, 8_000, true),
      ]);
    const stream = (id: string, over: Partial<typeof recurringStreams.$inferInsert>) => ({
      id,
      userId,
      accountId: checkingId,
      streamKey: `key-${id}-${userId}`,
      source: 'detected' as const,
      name: id,
      merchant: id,
      direction: 'outflow' as const,
      cadence: 'monthly',
      kind: 'bill',
      active: true,
      amountCents: 10_000,
      typicalAmountCents: 10_000,
      firstDate: '2026-01-01',
      lastDate: '2026-10-31',
      nextDate: '2026-12-01',
      transactionIds: [],
      priceChanges: [],
      confidence: 0.9,
      why: 'test',
      ...over,
    });
    await db.insert(recurringStreams).values([
      stream(`rent-${userId}`, { name: 'Rent', amountCents: 180_000, typicalAmountCents: 180_000 }),
      stream(`pay-${userId}`, {
        name: 'Acme Payroll',
        kind: 'income',
        direction: 'inflow',
        cadence: 'biweekly',
        amountCents: -250_000,
        typicalAmountCents: -250_000,
        nextDate: '2026-11-26', // Thanksgiving: paid the day before
      }),
      stream(`phone-${userId}`, {
        name: 'Phone',
        amountCents: 8_000,
        typicalAmountCents: 8_000,
        nextDate: '2026-11-23',
      }),
      stream(`tv-${userId}`, {
        name: 'Streamy',
        kind: 'subscription',
        amountCents: 1_599,
        nextDate: '2026-11-25',
      }),
      stream(`loan-${userId}`, { accountId: loanId, name: 'Loan interest', nextDate: '2026-11-25' }),
    ]);
    const cancel = await client.request('PATCH', `/api/recurring/tv-${userId}`, { status: 'cancelled' });
    expect(cancel.status, cancel.text).toBe(200);
  });
  afterAll(() => ctx.close());

  const forecast = async (query: string, as = client) => {
    const res = await as.get(`/api/forecast${query}`);
    expect(res.status, res.text).toBe(200);
    return res.json as unknown as ForecastResponse;
  };

  it('projects the cash accounts day by day from tomorrow with the known events and the allowance', async () => {
    const body = await forecast('?days=30&accounts=all');
    expect(body.asOf).toBe(TEST_TODAY);
    expect(body.days).toBe(30);
    // The pending phone bill has left the account already.
    expect(body.startBalanceCents).toBe(142_000);
    expect(body.accounts).toEqual([{ id: checkingId, name: 'Checking', startBalanceCents: 142_000 }]);
    expect(body.daily).toHaveLength(30);
    expect(body.daily[0]!.date).toBe('2026-11-22');
    expect(body.daily.at(-1)!.date).toBe('2026-12-21');
    const known = body.events.filter((e) => e.kind !== 'spending');
    expect(known.map((e) => [e.date, e.name, e.kind, e.amountCents, e.accountId])).toEqual([
      ['2026-11-25', 'Acme Payroll', 'income', -250_000, checkingId],
      ['2026-12-01', 'Rent', 'bill', 180_000, checkingId],
      ['2026-12-10', 'Acme Payroll', 'income', -250_000, checkingId],
    ]);
    expect(known.map((e) => e.streamId)).toEqual([`pay-${userId}`, `rent-${userId}`, `pay-${userId}`]);
    // 105.00 of groceries over the 21 days from 11-01; the pending phone bill is its series' charge.
    expect(body.dailyAllowanceCents).toBe(500);
    const spending = body.events.filter((e) => e.kind === 'spending');
    expect(spending).toHaveLength(30);
    expect(spending[0]).toEqual({
      date: '2026-11-22',
      accountId: checkingId,
      name: 'Everyday spending',
      amountCents: 500,
      kind: 'spending',
      streamId: null,
    });
    const out = body.events.reduce((sum, e) => sum + e.amountCents, 0);
    expect(body.daily.at(-1)!.balanceCents).toBe(142_000 - out);
    expect(body.nextIncome).toEqual({ date: '2026-11-25', amountCents: -250_000 });
    expect(body.lowest).toEqual({ date: '2026-11-24', balanceCents: 140_500 });
    expect(body.overdraft).toBeNull();
    expect(body.safeToSpendCents).toBe(140_500);
  });

  it('warns of the first day below zero', async () => {
    const db = ctx.database.db;
    const other = await createVerifiedUser(ctx);
    const id = (
      (await other.client.post('/api/accounts/manual', { name: 'Thin', type: 'asset' })).json
        .account as unknown as {
        id: string;
      }
    ).id;
    await other.client.request('PATCH', `/api/accounts/${id}`, {
      balanceCents: 50_000,
      balanceDate: TEST_TODAY,
    });
    await db.insert(recurringStreams).values({
      id: `rent-${other.userId}`,
      userId: other.userId,
      accountId: id,
      streamKey: 'rent',
      source: 'detected',
      name: 'Rent',
      merchant: 'Rent',
      direction: 'outflow',
      cadence: 'monthly',
      kind: 'bill',
      active: true,
      amountCents: 120_000,
      typicalAmountCents: 120_000,
      firstDate: '2026-01-01',
      lastDate: '2026-11-01',
      nextDate: '2026-12-01',
      transactionIds: [],
      priceChanges: [],
      confidence: 0.9,
      why: 'test',
    });
    const body = await forecast('', other.client);
    expect(body.days).toBe(30);
    expect(body.overdraft).toEqual({ date: '2026-12-01', balanceCents: -70_000 });
    expect(body.lowest).toEqual({ date: '2026-12-01', balanceCents: -70_000 });
    expect(body.safeToSpendCents).toBe(0);
    expect(body.nextIncome).toBeNull();
  });

  it('learns income with no schedule from the last year of money in, and spending from the last 90 days', async () => {
    const other = await createVerifiedUser(ctx);
    const id = (
      (await other.client.post('/api/accounts/manual', { name: 'Freelance', type: 'asset' })).json
        .account as unknown as { id: string }
    ).id;
    await other.client.request('PATCH', `/api/accounts/${id}`, {
      balanceCents: 300_000,
      balanceDate: TEST_TODAY,
    });
    const row = (date: string, amountCents: number) => ({
      id: crypto.randomUUID(),
      userId: other.userId,
      accountId: id,
      date,
      amountCents,
      pending: false,
      description: amountCents < 0 ? 'CLIENT ACH PMT' : 'ART SUPPLIES',
    });
    // A client's $1,400.00 every four weeks for a year (no series), and supplies bought 200 days ago.
    const payments = Array.from({ length: 13 }, (_, i) => row(addDays(TEST_TODAY, -5 - 28 * i), -140_000));
    await ctx.database.db.insert(transactions).values([...payments, row(addDays(TEST_TODAY, -200), 90_000)]);
    const body = await forecast('', other.client);
    // 13 x $1,400.00 over the 342 days from the first payment; nothing spent in the last 90 days.
    expect(body.dailyIrregularIncomeCents).toBe(5_322);
    expect(body.dailyAllowanceCents).toBe(0);
    expect(body.events.map((e) => [e.date, e.name, e.kind, e.amountCents, e.streamId])).toEqual(
      [7, 14, 21, 28].map((d) => [
        addDays(TEST_TODAY, d),
        'Income with no schedule',
        'income',
        -37_254,
        null,
      ]),
    );
    expect(body.nextIncome).toBeNull();
  });

  it('answers 60 and 90 days on request and 400 for any other number', async () => {
    expect((await forecast('?days=60')).daily).toHaveLength(60);
    const ninety = await forecast('?days=90&accounts=personal');
    expect(ninety.daily).toHaveLength(90);
    expect(ninety.daily.at(-1)!.date).toBe('2027-02-19');
    for (const days of ['0', '45', 'abc', '30.5', '-30', '']) {
      const res = await client.get(`/api/forecast?days=${days}`);
      expect(res.status, days).toBe(400);
      expect(res.json.error).toMatchObject({ fields: { days: 'Choose 30, 60 or 90 days' } });
    }
  });

  it('projects only the chosen cash accounts: a loan or business selection projects nothing', async () => {
    expect((await forecast(`?accounts=${checkingId}`)).startBalanceCents).toBe(142_000);
    for (const accounts of [loanId, 'business']) {
      const body = await forecast(`?accounts=${accounts}`);
      expect(body.accounts).toEqual([]);
      expect(body.events).toEqual([]);
      expect(body.daily.every((d) => d.balanceCents === 0)).toBe(true);
    }
  });

  it("answers another user's account id with a 404 and never shows them this user's money", async () => {
    const other = await createVerifiedUser(ctx);
    for (const accounts of [checkingId, `${checkingId},nope`, loanId]) {
      const res = await other.client.get(`/api/forecast?accounts=${encodeURIComponent(accounts)}`);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('Checking');
    }
    const own = await forecast('', other.client);
    expect(own.accounts).toEqual([]);
    expect(own.events).toEqual([]);
    expect(own.startBalanceCents).toBe(0);
    expect((await ctx.app.request('/api/forecast')).status).toBe(401);
  });
});
