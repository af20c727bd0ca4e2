import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUsd, type TransactionDto } from '@tourniquet/domain';
import type { ProfitAndLoss, ScheduleC } from '@tourniquet/domain/contracts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { importIntoNewManualAccount } from '../../testing/statement-import.ts';
import { pdfPages } from '../../testing/pdf-text.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import { listAll } from '../transactions/transaction-fixtures.ts';

// A sole proprietor's business checking (bank sign: money out negative) and a personal card used for both.
const CHECKING = [
  'Date,Description,Amount',
  '2026-01-05,STRIPE PAYOUT ST-A1,2500.00',
  '2026-01-10,FIGMA MONTHLY,-15.00',
  '2026-02-01,DELTA AIR LINES 0062345,-420.00',
  '2026-02-09,DELTA AIR LINES 0062345 REFUND,120.00',
  '2026-03-15,ACME CO REFUND OF INVOICE 7,-100.00',
  '2026-04-01,MONTHLY SERVICE FEE,-15.00',
  '2026-04-20,CREDIT CARD PAYMENT TO CARD,-300.00',
  '2025-12-20,STRIPE PAYOUT ST-Z9,999.00',
].join('\n');
const CARD = [
  'Date,Description,Amount',
  '2026-02-10,ADOBE CREATIVE CLOUD,-59.99',
  '2026-02-11,SAFEWAY #1234 SAN JOSE CA,-80.00',
  '2026-03-02,CHIPOTLE 1234,-25.01',
  '2026-05-03,VERIZON WIRELESS,-100.00',
  '2026-04-21,MOBILE PYMT - THANK YOU,300.00',
].join('\n');

