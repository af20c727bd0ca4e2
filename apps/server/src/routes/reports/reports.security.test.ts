import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import { createManualAccount, seedTransactions } from '../transactions/transaction-fixtures.ts';

const NOT_ALLOWED = 'Contains a character that is not allowed';

/** Two users with rows on the same days: each report and export holds only its own user's money. */
describe('reports: scoping and hostile input', () => {
  let ctx: TestContext;
  let owner: TestClient;
  let intruder: TestClient;
  beforeAll(async () => {
    ctx = await createTestContext();
    const a = await createVerifiedUser(ctx);
    const b = await createVerifiedUser(ctx);
    owner = a.client;
    intruder = b.client;
    const mine = await createManualAccount(owner, 'Owner cash');
    const theirs = await createManualAccount(intruder, 'Intruder cash');
    await seedTransactions(ctx, a.userId, mine, [
      { date: '2026-11-20', description: 'Owner salary', amountCents: -500001, category: ['Payroll'] },
      { date: '2026-11-19', description: 'Owner rent', amountCents: 120003, category: ['Rent'] },
    ]);
    await seedTransactions(ctx, b.userId, theirs, [
      { date: '2026-11-20', description: 'Intruder lunch', amountCents: 1234, category: ['Rent'] },
    ]);
  });
  afterAll(() => ctx.close());

  it("exports only the user's own rows", async () => {
    const res = await intruder.get('/api/reports/transactions.csv?period=30');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Intruder lunch');
    expect(res.text).not.toMatch(/Owner/);
    expect(res.text.split('\r\n')).toHaveLength(3); // header, one row, and the final line end
  });

  it("totals only the user's own rows, to the cent", async () => {
    const res = await owner.get('/api/reports/summary?period=30');
    const cashFlow = res.json.cashFlow as unknown as {
      earnings: { totalCents: number };
      spending: { totalCents: number; categories: { category: string; amountCents: number }[] };
    };
    expect(cashFlow.earnings.totalCents).toBe(500001);
    expect(cashFlow.spending.totalCents).toBe(120003);
    expect(cashFlow.spending.categories).toEqual([
      expect.objectContaining({ category: 'RENT_AND_UTILITIES', amountCents: 120003 }),
    ]);
  });

  it.each(['summary', 'transactions.csv'])('refuses a NUL character in the criteria of %s', async (path) => {
    for (const query of ['accounts=a%00b', 'period=custom&from=2026-11-01%00&to=2026-11-20']) {
      const res = await owner.get(`/api/reports/${path}?${query}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(JSON.stringify(res.json)).toContain(NOT_ALLOWED);
    }
  });
});
