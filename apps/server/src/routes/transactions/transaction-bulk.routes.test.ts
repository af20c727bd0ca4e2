import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionDto } from '@tourniquet/domain';
import type { ReportSummary, TransactionTotals } from '@tourniquet/domain/contracts';
import { apiError } from '../../testing/api-error.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { importIntoNewManualAccount } from '../../testing/statement-import.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import { listAll } from './transaction-fixtures.ts';

// Many rows at once (issue 36): a search's count and total, and a category, a use or a payee set on the
// selected rows or on every row of a search.
const STATEMENT = [
  'Date,Description,Amount',
  '11/02/2026,SQ *BLUE BOTTLE COFFEE OAKLAND CA,-6.50',
  '11/03/2026,SQ *BLUE BOTTLE COFFEE OAKLAND CA,-12.99',
  '11/04/2026,PEETS COFFEE #0112 BERKELEY CA,-4.75',
  '11/05/2026,SAFEWAY #1234 SAN JOSE CA,-54.20',
  '11/06/2026,ACME CORP PAYROLL,2500.00',
].join('\n');
const TREATS = { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_OTHER_FOOD_AND_DRINK' };

describe('many rows at once (issue 36)', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21', env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  afterAll(() => ctx.close());

  async function newUser(): Promise<{ client: TestClient; rows: TransactionDto[] }> {
    const { client } = await createVerifiedUser(ctx);
    const imported = await importIntoNewManualAccount(
      client,
      { name: 'Checking', type: 'depository', subtype: 'checking' },
      STATEMENT,
    );
    expect(imported.response.status, imported.response.text).toBe(200);
    return { client, rows: await listAll(client, {}, 50) };
  }
  const totals = async (client: TestClient, query: string) => {
    const res = await client.get(`/api/transactions/totals?${query}`);
    expect(res.status, res.text).toBe(200);
    return res.json as unknown as TransactionTotals;
  };
  const spendingIn = async (client: TestClient, detailed: string) => {
    const res = await client.get('/api/reports/summary?period=30');
    expect(res.status, res.text).toBe(200);
    const { cashFlow } = res.json as unknown as ReportSummary;
    return (
      cashFlow.spending.categories.flatMap((c) => c.details).find((d) => d.detailed === detailed)
        ?.amountCents ?? 0
    );
  };

  it("gives a search's count and total", async () => {
    const { client } = await newUser();
    expect(await totals(client, 'q=coffee')).toEqual({ count: 3, totalCents: 650 + 1299 + 475 });
    expect(await totals(client, 'q=nothing-like-this')).toEqual({ count: 0, totalCents: 0 });
    expect(await totals(client, '')).toEqual({ count: 5, totalCents: 650 + 1299 + 475 + 5420 - 250000 });
  });

  it("sets a category on every row of a search, as the user's own, and the spending follows", async () => {
    const { client } = await newUser();
    const before = await spendingIn(client, TREATS.detailed);
    const res = await client.post('/api/transactions/bulk', {
      filter: { q: 'coffee' },
      set: { personalCategory: TREATS },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ updated: 3 });
    const coffee = await listAll(client, { q: 'coffee' }, 50);
    expect(coffee.map((t) => [t.personalCategory, t.categorySource])).toEqual(
      Array(3).fill([TREATS, 'user']),
    );
    expect((await listAll(client, { q: 'safeway' }, 50))[0]?.categorySource).not.toBe('user');
    expect((await spendingIn(client, TREATS.detailed)) - before).toBe(650 + 1299 + 475);
  });

  it('sets the payee and business use on the selected rows only', async () => {
    const { client, rows } = await newUser();
    const picked = rows.filter((t) => t.description.includes('BLUE BOTTLE')).map((t) => t.id);
    const res = await client.post('/api/transactions/bulk', {
      ids: picked,
      set: { merchantName: 'Blue Bottle (office)', businessUse: 'business' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ updated: 2 });
    const after = await listAll(client, {}, 50);
    const mine = after.filter((t) => picked.includes(t.id));
    expect(mine.map((t) => [t.displayMerchant, t.businessUse])).toEqual(
      Array(2).fill(['Blue Bottle (office)', 'business']),
    );
    const peets = after.find((t) => t.description.includes('PEETS'))!;
    expect(peets.displayMerchant).not.toBe('Blue Bottle (office)');
    // The user's words are found by search too.
    expect((await totals(client, 'q=office')).count).toBe(2);
  });

  it("answers 404 for another user's row and changes nothing", async () => {
    const first = await newUser();
    const second = await newUser();
    const theirs = second.rows[0]!.id;
    const res = await first.client.post('/api/transactions/bulk', {
      ids: [first.rows[0]!.id, theirs],
      set: { personalCategory: TREATS },
    });
    expect(res.status).toBe(404);
    expect(await listAll(first.client, {}, 50)).toEqual(first.rows);
    expect(await listAll(second.client, {}, 50)).toEqual(second.rows);
  });

  it('refuses bad bodies with the field named, and changes nothing', async () => {
    const { client, rows } = await newUser();
    const cases: [unknown, string][] = [
      [{ ids: [rows[0]!.id], set: {} }, 'set'],
      [{ set: { businessUse: 'business' } }, 'ids'],
      [{ ids: [rows[0]!.id], filter: { q: 'x' }, set: { businessUse: 'business' } }, 'ids'],
      [{ ids: [rows[0]!.id], set: { businessUse: 'sometimes' } }, 'set.businessUse'],
      [{ ids: [rows[0]!.id], set: { merchantName: '   ' } }, 'set.merchantName'],
      [
        { ids: [rows[0]!.id], set: { personalCategory: { primary: 'FOOD_AND_DRINK', detailed: 'X' } } },
        'set.personalCategory',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await client.post('/api/transactions/bulk', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(apiError(res).fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await listAll(client, {}, 50)).toEqual(rows);
  });
});
