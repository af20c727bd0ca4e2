import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkSandboxBank, waitForFirstSync } from '../../testing/bank-fixtures.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { createVerifiedUser } from '../../testing/users.ts';

interface Recurring {
  id: string;
  description: string;
  merchantName: string | null;
  amountCents: number;
  frequency: string;
  lastDate: string;
  nextDate: string;
  type: 'bill' | 'subscription';
  transactionIds: string[];
}

describe('fetch-recurring-transactions', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('answers an empty list before any bank is linked', async () => {
    const { client } = await createVerifiedUser(ctx);
    const res = await client.post('/api/bank/fetch-recurring-transactions');
    expect(res.json).toEqual({ recurring_transactions: [] });
  });

  it('derives bills and subscriptions with next dates from the provider streams', async () => {
    const { client, userId } = await createVerifiedUser(ctx);
    await linkSandboxBank(ctx, client);
    await waitForFirstSync(ctx, userId);
    const res = await client.post('/api/bank/fetch-recurring-transactions');
    expect(res.status).toBe(200);
    const items = res.json.recurring_transactions as unknown as Recurring[];
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.some((i) => i.type === 'bill')).toBe(true);
    expect(items.some((i) => i.type === 'subscription')).toBe(true);
    for (const i of items) {
      expect(Number.isInteger(i.amountCents) && i.amountCents > 0).toBe(true);
      expect(i.nextDate > i.lastDate).toBe(true);
      expect(i.transactionIds.length).toBeGreaterThan(0);
    }
    const keys = items.map((i) => `${i.merchantName}|${i.description}`.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length); // shown once per merchant and description
    const monthly = items.find((i) => i.frequency === 'MONTHLY')!;
    const [y, m, d] = monthly.lastDate.split('-').map(Number);
    const expected = new Date(Date.UTC(y!, m!, Math.min(d!, new Date(Date.UTC(y!, m! + 1, 0)).getUTCDate())));
    expect(monthly.nextDate).toBe(expected.toISOString().slice(0, 10));
  });
});
