import { and, eq, gte, like, lte, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, planPayoff } from '@tourniquet/domain';
import type { DebtDto, DebtPlanResponse, DebtsResponse } from '@tourniquet/domain/contracts';
import { transactions } from '../../db/schema/index.ts';
import type { BankLiability, BankPort } from '../../bank/bank-port.ts';
import { createSyncedUser } from '../../testing/bank-fixtures.ts';
import { createTestContext, TEST_TODAY, type TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';

type Body = Record<string, unknown>;
const debtsOf = async (client: TestClient) =>
  (await client.get('/api/debts')).json as unknown as DebtsResponse;
const planOf = async (client: TestClient, query: string) => {
  const res = await client.get(`/api/debts/plan?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as DebtPlanResponse;
};
const fieldsOf = (json: Body) => Object.keys((json.error as { fields?: object }).fields ?? {});

describe('debts of a linked bank (the simulator household at TEST_TODAY)', () => {
  let ctx: TestContext;
  let user: Awaited<ReturnType<typeof createSyncedUser>>;
  let debts: DebtsResponse;
  const seen: BankLiability[] = [];
  const byKind = (kind: string) => debts.debts.find((d) => d.kind === kind) as DebtDto;

  beforeAll(async () => {
    ctx = await createTestContext({
      deps: {
        wrapBank: (bank: BankPort): BankPort => ({
          ...bank,
          async getLiabilities(token) {
            const answer = await bank.getLiabilities(token);
            seen.push(...answer);
            return answer;
          },
        }),
      },
    });
    user = await createSyncedUser(ctx);
    debts = await debtsOf(user.client);
  });
  afterAll(() => ctx.close());

  it('lists every card and loan with the provider terms', async () => {
    expect(debts.debts.map((d) => d.kind).sort()).toEqual(['auto', 'credit_card', 'student']);
    const card = byKind('credit_card');
    expect(card).toMatchObject({ aprPercent: 21.99, aprSource: 'provider' });
    expect(card.nextPaymentDueDate).toMatch(/^2026-1[12]-20$/);
    const student = byKind('student');
    expect(student).toMatchObject({ aprPercent: 5.5, aprSource: 'provider', minimumPaymentCents: 28700 });
    expect(student.nextPaymentDueDate).toMatch(/-15$/);
    // Plaid's liabilities cover no auto loans: no rate until the user gives one.
    expect(byKind('auto')).toMatchObject({
      aprPercent: null,
      aprSource: null,
      minimumOnly: null,
      payoff36: null,
    });
  });

  it("matches the provider's minimum, due date and APR to the cent", () => {
    const credit = seen.find((l) => l.kind === 'credit')!;
    const card = byKind('credit_card');
    expect(credit.minimumPaymentCents).toBeGreaterThan(0);
    expect(card.minimumPaymentCents).toBe(credit.minimumPaymentCents);
    expect(card.nextPaymentDueDate).toBe(credit.nextPaymentDueDate);
    expect(credit.aprThousandths).toBe(21990);
  });

  it('counts the interest charge rows of the last 12 months to the cent', async () => {
    const card = byKind('credit_card');
    const [row] = await ctx.database.db
      .select({ cents: sum(transactions.amountCents) })
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, user.userId),
          eq(transactions.accountId, card.accountId),
          like(transactions.description, 'INTEREST CHARGE%'),
          gte(transactions.date, addDays(TEST_TODAY, -364)),
          lte(transactions.date, TEST_TODAY),
        ),
      );
    // The household paid only part of its card bill in some months of the last year: interest followed.
    expect(card.interestPaid12mCents).toBeGreaterThan(0);
    expect(card.interestPaid12mCents).toBe(Number(row?.cents ?? 0));
    // No interest rows on the student loan: the provider's year-to-date interest stands in.
    expect(byKind('student').interestPaid12mCents).toBeGreaterThan(0);
    expect(debts.totals.interestPaid12mCents).toBe(
      debts.debts.reduce((s, d) => s + d.interestPaid12mCents, 0),
    );
    expect(debts.totals.balanceCents).toBe(debts.debts.reduce((s, d) => s + d.balanceCents, 0));
  });

  it("shows this month's interest, the minimum-payment trap and the 36-month payment", () => {
    const card = byKind('credit_card');
    expect(card.balanceCents).toBeGreaterThan(0);
    expect(card.interestThisMonthCents).toBe(Math.round((card.balanceCents * 21.99) / 1200));
    expect(card.minimumOnly!.months).toBeGreaterThan(card.payoff36 ? 0 : 0);
    expect(card.payoff36!.monthlyCents).toBeGreaterThan(0);
    expect(card.minimumOnly!.totalInterestCents).toBeGreaterThanOrEqual(card.payoff36!.totalInterestCents);
  });

  it('takes a user APR and minimum for the auto loan and plans with it', async () => {
    const auto = byKind('auto');
    const before = await planOf(user.client, 'strategy=avalanche&extraMonthlyCents=0');
    const res = await user.client.request('PATCH', `/api/accounts/${auto.accountId}`, {
      aprPercent: 7.125,
      minimumPaymentCents: 38941,
    });
    expect(res.status, res.text).toBe(200);
    const after = await debtsOf(user.client);
    const updated = after.debts.find((d) => d.accountId === auto.accountId)!;
    expect(updated).toMatchObject({ aprPercent: 7.125, aprSource: 'user', minimumPaymentCents: 38941 });
    expect(updated.minimumOnly).not.toBeNull();
    const withAuto = await planOf(user.client, 'strategy=avalanche&extraMonthlyCents=0');
    expect(withAuto.schedule[0]!.payments.map((p) => p.accountId)).toContain(auto.accountId);
    expect(before.schedule[0]!.payments.map((p) => p.accountId)).not.toContain(auto.accountId);
  });

  it('moves the debt-free date with an extra amount a month', async () => {
    const none = await planOf(user.client, 'strategy=avalanche&extraMonthlyCents=0');
    const extra = await planOf(user.client, 'strategy=avalanche&extraMonthlyCents=20000');
    expect(none.months).not.toBeNull();
    expect(extra.months!).toBeLessThan(none.months!);
    expect(extra.debtFreeDate! < none.debtFreeDate!).toBe(true);
    expect(extra.totalInterestCents).toBeLessThan(none.totalInterestCents);
    expect(extra.interestSavedCents!).toBeGreaterThan(none.interestSavedCents!);
    expect(extra.schedule).toHaveLength(extra.months!);
    expect(extra.schedule[0]!.month).toBe('2026-12');
    expect(extra.debtFreeDate!.startsWith(extra.schedule.at(-1)!.month)).toBe(true);
    // The avalanche sends the extra to the card (the highest rate): its first payment is its minimum + $200.
    const card = byKind('credit_card');
    const first = extra.schedule[0]!.payments.find((p) => p.accountId === card.accountId)!;
    const firstNone = none.schedule[0]!.payments.find((p) => p.accountId === card.accountId)!;
    expect(first.cents - firstNone.cents).toBe(20000);
  });

  it('sends the extra to the smallest balance under snowball', async () => {
    const plan = await planOf(user.client, 'strategy=snowball&extraMonthlyCents=20000');
    expect(plan.strategy).toBe('snowball');
    const smallest = [...(await debtsOf(user.client)).debts]
      .filter((d) => d.aprPercent !== null && d.balanceCents > 0)
      .sort((a, b) => a.balanceCents - b.balanceCents)[0]!;
    const none = await planOf(user.client, 'strategy=snowball&extraMonthlyCents=0');
    const paid = (p: DebtPlanResponse) =>
      p.schedule[0]!.payments.find((x) => x.accountId === smallest.accountId)!.cents;
    expect(paid(plan) - paid(none)).toBe(20000);
  });

  it('refuses bad plan queries naming the field', async () => {
    for (const [query, field] of [
      ['strategy=cheapest', 'strategy'],
      ['extraMonthlyCents=-5', 'extraMonthlyCents'],
      ['extraMonthlyCents=12.5', 'extraMonthlyCents'],
      ['extraMonthlyCents=200000000', 'extraMonthlyCents'],
      ['extra=5', 'extra'],
    ] as const) {
      const res = await user.client.get(`/api/debts/plan?${query}`);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.json.error), query).toContain(field);
    }
  });

  it('refuses out-of-range terms naming the field and changes nothing', async () => {
    const card = byKind('credit_card');
    for (const [body, field] of [
      [{ aprPercent: 100.5 }, 'aprPercent'],
      [{ aprPercent: -1 }, 'aprPercent'],
      [{ aprPercent: 19.9999 }, 'aprPercent'],
      [{ aprPercent: '20' }, 'aprPercent'],
      [{ minimumPaymentCents: -1 }, 'minimumPaymentCents'],
      [{ minimumPaymentCents: 12.5 }, 'minimumPaymentCents'],
      [{ minimumPaymentCents: 2500, aprPercent: 101 }, 'aprPercent'],
    ] as const) {
      const res = await user.client.request('PATCH', `/api/accounts/${card.accountId}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(res.json), JSON.stringify(body)).toContain(field);
    }
    const after = (await debtsOf(user.client)).debts.find((d) => d.accountId === card.accountId)!;
    expect(after).toMatchObject({
      aprPercent: 21.99,
      aprSource: 'provider',
      minimumPaymentCents: card.minimumPaymentCents,
    });
  });

  it('refuses terms on an account that is not a card or loan', async () => {
    const accounts = (await user.client.get('/api/accounts')).json.accounts as unknown as {
      id: string;
      accountType: string;
    }[];
    const checking = accounts.find((a) => a.accountType === 'depository')!;
    for (const field of ['aprPercent', 'minimumPaymentCents']) {
      const res = await user.client.request('PATCH', `/api/accounts/${checking.id}`, { [field]: 10 });
      expect(res.status).toBe(400);
      expect(fieldsOf(res.json)).toEqual([field]);
    }
  });

  it("answers 404 for another user's account and shows nobody else's debts", async () => {
    const other = await createVerifiedUser(ctx);
    const card = byKind('credit_card');
    const res = await other.client.request('PATCH', `/api/accounts/${card.accountId}`, { aprPercent: 1 });
    expect(res.status).toBe(404);
    expect(await debtsOf(other.client)).toEqual({
      debts: [],
      totals: { balanceCents: 0, interestPaid12mCents: 0 },
      adoptedPlan: null,
    });
    expect(await planOf(other.client, 'strategy=avalanche&extraMonthlyCents=20000')).toMatchObject({
      months: 0,
      debtFreeDate: null,
      totalInterestCents: 0,
      schedule: [],
    });
    expect((await debtsOf(user.client)).debts.find((d) => d.accountId === card.accountId)?.aprPercent).toBe(
      21.99,
    );
  });
});

