import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import { createManualAccount, seedTransactions } from '../transactions/transaction-fixtures.ts';
import { csvRows, rawGet, unzip } from './export-test-helpers.ts';

// The data download's transactions.csv carries each row's business use and business category (issue 35): a
// business account's rows are Business by the account, a personal account's row marked business by its own
// choice, a row with no business category has an empty cell.

describe('business columns in transactions.csv', () => {
  let ctx: TestContext;
  let client: TestClient;
  let ids: Record<'payout' | 'draw' | 'staples' | 'groceries', string>;

  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21', env: { RATE_LIMIT_MULTIPLIER: '100' } });
    const owner = await createVerifiedUser(ctx);
    client = owner.client;
    const business = await createManualAccount(client, 'Studio checking');
    const marked = await client.request('PATCH', `/api/accounts/${business}`, {
      accountTypeCustom: 'business',
    });
    expect(marked.status, marked.text).toBe(200);
    const personal = await createManualAccount(client, 'Everyday checking');
    const [payout, draw] = await seedTransactions(ctx, owner.userId, business, [
      { date: '2026-11-02', description: 'STRIPE TRANSFER ST-1', merchantName: null, amountCents: -90000 },
      { date: '2026-11-03', description: 'OWNER DRAW', merchantName: null, amountCents: 20000 },
    ]);
    const [staples, groceries] = await seedTransactions(ctx, owner.userId, personal, [
      { date: '2026-11-04', description: 'STAPLES 0042', merchantName: 'Staples', amountCents: 4210 },
      { date: '2026-11-05', description: 'SAFEWAY #12', merchantName: 'Safeway', amountCents: 6120 },
    ]);
    ids = { payout: payout!, draw: draw!, staples: staples!, groceries: groceries! };
    const patch = async (id: string, body: unknown) => {
      const res = await client.request('PATCH', `/api/transactions/${id}`, body);
      expect(res.status, res.text).toBe(200);
    };
    await patch(ids.payout, { businessCategory: 'Consulting' });
    await patch(ids.staples, { businessUse: 'business', businessCategory: 'office_supplies' });
    await patch(ids.draw, { businessCategory: null });
  });
  afterAll(() => ctx.close());

  it('gives each row Business or Personal as the books count it, and its business category', async () => {
    const { res, bytes } = await rawGet(ctx, client, '/api/export');
    expect(res.status).toBe(200);
    const [header, ...rows] = csvRows(unzip(bytes)['transactions.csv']!);
    const col = (name: string) => header!.indexOf(name);
    expect(header!.slice(-2)).toEqual(['Business Use', 'Business Category']);
    const byId = new Map(rows.map((r) => [r[col('Id')]!, r]));
    const business = (id: string) => [
      byId.get(id)![col('Business Use')],
      byId.get(id)![col('Business Category')],
    ];
    expect(business(ids.payout)).toEqual(['Business', 'Consulting']);
    expect(business(ids.staples)).toEqual(['Business', 'office_supplies']);
    expect(business(ids.draw)).toEqual(['Business', '']);
    expect(business(ids.groceries)).toEqual(['Personal', '']);
  });
});
