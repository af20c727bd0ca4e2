import { addMonths, type RecurringItem } from '@tourniquet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BankError, type BankPort } from '../../bank/bank-port.ts';
import { linkSandboxBank, waitForFirstSync } from '../../testing/bank-fixtures.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { createVerifiedUser } from '../../testing/users.ts';

const PATH = '/api/bank/fetch-recurring-transactions';
const list = (json: unknown) => (json as { recurring_transactions: RecurringItem[] }).recurring_transactions;

describe('fetch-recurring-transactions against the simulated household', () => {
  let ctx: TestContext;
  let items: RecurringItem[];
  const byMerchant = (name: string) => items.find((i) => i.merchantName === name);

  beforeAll(async () => {
    ctx = await createTestContext();
    const { client, userId } = await createVerifiedUser(ctx);
    await linkSandboxBank(ctx, client);
    await waitForFirstSync(ctx, userId);
    const res = await client.post(PATH);
    expect(res.status).toBe(200);
    items = list(res.json);
  });
  afterAll(() => ctx.close());

  it('lists the live subscriptions and bills of the household, classified', () => {
    const subscriptions = ['Netflix', 'Spotify', 'Planet Fitness', 'Adobe', 'Apple', 'Microsoft'];
    const moreSubscriptions = ['The New York Times', 'Dollar Shave Club', 'Amazon Prime', 'Costco'];
    for (const name of [...subscriptions, ...moreSubscriptions])
      expect(byMerchant(name)?.type, name).toBe('subscription');
    const bills = ['Greenway Property Management', 'Pacific Gas and Electric', 'SFPUC', 'Verizon', 'GEICO'];
    // The default household rents (Greenway); only user_stretched has a mortgage.
    const moreBills = ['Comcast Xfinity', 'Lemonade', 'Nelnet', 'Toyota Financial Services'];
    for (const name of [...bills, ...moreBills]) expect(byMerchant(name)?.type, name).toBe('bill');
  });

  it('leaves out stopped streams and money moved between own accounts', () => {
    const names = items.map((i) => `${i.merchantName ?? ''} ${i.description}`);
    for (const gone of [
      /hulu/i,
      /hellofresh/i,
      /maintenance fee/i,
      /transfer to sav/i,
      /vanguard/i,
      /card autopay/i,
    ])
      expect(names.filter((n) => gone.test(n))).toEqual([]);
    expect(items).toHaveLength(19);
  });

  it('gives typical charges in integer cents and estimated next dates by frequency', () => {
    expect(byMerchant('Adobe')).toMatchObject({ amountCents: 5499, frequency: 'MONTHLY' });
    expect(byMerchant('Costco')).toMatchObject({ amountCents: 6500, frequency: 'ANNUALLY' });
    const netflix = byMerchant('Netflix')!;
    // The average of the stream's charges, across a price rise from 15.49 to 17.99.
    expect(netflix.amountCents).toBeGreaterThan(1549);
    expect(netflix.amountCents).toBeLessThan(1799);
    expect(netflix.nextDate).toBe(addMonths(netflix.lastDate, 1));
    const times = byMerchant('The New York Times')!;
    expect(times.frequency).toBe('WEEKLY');
    for (const item of items) {
      expect(Number.isSafeInteger(item.amountCents) && item.amountCents > 0).toBe(true);
      expect(item.transactionIds.length).toBeGreaterThan(0);
    }
  });

  it('reads a quarterly stream the provider calls UNKNOWN as quarterly, +3 months', () => {
    const water = byMerchant('SFPUC')!;
    expect(water.frequency).toBe('QUARTERLY');
    expect(water.nextDate).toBe(addMonths(water.lastDate, 3));
    expect(byMerchant('Dollar Shave Club')!.frequency).toBe('QUARTERLY');
  });

  it('orders by next date, soonest first', () => {
    const dates = items.map((i) => i.nextDate);
    expect(dates).toEqual([...dates].sort());
    expect(items[0]!.nextDate >= '2026-11-21').toBe(true);
  });

  it('shows a series once when two linked banks both report it', async () => {
    const { client, userId } = await createVerifiedUser(ctx);
    await linkSandboxBank(ctx, client);
    await linkSandboxBank(ctx, client, { institutionId: 'ins_109511', institutionName: 'Tartan Bank' });
    await waitForFirstSync(ctx, userId);
    const twice = list((await client.post(PATH)).json);
    const keys = twice.map((i) => `${i.merchantName}|${i.description}`.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('netflix|netflix.com');
  });

  it('requires a signed-in user', async () => {
    // From the app's own page, so the refusal is about the missing session, not the origin check.
    const res = await ctx.app.request(PATH, { method: 'POST', headers: { Origin: ctx.env.PUBLIC_URL } });
    expect(res.status).toBe(401);
  });
});

describe('fetch-recurring-transactions when the provider fails', () => {
  let ctx: TestContext;
  let failures = 0;
  beforeAll(async () => {
    const wrapBank = (bank: BankPort): BankPort => ({
      ...bank,
      async getRecurring(token) {
        if (failures > 0) {
          failures -= 1;
          throw new BankError('ITEM_LOGIN_REQUIRED', 'login_required', 'provider says: secret detail');
        }
        return bank.getRecurring(token);
      },
    });
    ctx = await createTestContext({ deps: { wrapBank } });
  });
  afterAll(() => ctx.close());

  it('answers a clean 502 when every bank fails, not an empty list', async () => {
    const { client, userId } = await createVerifiedUser(ctx);
    await linkSandboxBank(ctx, client);
    await waitForFirstSync(ctx, userId);
    failures = 1;
    const res = await client.post(PATH);
    expect(res.status).toBe(502);
    expect(res.json).toEqual({
      error: {
        code: 'bank_error',
        message: 'The bank could not be reached. Please try again.',
        requestId: expect.any(String),
      },
    });
    expect(res.text).not.toMatch(/secret|ITEM_LOGIN|stack/i);
    const retry = await client.post(PATH);
    expect(retry.status).toBe(200);
    expect(list(retry.json).length).toBeGreaterThan(0);
  });

  it('still lists the other banks when one of two fails', async () => {
    const { client, userId } = await createVerifiedUser(ctx);
    await linkSandboxBank(ctx, client);
    await linkSandboxBank(ctx, client, { institutionId: 'ins_109511', institutionName: 'Tartan Bank' });
    await waitForFirstSync(ctx, userId);
    failures = 1;
    const res = await client.post(PATH);
    expect(res.status).toBe(200);
    expect(list(res.json).some((i) => i.merchantName === 'Netflix')).toBe(true);
  });
});
