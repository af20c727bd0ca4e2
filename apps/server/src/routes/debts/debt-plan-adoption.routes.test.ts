import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DebtsResponse, ForecastResponse } from '@tourniquet/domain/contracts';
import { createSyncedUser } from '../../testing/bank-fixtures.ts';
import { createTestContext, TEST_TODAY, type TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';

const debtsOf = async (client: TestClient) =>
  (await client.get('/api/debts')).json as unknown as DebtsResponse;
const forecastOf = async (client: TestClient, query = 'days=30&accounts=all') => {
  const res = await client.get(`/api/forecast?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as ForecastResponse;
};
const planned = (f: ForecastResponse) => f.events.filter((e) => e.name.endsWith('(your debt plan)'));

describe('adopting a debt plan (the simulator household at TEST_TODAY)', () => {
  let ctx: TestContext;
  let user: Awaited<ReturnType<typeof createSyncedUser>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    user = await createSyncedUser(ctx);
    expect((await user.client.post('/api/recurring/refresh', {})).status).toBe(200);
  });
  afterAll(() => ctx.close());

  it('refuses a bad plan naming the field, and adopts nothing', async () => {
    for (const [body, field] of [
      [{ strategy: 'cheapest', extraMonthlyCents: 100 }, 'strategy'],
      [{ strategy: 'avalanche', extraMonthlyCents: -1 }, 'extraMonthlyCents'],
      [{ strategy: 'avalanche', extraMonthlyCents: 12.5 }, 'extraMonthlyCents'],
      [{ strategy: 'avalanche', extraMonthlyCents: '200' }, 'extraMonthlyCents'],
      [{ strategy: 'avalanche', extraMonthlyCents: 100_000_001 }, 'extraMonthlyCents'],
      [{ strategy: 'avalanche' }, 'extraMonthlyCents'],
      [{ strategy: 'avalanche', extraMonthlyCents: 100, userId: 'x' }, 'userId'],
    ] as const) {
      const res = await user.client.request('PUT', '/api/debts/plan', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json.error), JSON.stringify(body)).toContain(field);
    }
    expect((await debtsOf(user.client)).adoptedPlan).toBeNull();
  });

  it("puts the adopted plan's extra payments in the forecast, and takes them out when stopped", async () => {
    const before = await forecastOf(user.client);
    expect(planned(before)).toEqual([]);
    const { debts } = await debtsOf(user.client);
    const card = debts.find((d) => d.kind === 'credit_card')!;

    const adopted = await user.client.request('PUT', '/api/debts/plan', {
      strategy: 'avalanche',
      extraMonthlyCents: 20_000,
    });
    expect(adopted.status, adopted.text).toBe(200);
    const adoptedPlan = { strategy: 'avalanche', extraMonthlyCents: 20_000, adoptedOn: TEST_TODAY };
    expect(adopted.json).toEqual({ adoptedPlan });
    expect((await debtsOf(user.client)).adoptedPlan).toEqual(adoptedPlan);

    // The avalanche's target is the card (the highest rate): plan month 1 is the month after today's, and the
    // card's payment falls on its due day (the 20th; Sunday Dec 20 2026, so Friday the 18th).
    const plan = (await user.client.get('/api/debts/plan?strategy=avalanche&extraMonthlyCents=20000'))
      .json as unknown as { schedule: { month: string; payments: { accountId: string; cents: number }[] }[] };
    expect(plan.schedule[0]!.month).toBe('2026-12');
    const after = await forecastOf(user.client);
    const checking = after.accounts.find((a) => /checking/i.test(a.name))!;
    expect(planned(after)).toEqual([
      {
        date: '2026-12-18',
        accountId: checking.id,
        name: `Extra to ${card.name} (your debt plan)`,
        amountCents: 20_000,
        kind: 'card_payment',
        streamId: null,
        paysAccountId: card.accountId,
      },
    ]);
    // Every day from the 18th on is $200 lower; before it, the same.
    for (const [i, day] of after.daily.entries()) {
      const was = before.daily[i]!.balanceCents;
      expect(day.balanceCents, day.date).toBe(day.date >= '2026-12-18' ? was - 20_000 : was);
    }
    // A forecast of accounts that do not pay the plan (savings alone) has none of it.
    const savings = after.accounts.find((a) => a.id !== checking.id)!;
    expect(planned(await forecastOf(user.client, `days=30&accounts=${savings.id}`))).toEqual([]);

    // Adopting again replaces the plan.
    const again = await user.client.request('PUT', '/api/debts/plan', {
      strategy: 'snowball',
      extraMonthlyCents: 5_000,
    });
    expect(again.status).toBe(200);
    expect((await debtsOf(user.client)).adoptedPlan).toMatchObject({
      strategy: 'snowball',
      extraMonthlyCents: 5_000,
    });
    expect(planned(await forecastOf(user.client)).map((e) => e.amountCents)).toEqual([5_000]);

    const stopped = await user.client.request('DELETE', '/api/debts/plan');
    expect(stopped.status).toBe(204);
    expect((await debtsOf(user.client)).adoptedPlan).toBeNull();
    expect(planned(await forecastOf(user.client))).toEqual([]);
    // Stopping again is no error: there is no plan, as asked.
    expect((await user.client.request('DELETE', '/api/debts/plan')).status).toBe(204);
  });
});
