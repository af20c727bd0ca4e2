import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import { createManualAccount, seedTransactions } from '../transactions/transaction-fixtures.ts';
import { csvRows, rawGet, unzip } from './export-test-helpers.ts';

// The data download's transactions.csv carries each row's business use and business category (issue 35): a
// business account's rows are Business by the account, a personal account's row marked business by its own
// choice, a row with no business category has an empty cell. Importing the file back keeps both.

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
    // A label as every screen writes it, never the internal name.
    expect(business(ids.staples)).toEqual(['Business', 'Office Supplies']);
    expect(business(ids.draw)).toEqual(['Business', '']);
    expect(business(ids.groceries)).toEqual(['Personal', '']);
  });

  it('keeps Business Use and Business Category when the file is imported back by a new user', async () => {
    const { bytes } = await rawGet(ctx, client, '/api/export');
    const file = unzip(bytes)['transactions.csv']!;
    const fresh = (await createVerifiedUser(ctx)).client;
    for (const name of ['Studio checking', 'Everyday checking']) {
      const account = await createManualAccount(fresh, name);
      const query = `account=${encodeURIComponent(name)}`;
      const res = await fresh.request('POST', `/api/accounts/${account}/import?${query}`, file, CSV);
      expect(res.status, res.text).toBe(200);
      expect(res.json.imported).toBe(2);
    }
    const again = unzip((await rawGet(ctx, fresh, '/api/export')).bytes)['transactions.csv']!;
    expect(businessColumns(again)).toEqual(businessColumns(file));
    expect(businessColumns(again)).toEqual([
      ['2026-11-02', 'STRIPE TRANSFER ST-1', 'Business', 'Consulting'],
      ['2026-11-03', 'OWNER DRAW', 'Business', ''],
      ['2026-11-04', 'STAPLES 0042', 'Business', 'Office Supplies'],
      ['2026-11-05', 'SAFEWAY #12', 'Personal', ''],
    ]);
  });

  it('reads any other word in those cells as nothing said, and imports the row', async () => {
    const fresh = (await createVerifiedUser(ctx)).client;
    const account = await createManualAccount(fresh, 'Shop');
    const file = [
      'Date,Description,Amount,Business Use,Business Category',
      '2026-11-06,PAPER MILL,-12.00,Corporate,paper_stuff',
      '2026-11-07,FRAME CO,-30.00,business,inventory_and_materials',
      // A category by its label, as the download writes it, in any case.
      '2026-11-08,WOOD SUPPLY,-45.00,Business,inventory AND materials',
    ].join('\r\n');
    const res = await fresh.request('POST', `/api/accounts/${account}/import`, file, CSV);
    expect(res.status, res.text).toBe(200);
    const csv = unzip((await rawGet(ctx, fresh, '/api/export')).bytes)['transactions.csv']!;
    expect(businessColumns(csv)).toEqual([
      ['2026-11-06', 'PAPER MILL', 'Personal', ''],
      ['2026-11-07', 'FRAME CO', 'Business', 'Inventory and Materials'],
      ['2026-11-08', 'WOOD SUPPLY', 'Business', 'Inventory and Materials'],
    ]);
  });
});

const CSV = { 'Content-Type': 'text/csv' };

/** Date, description and the two business cells of each row, in date order. */
function businessColumns(file: string): string[][] {
  const [header, ...rows] = csvRows(file);
  const at = ['Date', 'Description', 'Business Use', 'Business Category'].map((n) => header!.indexOf(n));
  return rows.map((r) => at.map((i) => r[i]!)).sort((a, b) => a.join('|').localeCompare(b.join('|')));
}
