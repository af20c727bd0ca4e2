import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NetWorthHistory } from '@tourniquet/domain/contracts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { createVerifiedUser } from '../../testing/users.ts';

// A card imported from a file that states no balance has no history: the chart leaves it out and names it,
// never walking back from a $0 it was never given.

const CARD_CSV = [
  'Transaction Date,Post Date,Description,Category,Type,Amount,Memo',
  '11/03/2026,11/04/2026,GROCER,Groceries,Sale,-45.10,',
  '11/05/2026,11/06/2026,COFFEE,Food & Drink,Sale,-10.00,',
].join('\n');

describe('net worth over time with a balance missing', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21' });
  });
  afterAll(() => ctx.close());

  it('leaves the account out of every day and names it, then counts it once its balance is given', async () => {
    const { client } = await createVerifiedUser(ctx);
    const made = async (body: object) =>
      ((await client.post('/api/accounts/manual', body)).json.account as unknown as { id: string }).id;
    const checking = await made({ name: 'Checking', type: 'depository', subtype: 'checking' });
    await client.request('PATCH', `/api/accounts/${checking}`, {
      balanceCents: 100_000,
      balanceDate: '2026-10-01',
    });
    const card = await made({ name: 'Chase Card', type: 'credit', subtype: 'credit card' });
    await client.request('POST', `/api/accounts/${card}/import`, CARD_CSV, { 'Content-Type': 'text/csv' });
    const history = async () =>
      (await client.get('/api/reports/net-worth-history?period=30')).json as unknown as NetWorthHistory;

    const before = await history();
    expect(before.missingBalances).toEqual([{ id: card, name: 'Chase Card' }]);
    expect(before.points.length).toBeGreaterThan(0);
    expect(new Set(before.points.map((p) => p.netWorthCents))).toEqual(new Set([100_000]));

    await client.request('PATCH', `/api/accounts/${card}`, {
      balanceCents: 30_000,
      balanceDate: '2026-11-21',
    });
    const after = await history();
    expect(after.missingBalances).toEqual([]);
    expect(after.points.at(-1)!.netWorthCents).toBe(70_000);
    // Walking back through the card's charges from the given balance: before them it owed less.
    expect(after.points[0]!.netWorthCents).toBeGreaterThan(70_000);
  });
});
