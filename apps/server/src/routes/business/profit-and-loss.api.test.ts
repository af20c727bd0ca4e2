import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionDto } from '@tourniquet/domain';
import type { ProfitAndLoss, ScheduleC } from '@tourniquet/domain/contracts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { importIntoNewManualAccount } from '../../testing/statement-import.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import { listAll } from '../transactions/transaction-fixtures.ts';

// Issue 35: one rule for what is profit or loss. A sole proprietor's business checking (bank sign: money out
// negative) with what is not profit or loss beside the sales and costs, a personal savings account the
// owner draws to, and a personal card the business account pays. The tax refunds are left to the suggestions.
const CHECKING = [
  'Date,Description,Amount',
  '2025-12-15,NORTHWIND TRADERS ACH PMT,999.00',
  '2026-01-05,NORTHWIND TRADERS ACH PMT,6000.00',
  '2026-01-12,OLIVE GARDEN 22,-25.01',
  '2026-02-01,SBA LOAN 88 PRINCIPAL,-300.00',
  '2026-02-01,SBA LOAN 88 INTEREST,-45.67',
  '2026-03-01,BLUE SHIELD PREMIUM,-450.00',
  '2026-03-10,RED CROSS DONATION,-100.00',
  '2026-03-20,TOPGOLF CLIENT OUTING,-80.00',
  '2026-04-15,IRS USATAXPYMT ESTIMATED,-1200.00',
  '2026-05-02,ADOBE CREATIVE CLOUD,-59.99',
  '2026-05-20,IRS TREAS 310 TAX REF,812.00',
  '2026-06-03,NYS DTF PIT REFUND 0427,150.00',
  '2026-06-01,ONLINE TRANSFER TO SAVINGS 4455,-1000.00',
  '2026-06-20,PAYMENT TO VISA CARD 9911,-300.00',
].join('\n');
const SAVINGS = ['Date,Description,Amount', '2026-06-01,ONLINE TRANSFER FROM CHECKING 1122,1000.00'].join(
  '\n',
);
const CARD = ['Date,Description,Amount', '2026-06-21,PAYMENT THANK YOU,300.00'].join('\n');

