import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUsd, pfcDetailedLabel, pfcPrimaryLabel } from '@tourniquet/domain';
import type { ReportSummary } from '@tourniquet/domain/contracts';
import { pdfPages } from '../../testing/pdf-text.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import { createManualAccount, seedTransactions } from '../transactions/transaction-fixtures.ts';
import { csvRows, rawGet, unzip, type Files } from './export-test-helpers.ts';

// Split rows in the downloads (issue 23): the data download keeps each row whole in transactions.csv and
// lists its parts in splits.csv; the Financial Status CSV and the spending PDF count the parts, each in its
// own category, to the cent.

const HARDWARE = { primary: 'HOME_IMPROVEMENT', detailed: 'HOME_IMPROVEMENT_HARDWARE' };
const HAIR = { primary: 'PERSONAL_CARE', detailed: 'PERSONAL_CARE_HAIR_AND_BEAUTY' };
const GROCERIES = { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' };

describe('split rows in the downloads', () => {
  let ctx: TestContext;
  let client: TestClient;
  let accountId: string;
  let costco: string;
  let refund: string;
  let coffee: string;
  let zip: Files;

  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21', env: { RATE_LIMIT_MULTIPLIER: '100' } });
    const owner = await createVerifiedUser(ctx);
    client = owner.client;
    accountId = await createManualAccount(client, 'Checking');
    [costco, refund, coffee] = (await seedTransactions(ctx, owner.userId, accountId, [
      { date: '2026-11-10', description: 'COSTCO WHSE #0123', merchantName: 'Costco', amountCents: 8412 },
      { date: '2026-11-12', description: 'TARGET RETURN', merchantName: 'Target', amountCents: -3001 },
      {
        date: '2026-11-14',
        description: 'BLUE BOTTLE COFFEE',
        merchantName: 'Blue Bottle',
        amountCents: 650,
      },
    ])) as [string, string, string];
    const split = async (id: string, parts: unknown[]) => {
      const res = await client.put(`/api/transactions/${id}/splits`, { parts });
      expect(res.status, res.text).toBe(200);
    };
    // Three parts of an odd total, one of them business, so a rounding or a dropped part would show.
    await split(costco, [
      { amountCents: 5001, personalCategory: GROCERIES, note: 'Week, "big" shop' },
      { amountCents: 2410, personalCategory: HARDWARE },
      {
        amountCents: 1001,
        personalCategory: HAIR,
        businessUse: 'business',
        businessCategory: 'office_supplies',
      },
    ]);
    // A split refund keeps its sign: both parts are money in.
    await split(refund, [
      { amountCents: 2000, personalCategory: HARDWARE },
      { amountCents: 1001, personalCategory: HAIR },
    ]);
    const { res, bytes } = await rawGet(ctx, client, '/api/export');
    expect(res.status).toBe(200);
    zip = unzip(bytes);
  });
  afterAll(() => ctx.close());

  it('keeps each row whole in transactions.csv, its Split Parts naming how many parts it has', () => {
    const [header, ...rows] = csvRows(zip['transactions.csv']!);
    const col = (name: string) => header!.indexOf(name);
    expect(header).toContain('Split Parts');
    const byId = new Map(rows.map((r) => [r[col('Id')], r]));
    expect(rows).toHaveLength(3);
    expect(byId.get(costco)![col('Amount')]).toBe('-84.12');
    expect(byId.get(costco)![col('Split Parts')]).toBe('3');
    expect(byId.get(refund)![col('Amount')]).toBe('30.01');
    expect(byId.get(refund)![col('Split Parts')]).toBe('2');
    expect(byId.get(coffee)![col('Split Parts')]).toBe('');
  });

  it('lists every part in splits.csv, "i of n", in the bank sign, adding up to its row to the cent', () => {
    const [header, ...rows] = csvRows(zip['splits.csv']!);
    expect(header).toEqual([
      'Transaction Id',
      'Date',
      'Description',
      'Merchant',
      'Transaction Amount',
      'Part',
      'Amount',
      'Category',
      'Category Group',
      'Business or Personal',
      'Business Category',
      'Note',
    ]);
    expect(rows).toEqual([
      [
        costco,
        '2026-11-10',
        'COSTCO WHSE #0123',
        'Costco',
        '-84.12',
        '1 of 3',
        '-50.01',
        pfcDetailedLabel(GROCERIES.detailed),
        pfcPrimaryLabel(GROCERIES.primary),
        'personal',
        '',
        'Week, "big" shop',
      ],
      [costco, '2026-11-10', 'COSTCO WHSE #0123', 'Costco', '-84.12', '2 of 3', '-24.10']
        .concat([pfcDetailedLabel(HARDWARE.detailed), pfcPrimaryLabel(HARDWARE.primary)])
        .concat(['personal', '', '']),
      [costco, '2026-11-10', 'COSTCO WHSE #0123', 'Costco', '-84.12', '3 of 3', '-10.01']
        .concat([pfcDetailedLabel(HAIR.detailed), pfcPrimaryLabel(HAIR.primary)])
        .concat(['business', 'Office Supplies', '']),
      [refund, '2026-11-12', 'TARGET RETURN', 'Target', '30.01', '1 of 2', '20.00']
        .concat([pfcDetailedLabel(HARDWARE.detailed), pfcPrimaryLabel(HARDWARE.primary)])
        .concat(['personal', '', '']),
      [refund, '2026-11-12', 'TARGET RETURN', 'Target', '30.01', '2 of 2', '10.01']
        .concat([pfcDetailedLabel(HAIR.detailed), pfcPrimaryLabel(HAIR.primary)])
        .concat(['personal', '', '']),
    ]);
    // The parts of each row add up to its Transaction Amount, in cents.
    const cents = (cell: string) => Math.round(Number(cell) * 100);
    for (const id of [costco, refund]) {
      const parts = rows.filter((r) => r[0] === id);
      expect(parts.reduce((sum, r) => sum + cents(r[6]!), 0)).toBe(cents(parts[0]![4]!));
    }
    expect(zip['README.txt']).toContain('splits.csv               the parts of each transaction you split');
    expect(zip['README.txt']).toContain('Split transactions');
  });

  it('gives each transaction of the JSON file its parts, or null', () => {
    const json = JSON.parse(zip['tourniquet-export.json']!) as {
      transactions: { id: string; amountCents: number; splits: { amountCents: number }[] | null }[];
    };
    const byId = new Map(json.transactions.map((t) => [t.id, t]));
    expect(byId.get(costco)!.splits!.map((p) => p.amountCents)).toEqual([5001, 2410, 1001]);
    expect(byId.get(refund)!.splits!.map((p) => p.amountCents)).toEqual([-2000, -1001]);
    expect(byId.get(coffee)!.splits).toBeNull();
  });

  it('writes the Financial Status CSV a line per part, each in its own category, summing to the report', async () => {
    const res = await client.get(`/api/reports/transactions.csv?period=30&accounts=${accountId}`);
    expect(res.status).toBe(200);
    const [, ...rows] = csvRows(res.text);
    const lines = rows.map((r) => ({ description: r[1], amount: r[3], category: r[4] }));
    expect(lines).toHaveLength(6); // three parts, two parts and the unsplit coffee
    expect(lines.filter((l) => l.description === 'COSTCO WHSE #0123')).toEqual(
      expect.arrayContaining([
        { description: 'COSTCO WHSE #0123', amount: '50.01', category: pfcDetailedLabel(GROCERIES.detailed) },
        { description: 'COSTCO WHSE #0123', amount: '24.10', category: pfcDetailedLabel(HARDWARE.detailed) },
        { description: 'COSTCO WHSE #0123', amount: '10.01', category: pfcDetailedLabel(HAIR.detailed) },
      ]),
    );
    expect(lines.filter((l) => l.description === 'TARGET RETURN')).toEqual(
      expect.arrayContaining([
        { description: 'TARGET RETURN', amount: '-20.00', category: pfcDetailedLabel(HARDWARE.detailed) },
        { description: 'TARGET RETURN', amount: '-10.01', category: pfcDetailedLabel(HAIR.detailed) },
      ]),
    );
    const total = rows.reduce((sum, r) => sum + Math.round(Number(r[3]) * 100), 0);
    expect(total).toBe(8412 - 3001 + 650);
  });

  it('prints the spending PDF with the parts in their categories, as the summary counts them', async () => {
    const summary = (await client.get(`/api/reports/summary?period=30&accounts=${accountId}`))
      .json as unknown as ReportSummary;
    const spending = summary.cashFlow.spending;
    const of = (primary: string) => spending.categories.find((c) => c.category === primary)?.amountCents;
    // The refund's parts reduce the spending of the categories they refund.
    expect(of('FOOD_AND_DRINK')).toBe(5001 + 650);
    expect(of('HOME_IMPROVEMENT')).toBe(2410 - 2000);
    expect(of('PERSONAL_CARE') ?? 0).toBe(1001 - 1001); // a category at zero is left out
    expect(spending.totalCents).toBe(8412 - 3001 + 650);

    const res = await client.raw(`/api/reports/spending.pdf?period=30&accounts=${accountId}`);
    expect(res.status).toBe(200);
    const text = (await pdfPages(new Uint8Array(await res.arrayBuffer()))).join('\n');
    expect(text).toContain(`Spending ${formatUsd(spending.totalCents)}`);
    expect(text).toContain(`${pfcPrimaryLabel('FOOD_AND_DRINK')} ${formatUsd(5651)} `);
    expect(text).toContain(`${pfcPrimaryLabel('HOME_IMPROVEMENT')} ${formatUsd(410)} `);
  });
});