describe('business books (issue 24)', () => {
  let ctx: TestContext;
  let client: TestClient;
  let other: TestClient;
  let checkingId: string;
  let cardId: string;
  let rows: TransactionDto[];
  const row = (text: string) => rows.find((t) => t.description.startsWith(text))!;
  const refresh = async () => {
    rows = await listAll(client, {}, 200);
  };
  const patch = (id: string, body: unknown) => client.request('PATCH', `/api/transactions/${id}`, body);
  const scheduleC = async (query = 'year=2026') => {
    const res = await client.get(`/api/business/schedule-c?${query}`);
    expect(res.status, res.text).toBe(200);
    return res.json as unknown as ScheduleC;
  };

  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21', env: { RATE_LIMIT_MULTIPLIER: '100' } });
    ({ client } = await createVerifiedUser(ctx));
    ({ client: other } = await createVerifiedUser(ctx));
    const checking = await importIntoNewManualAccount(
      client,
      { name: 'Business checking', type: 'depository', subtype: 'checking' },
      CHECKING,
    );
    expect(checking.response.status, checking.response.text).toBe(200);
    checkingId = checking.accountId;
    const business = await client.request('PATCH', `/api/accounts/${checkingId}`, {
      accountTypeCustom: 'business',
    });
    expect(business.status, business.text).toBe(200);
    const card = await importIntoNewManualAccount(
      client,
      { name: 'Personal card', type: 'credit', subtype: 'credit card' },
      CARD,
    );
    expect(card.response.status, card.response.text).toBe(200);
    cardId = card.accountId;
    await refresh();
  });
  afterAll(() => ctx.close());

  it('lists every row as business or personal by its account, a business row with its suggestion', () => {
    // Suggested when the account was marked business (the books are written with the rows, never on a read).
    expect(row('FIGMA')).toMatchObject({
      businessUse: 'business',
      businessCategory: 'software_and_cloud_services',
      businessSource: 'suggested',
    });
    expect(row('ADOBE')).toMatchObject({ businessUse: 'personal', businessCategory: null });
  });

  it('marks a card row business alone, and suggests its category', async () => {
    const res = await patch(row('ADOBE').id, { businessUse: 'business' });
    expect(res.status, res.text).toBe(200);
    const saved = (res.json as unknown as { transaction: TransactionDto }).transaction;
    expect(saved).toMatchObject({ businessUse: 'business', businessCategory: 'software_and_cloud_services' });
    expect((await patch(row('CHIPOTLE').id, { businessUse: 'business' })).status).toBe(200);
    await refresh();
    expect(row('CHIPOTLE')).toMatchObject({
      businessCategory: 'business_meals',
      businessSource: 'suggested',
    });
    expect(row('SAFEWAY')).toMatchObject({ businessUse: 'personal', businessCategory: null });
  });

  it('refuses an unknown category by name and a bad use, changing nothing', async () => {
    const unknown = await patch(row('FIGMA').id, { businessCategory: 'yachts' });
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain('Unknown business category yachts');
    const bad = await patch(row('FIGMA').id, { businessUse: 'both' });
    expect(bad.status).toBe(400);
    await refresh();
    expect(row('FIGMA').businessCategory).toBe('software_and_cloud_services');
  });

  it('keeps the user choice, and later rows of the merchant follow it', async () => {
    const res = await patch(row('ACME CO').id, { businessCategory: 'Service Sales' });
    expect(res.status, res.text).toBe(200);
    expect((await patch(row('STRIPE PAYOUT ST-A1').id, { businessCategory: 'Consulting' })).status).toBe(200);
    await refresh();
    expect(row('ACME CO')).toMatchObject({ businessCategory: 'Service Sales', businessSource: 'user' });
    // The 2025 payout is the same merchant: it follows the choice.
    expect(row('STRIPE PAYOUT ST-Z9')).toMatchObject({
      businessCategory: 'Consulting',
      businessSource: 'learned',
    });
  });

  it('adds up the Schedule C lines for the tax year, card payments out, meals at 50%', async () => {
    const c = await scheduleC();
    // Gross receipts: the payout less the money returned to a customer.
    expect(c.grossReceiptsCents).toBe(250_000 - 10_000);
    expect(c.grossReceiptsCents).toBe(240_000);
    expect(c.lines).toEqual([
      { line: '1', label: 'Gross receipts or sales', amountCents: 240_000, deductibleCents: 240_000 },
      { line: '18', label: 'Office expense', amountCents: 1_500 + 5_999, deductibleCents: 7_499 },
      { line: '24a', label: 'Travel', amountCents: 42_000 - 12_000, deductibleCents: 30_000 },
      { line: '24b', label: 'Deductible meals', amountCents: 2_501, deductibleCents: 1_251 },
      { line: '27a', label: 'Other expenses', amountCents: 1_500, deductibleCents: 1_500 },
    ]);
    expect(c).toMatchObject({
      year: 2026,
      otherIncomeCents: 0,
      costOfGoodsSoldCents: 0,
      totalExpensesCents: 7_499 + 30_000 + 1_251 + 1_500,
      netProfitCents: 240_000 - (7_499 + 30_000 + 1_251 + 1_500),
      uncategorisedCount: 0,
      uncategorisedCents: 0,
    });
    expect((await scheduleC('year=2025')).grossReceiptsCents).toBe(99_900);
  });

  it('answers the profit and loss for the Display Criteria, with the same rows behind it', async () => {
    const res = await client.get('/api/business/profit-and-loss?period=custom&from=2026-01-01&to=2026-12-31');
    expect(res.status, res.text).toBe(200);
    const pl = res.json as unknown as ProfitAndLoss;
    expect(pl.income).toEqual([
      { category: 'Consulting', cents: 250_000 },
      { category: 'Service Sales', cents: -10_000 },
    ]);
    expect(pl).toMatchObject({ incomeCents: 240_000, expenseCents: 7_499 + 30_000 + 2_501 + 1_500 });
    expect(pl.netCents).toBe(pl.incomeCents - pl.expenseCents);
    const drill = await listAll(client, {
      from: '2026-01-01',
      to: '2026-12-31',
      flow: 'counted',
      businessUse: 'business',
      businessCategory: 'flights',
    });
    expect(drill.reduce((sum, t) => sum + t.amountCents, 0)).toBe(30_000);
    // Only the card's business rows when the card alone is chosen.
    const card = await client.get(`/api/business/profit-and-loss?period=all&accounts=${cardId}`);
    expect((card.json as unknown as ProfitAndLoss).expenseCents).toBe(5_999 + 2_501);
  });

  it('exports the same figures as CSV and as a PDF for the preparer', async () => {
    const c = await scheduleC();
    const csv = await client.raw('/api/business/schedule-c.csv?year=2026');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="schedule-c-2026.csv"');
    const text = await csv.text();
    expect(text).toContain('24b,Deductible meals,25.01,12.51\r\n');
    expect(text).toContain(`31,Net profit,${(c.netProfitCents / 100).toFixed(2)}`);
    expect(text).toContain('not tax advice');
    const pdf = await client.raw('/api/business/schedule-c.pdf?year=2026');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const pages = (await pdfPages(new Uint8Array(await pdf.arrayBuffer()))).join('\n');
    expect(pages).toContain('A summary for your preparer, not tax advice.');
    for (const cents of [c.grossReceiptsCents, c.totalExpensesCents, c.netProfitCents]) {
      expect(pages).toContain(formatUsd(cents));
    }
  });

  it('counts a split row by its parts: a phone bill 60% business', async () => {
    const phone = row('VERIZON');
    const personal = { primary: 'RENT_AND_UTILITIES', detailed: 'RENT_AND_UTILITIES_TELEPHONE' };
    const split = await client.request('PUT', `/api/transactions/${phone.id}/splits`, {
      parts: [
        {
          amountCents: 6_000,
          personalCategory: personal,
          businessUse: 'business',
          businessCategory: 'internet_and_phone',
        },
        { amountCents: 4_000, personalCategory: personal, businessUse: 'personal' },
      ],
    });
    expect(split.status, split.text).toBe(200);
    const c = await scheduleC();
    expect(c.lines.find((l) => l.line === '25')).toEqual({
      line: '25',
      label: 'Utilities',
      amountCents: 6_000,
      deductibleCents: 6_000,
    });
    const undo = await client.request('DELETE', `/api/transactions/${phone.id}/splits`);
    expect(undo.status, undo.text).toBe(200);
    expect((await scheduleC()).lines.find((l) => l.line === '25')).toBeUndefined();
  });

  it('refuses a bad year, and another user account ids are a 404', async () => {
    expect((await client.get('/api/business/schedule-c?year=abc')).status).toBe(400);
    for (const path of ['schedule-c?year=2026&', 'schedule-c.csv?', 'schedule-c.pdf?', 'profit-and-loss?']) {
      expect((await other.get(`/api/business/${path}accounts=${checkingId}`)).status).toBe(404);
    }
    expect(
      (await other.request('PATCH', `/api/transactions/${row('FIGMA').id}`, { businessUse: 'personal' }))
        .status,
    ).toBe(404);
    expect((await scheduleC()).grossReceiptsCents).toBe(240_000);
  });
});
