import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionDto } from '@tourniquet/domain';
import type { ProfitAndLoss, ReviewResponse, ScheduleC } from '@tourniquet/domain/contracts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { importIntoNewManualAccount } from '../../testing/statement-import.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import { listAll } from '../transactions/transaction-fixtures.ts';

// A loan payment on a business account is its interest (Schedule C line 16b) and its principal (not profit or
// loss): split where the statement says so or the loan's rate is known, else waiting in the review inbox.
const CHECKING = [
  'Date,Description,Amount',
  '2026-01-02,NORTHWIND TRADERS ACH PMT,6000.00',
  '2026-01-05,LAKESIDE BANK LOAN PMT,-1000.00',
  '2026-02-01,SBA LOAN PMT PRIN 812.40 INT 187.60,-1000.00',
  '2026-02-05,LAKESIDE BANK LOAN PMT,-1000.00',
  '2026-03-01,ONDECK TERM LOAN ACH PMT,-1200.00',
].join('\n');
const YEAR = 'from=2026-01-01&to=2026-12-31';

describe('loan payments on a business account', () => {
  let ctx: TestContext;
  let client: TestClient;
  const get = async <T>(c: TestClient, path: string) => {
    const res = await c.get(path);
    expect(res.status, res.text).toBe(200);
    return res.json as unknown as T;
  };
  const rowOf = (rows: TransactionDto[], text: string) => rows.filter((r) => r.description.startsWith(text));

  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-03-10', env: { RATE_LIMIT_MULTIPLIER: '100' } });
    ({ client } = await createVerifiedUser(ctx));
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
    // The loan the two LAKESIDE payments pay: 12% a year, $8,191.00 owed after the second payment.
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

  it('splits a payment by the statement or the loan rate, and counts only the interest', async () => {
    const pl = await get<ProfitAndLoss>(client, `/api/business/profit-and-loss?${YEAR}`);
    // Interest: 187.60 from the statement; 100.00 and 91.00 from 12% on the loan's balance.
    expect(pl.expenses).toEqual([{ category: 'loan_interest', cents: 18_760 + 10_000 + 9_100 }]);
    expect(pl.incomeCents).toBe(600_000);
    // Principal, the unknown ONDECK payment's whole amount included until the owner says.
    expect(pl.notInProfitAndLoss.find((n) => n.category === 'loan_principal')?.cents).toBe(
      81_240 + 90_000 + 90_900 + 120_000,
    );
    const c = await get<ScheduleC>(client, '/api/business/schedule-c?year=2026');
    expect(c.lines.find((l) => l.line === '16b')?.amountCents).toBe(37_860);
    expect(c.netProfitCents).toBe(600_000 - 37_860);

    const rows = await listAll(client, {}, 200);
    const [sba] = rowOf(rows, 'SBA LOAN');
    expect(sba!.splits?.map((p) => [p.businessCategory, p.amountCents, p.note])).toEqual([
      ['loan_interest', 18_760, 'The statement gives the interest; the rest pays back the loan'],
      ['loan_principal', 81_240, 'The statement gives the interest; the rest pays back the loan'],
    ]);
    for (const lakeside of rowOf(rows, 'LAKESIDE')) {
      expect(lakeside.splits?.[0]?.note).toBe(
        "A month's interest at 12% a year on the loan's balance; the rest pays back the loan",
      );
    }
    expect(rowOf(rows, 'ONDECK')[0]!.splits).toBeNull();
  });

  it('asks about a loan payment whose split is not known, and not about the split ones', async () => {
    const inbox = await get<ReviewResponse>(client, '/api/review?scope=business&limit=20');
    const ondeck = inbox.items.find((i) => i.description.startsWith('ONDECK'));
    expect(ondeck).toMatchObject({
      confidence: 'low',
      suggested: { businessUse: 'business', businessCategory: 'loan_principal' },
    });
    expect(ondeck!.reason).toContain("give the loan's rate on Debts or split it");
    expect(inbox.items.filter((i) => /SBA|LAKESIDE/.test(i.description))).toEqual([]);
    // Another user's loan of the same name splits nothing of this user's, nor theirs without its payments.
    const { client: other } = await createVerifiedUser(ctx);
    const theirs = await get<ProfitAndLoss>(other, `/api/business/profit-and-loss?${YEAR}`);
    expect(theirs.expenses).toEqual([]);
  });
});