const CATEGORIES: Record<string, string> = {
  'NORTHWIND TRADERS': 'Service Sales',
  'OLIVE GARDEN': 'business_meals',
  'SBA LOAN 88 PRINCIPAL': 'loan_principal',
  'SBA LOAN 88 INTEREST': 'loan_interest',
  'BLUE SHIELD': 'health_insurance',
  'RED CROSS': 'charitable_contributions',
  TOPGOLF: 'client_entertainment',
  'IRS USATAXPYMT': 'income_tax',
  ADOBE: 'software_and_cloud_services',
};
const TRANSFER_OUT = { primary: 'TRANSFER_OUT', detailed: 'TRANSFER_OUT_ACCOUNT_TRANSFER' };
const TRANSFER_IN = { primary: 'TRANSFER_IN', detailed: 'TRANSFER_IN_ACCOUNT_TRANSFER' };
const CARD_PAYMENT = { primary: 'LOAN_PAYMENTS', detailed: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT' };
const YEAR = 'from=2026-01-01&to=2026-12-31';

describe('profit and loss: one rule with Schedule C (issue 35)', () => {
  let ctx: TestContext;
  let client: TestClient;
  let other: TestClient;
  let rows: TransactionDto[];
  const row = (text: string) => rows.find((t) => t.description.startsWith(text))!;
  const patch = async (id: string, body: unknown) => {
    const res = await client.request('PATCH', `/api/transactions/${id}`, body);
    expect(res.status, res.text).toBe(200);
  };
  const get = async <T>(c: TestClient, path: string) => {
    const res = await c.get(path);
    expect(res.status, res.text).toBe(200);
    return res.json as unknown as T;
  };

  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21', env: { RATE_LIMIT_MULTIPLIER: '100' } });
    ({ client } = await createVerifiedUser(ctx));
    ({ client: other } = await createVerifiedUser(ctx));
    const accounts = [
      [{ name: 'Business checking', type: 'depository', subtype: 'checking' }, CHECKING],
      [{ name: 'Savings', type: 'depository', subtype: 'savings' }, SAVINGS],
      [{ name: 'Personal card', type: 'credit', subtype: 'credit card' }, CARD],
    ] as const;
    const ids: string[] = [];
    for (const [account, csv] of accounts) {
      const imported = await importIntoNewManualAccount(client, account, csv);
      expect(imported.response.status, imported.response.text).toBe(200);
      ids.push(imported.accountId);
    }
    const business = await client.request('PATCH', `/api/accounts/${ids[0]}`, {
      accountTypeCustom: 'business',
    });
    expect(business.status, business.text).toBe(200);
    rows = await listAll(client, {}, 200);
    for (const [text, businessCategory] of Object.entries(CATEGORIES)) {
      for (const t of rows.filter((r) => r.description.startsWith(text))) {
        await patch(t.id, { businessCategory });
      }
    }
    // The owner's draw to savings and the card payment: money moved between own accounts.
    await patch(row('ONLINE TRANSFER TO SAVINGS').id, { personalCategory: TRANSFER_OUT });
    await patch(row('ONLINE TRANSFER FROM CHECKING').id, { personalCategory: TRANSFER_IN });
    await patch(row('PAYMENT TO VISA').id, { personalCategory: CARD_PAYMENT });
    await patch(row('PAYMENT THANK YOU').id, { personalCategory: CARD_PAYMENT });
  });
  afterAll(() => ctx.close());

  it('counts only profit or loss, and lists the rest apart with why', async () => {
    const pl = await get<ProfitAndLoss>(client, `/api/business/profit-and-loss?${YEAR}`);
    expect(pl.period).toEqual({ key: 'custom', from: '2026-01-01', to: '2026-12-31' });
    expect(pl.income).toEqual([{ category: 'Service Sales', cents: 600_000 }]);
    expect(pl.expenses).toEqual([
      { category: 'client_entertainment', cents: 8_000 },
      { category: 'software_and_cloud_services', cents: 5_999 },
      { category: 'loan_interest', cents: 4_567 },
      { category: 'business_meals', cents: 2_501 },
    ]);
    expect(pl.expenseCents).toBe(pl.expenses.reduce((sum, e) => sum + e.cents, 0));
    expect(pl).toMatchObject({ incomeCents: 600_000, expenseCents: 21_067, netCents: 578_933 });
    expect(pl.notInProfitAndLoss.map((n) => [n.category, n.label, n.cents])).toEqual([
      ['income_tax', 'Income tax payments', 120_000],
      ['transfers_out', 'Transfers out and owner draws', 100_000],
      ['Tax Refund', 'Tax refunds', -96_200],
      ['health_insurance', 'Your own health insurance', 45_000],
      ['card_payments', 'Card payments', 30_000],
      ['loan_principal', 'Loan principal', 30_000],
      ['charitable_contributions', 'Charitable contributions', 10_000],
    ]);
    for (const n of pl.notInProfitAndLoss) expect(n.why).toMatch(/^[A-Z][^_]*\.$/);
    expect(pl.notInProfitAndLoss.find((n) => n.category === 'health_insurance')?.why).toContain('Schedule 1');
    expect(pl.netNote).toBe('Meals count in full here and at 50% on Schedule C.');
  });

  it("nets to Schedule C's net profit plus the stated differences, to the cent", async () => {
    const pl = await get<ProfitAndLoss>(client, `/api/business/profit-and-loss?${YEAR}&accounts=business`);
    const c = await get<ScheduleC>(client, '/api/business/schedule-c?year=2026&accounts=business');
    // Schedule C: 6,000.00 - (59.99 + 45.67 + 50% of 25.01 = 12.51); none of what is not profit or loss.
    expect(c.netProfitCents).toBe(600_000 - (5_999 + 4_567 + 1_251));
    expect(pl.scheduleCNetProfitCents).toBe(c.netProfitCents);
    expect(pl.scheduleCDifferences).toEqual([
      { label: 'Meals', why: 'Meals count in full here; Schedule C deducts 50% of them.', cents: -1_250 },
      {
        label: 'Client entertainment',
        why: 'A business cost here; Schedule C allows no deduction for entertainment.',
        cents: -8_000,
      },
    ]);
    const stated = pl.scheduleCDifferences.reduce((sum, d) => sum + d.cents, 0);
    expect(pl.netCents).toBe(c.netProfitCents + stated);
    // What is not profit or loss is on no Schedule C line either: one rule for both.
    expect(c.notOnScheduleC.map((n) => n.category).sort()).toEqual(
      [
        'charitable_contributions',
        'client_entertainment',
        'health_insurance',
        'income_tax',
        'loan_principal',
        'Tax Refund',
      ].sort(),
    );
  });

  it('lists as moved the rows the drill-down calls moved, bar those a business category counts', async () => {
    // (A client's ACH payment the bank files as a transfer in counts as sales once it has a business category.)
    const moved = await listAll(client, {
      from: '2026-01-01',
      to: '2026-12-31',
      flow: 'moved',
      businessUse: 'business',
    });
    const uncounted = moved.filter((t) => t.businessCategory === null);
    expect(uncounted.map((t) => t.description).sort()).toEqual([
      'ONLINE TRANSFER TO SAVINGS 4455',
      'PAYMENT TO VISA CARD 9911',
    ]);
    const pl = await get<ProfitAndLoss>(client, `/api/business/profit-and-loss?${YEAR}`);
    const listed = pl.notInProfitAndLoss.filter((n) =>
      ['transfers_out', 'transfers_in', 'card_payments'].includes(n.category),
    );
    expect(listed.reduce((sum, n) => sum + n.cents, 0)).toBe(
      uncounted.reduce((sum, t) => sum + t.amountCents, 0),
    );
    const theirs = await get<ProfitAndLoss>(other, `/api/business/profit-and-loss?${YEAR}`);
    expect(theirs).toMatchObject({
      incomeCents: 0,
      expenseCents: 0,
      notInProfitAndLoss: [],
      scheduleCDifferences: [],
    });
  });
});
