import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import { importIntoNewManualAccount } from '../../testing/statement-import.ts';
import { editGrocery, importCheckingStatement } from './kept-answers-fixtures.ts';

type CashFlow = {
  months: { month: string; inCents: number; outCents: number }[];
  inCents: number;
  outCents: number;
};

// The monthly cash flow asked again is the answer kept under the user's report version (decision 033), as
// the summary is: a second ask with nothing written answers the same, and each write shows in the next ask.
describe('a kept monthly cash flow follows every write', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21' });
  });
  afterAll(() => ctx.close());

  it('answers the same twice, then an edit, another account and an undo at once', async () => {
    const { client } = await createVerifiedUser(ctx);
    const other = await createVerifiedUser(ctx);
    const cashFlow = async (query = 'period=all') => {
      const res = await client.get(`/api/reports/monthly-cash-flow?${query}`);
      expect(res.status, res.text).toBe(200);
      return res.json as unknown as CashFlow;
    };
    const accountId = await importCheckingStatement(client);
    const first = await cashFlow();
    expect(first.months).toEqual([
      { month: '2026-10', inCents: 0, outCents: 30_00 },
      { month: '2026-11', inCents: 1500_00, outCents: 120_00 },
    ]);
    expect(await cashFlow()).toEqual(first);

    // Another user's rows leave this user's answer as it was.
    await importCheckingStatement(other.client, 'Theirs');
    expect(await cashFlow()).toEqual(first);

    // An edit moves a row to another month and changes its amount.
    await editGrocery(client, accountId, '2026-10-15', '-170.00');
    const afterEdit = await cashFlow();
    expect(afterEdit.months).toEqual([
      { month: '2026-10', inCents: 0, outCents: 200_00 },
      { month: '2026-11', inCents: 1500_00, outCents: 0 },
    ]);

    // A second account's statement adds to the same months; one account alone is its own query.
    const { accountId: savings } = await importIntoNewManualAccount(
      client,
      { name: 'Savings', type: 'asset', subtype: 'savings' },
      ['Date,Description,Amount', '11/05/2026,INTEREST PAID,4.00'].join('\n'),
    );
    expect((await cashFlow()).inCents).toBe(1504_00);
    expect((await cashFlow(`period=all&accounts=${savings}`)).inCents).toBe(4_00);
    expect((await cashFlow(`period=all&accounts=${accountId}`)).inCents).toBe(1500_00);

    // Undoing the first import takes its rows away.
    const { imports } = (await client.get('/api/imports')).json as unknown as {
      imports: { batchId: string; accountId: string }[];
    };
    const checkingImport = imports.find((i) => i.accountId === accountId)!;
    expect((await client.delete(`/api/imports/${checkingImport.batchId}`)).status).toBe(200);
    const undone = await cashFlow();
    expect(undone.outCents).toBe(0);
    expect(undone.inCents).toBe(4_00);
  });
});
