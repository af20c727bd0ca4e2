import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfitAndLoss, ReviewResponse, ScheduleC, TaxSetAside } from '@tourniquet/domain/contracts';
import { categoriseBusinessRows } from '../../business/business-categorising.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { importIntoNewManualAccount } from '../../testing/statement-import.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';

// Reads never write: the business books' categories and loan splits are written with the rows (the import,
// marking the account business, the loan's rate), so Profit & Loss, Schedule C, the tax set-aside and the
// review inbox change no row, and read the figures the old read-time categorising gave.
const CHECKING = [
  'Date,Description,Amount',
  '2026-01-02,NORTHWIND TRADERS ACH PMT,6000.00',
  '2026-01-05,LAKESIDE BANK LOAN PMT,-1000.00',
  '2026-01-20,ADOBE CREATIVE CLOUD,52.99',
  '2026-02-01,SBA LOAN PMT PRIN 812.40 INT 187.60,-1000.00',
  '2026-02-05,LAKESIDE BANK LOAN PMT,-1000.00',
  '2026-02-11,STAPLES 0142,64.10',
  '2026-03-01,ONDECK TERM LOAN ACH PMT,-1200.00',
].join('\n');

const READS = [
  '/api/business/profit-and-loss?from=2026-01-01&to=2026-12-31',
  '/api/business/schedule-c?year=2026',
  '/api/business/schedule-c.csv?year=2026',
  '/api/business/tax-set-aside?year=2026',
  '/api/review?scope=business&limit=20',
  '/api/review?scope=all&limit=20',
];

describe('the business books are read only', () => {
  let ctx: TestContext;
  let client: TestClient;
  let userId: string;

  /** Every stored row of the user the books read or wrote: rows, their parts and the month totals. */
  const snapshot = async () => {
    const db = ctx.database.db;
    const read = async (query: ReturnType<typeof sql>) =>
      JSON.stringify(((await db.execute(query)) as unknown as { rows: unknown[] }).rows, (_k, v: unknown) =>
        typeof v === 'bigint' ? v.toString() : v,
      );
    return {
      transactions: await read(sql`select * from transactions where user_id = ${userId} order by id`),
      splits: await read(sql`select * from transaction_splits where user_id = ${userId} order by id`),
      totals: await read(sql`select * from report_month_totals where user_id = ${userId}
        order by account_id, month, coalesce(business_category, ''), cents`),
    };
  };

  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-03-10', env: { RATE_LIMIT_MULTIPLIER: '100' } });
    ({ client, userId } = await createVerifiedUser(ctx));
    const checking = await importIntoNewManualAccount(
      client,
      { name: 'Business checking', type: 'depository', subtype: 'checking' },
      CHECKING,
    );
    expect(checking.response.status, checking.response.text).toBe(200);
    const marked = await client.request('PATCH', `/api/accounts/${checking.accountId}`, {
      accountTypeCustom: 'business',
    });
    expect(marked.status, marked.text).toBe(200);
    const made = await client.post('/api/accounts/manual', { name: 'Lakeside Bank loan', type: 'loan' });
    expect(made.status, made.text).toBe(201);
    const loan = (made.json.account as unknown as { id: string }).id;
    const terms = await client.request('PATCH', `/api/accounts/${loan}`, {
      balanceCents: 819_100,
      balanceDate: '2026-02-05',
      aprPercent: 12,
    });
    expect(terms.status, terms.text).toBe(200);
  });
  afterAll(() => ctx.close());

  it('changes no row on any read of the books', async () => {
    const before = await snapshot();
    for (const path of READS) {
      const res = await client.get(path);
      expect(res.status, `${path}: ${res.text}`).toBe(200);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('reads what categorising at read time read: the writes left nothing for it to do', async () => {
    const pl = (await client.get('/api/business/profit-and-loss?from=2026-01-01&to=2026-12-31'))
      .json as unknown as ProfitAndLoss;
    const c = (await client.get('/api/business/schedule-c?year=2026')).json as unknown as ScheduleC;
    const tax = (await client.get('/api/business/tax-set-aside?year=2026')).json as unknown as TaxSetAside;
    const inbox = (await client.get('/api/review?scope=business&limit=20')).json as unknown as ReviewResponse;
    // What each read ran first before the books were kept at write time: it finds nothing to change.
    const before = await snapshot();
    expect(await categoriseBusinessRows(ctx.database.db, userId)).toBe(0);
    expect(await snapshot()).toEqual(before);
    // Interest 187.60 (the statement) + 100.00 + 91.00 (12% on the loan's balance) on line 16b.
    expect(pl.expenses.find((e) => e.category === 'loan_interest')?.cents).toBe(37_860);
    expect(c.lines.find((l) => l.line === '16b')?.amountCents).toBe(37_860);
    expect(c.netProfitCents).toBe(tax.netProfitYearToDateCents);
    expect(inbox.items.find((i) => i.description.startsWith('ONDECK'))).toMatchObject({
      confidence: 'low',
      suggested: { businessUse: 'business', businessCategory: 'loan_principal' },
    });
  });
});