describe('debts the user typed in (accounts that are not linked)', () => {
  let ctx: TestContext;
  let client: TestClient;
  beforeAll(async () => {
    ctx = await createTestContext();
    ({ client } = await createVerifiedUser(ctx));
  });
  afterAll(() => ctx.close());

  const manual = async (name: string, type: string, subtype?: string) => {
    const res = await client.post('/api/accounts/manual', { name, type, ...(subtype && { subtype }) });
    expect(res.status, res.text).toBe(201);
    return (res.json.account as unknown as { id: string }).id;
  };
  const owe = async (id: string, cents: number) => {
    const res = await client.request('PATCH', `/api/accounts/${id}`, {
      balanceCents: cents,
      balanceDate: TEST_TODAY,
    });
    expect(res.status, res.text).toBe(200);
  };

  it('estimates a card without an APR, and takes the user APR over it', async () => {
    const card = await manual('Store card', 'credit', 'credit card');
    await owe(card, 100000);
    let debt = (await debtsOf(client)).debts.find((d) => d.accountId === card)!;
    expect(debt).toMatchObject({
      kind: 'credit_card',
      aprPercent: 23,
      aprSource: 'estimated',
      balanceCents: 100000,
    });
    // $1,000 at 23%: 1000 x 0.23 / 12 = $19.17; the minimum is $19.17 + $10.00 = $29.17, raised to $35.
    expect(debt).toMatchObject({
      interestThisMonthCents: 1917,
      minimumPaymentCents: 3500,
      gracePeriodLost: false,
    });
    expect((await client.request('PATCH', `/api/accounts/${card}`, { aprPercent: 12 })).status).toBe(200);
    debt = (await debtsOf(client)).debts.find((d) => d.accountId === card)!;
    expect(debt).toMatchObject({ aprPercent: 12, aprSource: 'user', interestThisMonthCents: 1000 });
  });

  it('plans a typed-in loan exactly as the payoff arithmetic does', async () => {
    const loan = await manual('Car loan', 'liability');
    await owe(loan, 500000);
    expect((await debtsOf(client)).debts.find((d) => d.accountId === loan)).toMatchObject({
      kind: 'other',
      aprPercent: null,
      aprSource: null,
    });
    const patch = await client.request('PATCH', `/api/accounts/${loan}`, {
      aprPercent: 6,
      minimumPaymentCents: 25000,
    });
    expect(patch.status, patch.text).toBe(200);
    const debts = (await debtsOf(client)).debts;
    const card = debts.find((d) => d.kind === 'credit_card')!;
    const plan = await planOf(client, 'strategy=avalanche&extraMonthlyCents=10000');
    const expected = planPayoff(
      [
        { id: card.accountId, balanceCents: 100000, aprPercent: 12, minimum: { kind: 'issuer' } },
        { id: loan, balanceCents: 500000, aprPercent: 6, minimum: { kind: 'fixed', cents: 25000 } },
      ],
      'avalanche',
      10000,
    );
    expect(plan.months).toBe(expected.months);
    expect(plan.totalInterestCents).toBe(expected.totalInterestCents);
    expect(plan.schedule[0]!.payments).toEqual(
      expected.schedule[0]!.payments.map((p) => ({ accountId: p.id, cents: p.cents })),
    );
    // Month 1: the card owes $1,010.00 after $10.00 interest; its minimum is $35, plus the $100 extra.
    expect(plan.schedule[0]!.payments.find((p) => p.accountId === card.accountId)!.cents).toBe(13500);
  });
});
