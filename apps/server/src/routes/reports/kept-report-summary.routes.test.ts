import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import { createManualAccount } from '../transactions/transaction-fixtures.ts';
import { editGrocery, importCheckingStatement } from './kept-answers-fixtures.ts';

type Summary = {
  period: { from: string; to: string };
  situation: { netWorthCents: number };
  cashFlow: { earnings: { totalCents: number }; spending: { totalCents: number } };
};

// A summary asked again is kept under the user's report version (decision 033); every kind of write a
// person makes between two asks must show in the second: an edit, a balance, a new account's import, an
// undo, another day. Runs on PGlite (whole answers kept in memory) and PostgreSQL (sums kept, version
// read with the accounts).
describe('a kept report summary follows every write', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21' });
  });
  afterAll(() => ctx.close());

  it('answers the same twice, then each change at once', async () => {
    const { client } = await createVerifiedUser(ctx);
    const other = await createVerifiedUser(ctx);
    const summary = async (query = 'period=all') => {
      const res = await client.get(`/api/reports/summary?${query}`);
      expect(res.status).toBe(200);
      return res.json as unknown as Summary;
    };
    const accountId = await importCheckingStatement(client);
    const first = await summary();
    expect(first.cashFlow.spending.totalCents).toBe(150_00);
    expect(await summary()).toEqual(first);

    // Another user's writes leave this user's answer as it was.
    await importCheckingStatement(other.client, 'Theirs');
    expect(await summary()).toEqual(first);

    // An edit of one row's amount.
    await editGrocery(client, accountId, '2026-11-02', '-170.00');
    expect((await summary()).cashFlow.spending.totalCents).toBe(200_00);

    // A balance typed on another account: My Situation moves, the sums stay.
    const house = await createManualAccount(client, 'House');
    const before = await summary();
    const typed = await client.request('PATCH', `/api/accounts/${house}`, {
      balanceCents: 250_000_00,
      balanceDate: '2026-11-01',
    });
    expect(typed.status).toBe(200);
    const withHouse = await summary();
    expect(withHouse.situation.netWorthCents).toBe(before.situation.netWorthCents + 250_000_00);
    expect(withHouse.cashFlow).toEqual(before.cashFlow);

    // The last 30 days, then the same query on the next day: a different period.
    const month = await summary('period=30');
    expect(month.cashFlow.spending.totalCents).toBe(170_00);
    ctx.clock.setToday('2026-12-03');
    const later = await summary('period=30');
    expect(later.period.from).not.toBe(month.period.from);
    expect(later.cashFlow.spending.totalCents).toBe(0);
    ctx.clock.setToday('2026-11-21');

    // Undoing the import takes every row away.
    const { imports } = (await client.get('/api/imports')).json as unknown as {
      imports: { batchId: string }[];
    };
    expect((await client.delete(`/api/imports/${imports[0]!.batchId}`)).status).toBe(200);
    const undone = await summary();
    expect(undone.cashFlow.spending.totalCents).toBe(0);
    expect(undone.cashFlow.earnings.totalCents).toBe(0);
  });
});
