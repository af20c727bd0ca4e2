import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionDto, TransactionPage } from '@tourniquet/domain';
import type {
  ProfitAndLoss,
  ReviewAnswerResponse,
  ReviewResponse,
  ScheduleC,
} from '@tourniquet/domain/contracts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { importIntoNewManualAccount } from '../../testing/statement-import.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';

// A sole proprietor: a business checking account (shop payouts, a supplier the app cannot place, software, an owner's
// draw) and a personal card with a shop nobody knows twice and a grocer everybody knows.
const CHECKING = [
  'Date,Description,Amount',
  '2026-03-02,ETSY INC PAYOUT,400.00',
  '2026-04-02,ETSY INC PAYOUT,900.00',
  '2026-05-02,ETSY INC PAYOUT,300.00',
  '2026-03-10,BRAMBLEWICK 0091,-120.00',
  '2026-03-12,FIGMA MONTHLY,-15.00',
  '2026-04-12,FIGMA MONTHLY,-15.00',
  '2026-04-20,OWNER DRAW J SMITH,-700.00',
].join('\n');
const CARD = [
  'Date,Description,Amount',
  '2026-03-05,ZORBLAX GOODS,-45.00',
  '2026-04-05,ZORBLAX GOODS,-30.00',
  '2026-04-07,SAFEWAY #1234,-90.00',
].join('\n');
const MARKETPLACE = {
  primary: 'GENERAL_MERCHANDISE',
  detailed: 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES',
};

describe('the review inbox (issue 35)', () => {
  let ctx: TestContext;
  let client: TestClient;
  let other: TestClient;
  let checkingId: string;
  let cardId: string;

  const inbox = async (query = '') => {
    const res = await client.get(`/api/review${query}`);
    expect(res.status, res.text).toBe(200);
    return res.json as unknown as ReviewResponse;
  };
  const payees = async (query = '') => (await inbox(query)).items.map((i) => i.description);
  const answer = async (id: string, body: unknown, as = client) => {
    const res = await as.post(`/api/review/${id}`, body);
    expect(res.status, res.text).toBe(200);
    return (res.json as unknown as ReviewAnswerResponse).changed;
  };
  const rowsOf = async (accountId: string, text: string) => {
    const res = await client.get(`/api/transactions?accountIds=${accountId}&q=${encodeURIComponent(text)}`);
    expect(res.status, res.text).toBe(200);
    return (res.json as unknown as TransactionPage).transactions.filter((t) => t.description === text);
  };
  const itemOf = async (description: string, query = '') =>
    (await inbox(query)).items.find((i) => i.description === description)!;
  const importInto = async (accountId: string, csv: string) => {
    const res = await client.request('POST', `/api/accounts/${accountId}/import`, csv, {
      'Content-Type': 'text/csv',
    });
    expect(res.status, res.text).toBe(200);
  };
  const scheduleC = async () =>
    (await client.get('/api/business/schedule-c?year=2026')).json as unknown as ScheduleC;

  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21' });
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
    // The other user holds rows of the same payees.
    const theirs = await importIntoNewManualAccount(
      other,
      { name: 'Their card', type: 'credit', subtype: 'credit card' },
      CARD,
    );
    expect(theirs.response.status, theirs.response.text).toBe(200);
  });
  afterAll(() => ctx.close());

  it('lists each payee once by its largest row, most money at stake first, with how many remain', async () => {
    const all = await inbox();
    // Money at stake: all of an unsure payee's money (the draw, the supplier, the unknown shop), a fifth of
    // one the app stands behind (the payouts are sales, Figma is software).
    expect(all.items.map((i) => [i.description, i.impactCents, i.similarCount, i.confidence])).toEqual([
      ['OWNER DRAW J SMITH', 70000, 1, 'low'],
      ['ETSY INC PAYOUT', 32000, 3, 'medium'],
      ['BRAMBLEWICK 0091', 12000, 1, 'low'],
      ['ZORBLAX GOODS', 7500, 2, 'low'],
      ['FIGMA MONTHLY', 600, 2, 'medium'],
    ]);
    expect(all.remaining).toBe(0);
    const etsy = all.items[1]!;
    expect(etsy).toMatchObject({ date: '2026-04-02', amountCents: -90000, accountName: 'Business checking' });
    expect(etsy.suggested.businessUse).toBe('business');
    expect(['medium', 'low']).toContain(etsy.confidence);
    expect(etsy.reason.length).toBeGreaterThan(10);
    const zqx = all.items[3]!;
    expect(zqx).toMatchObject({ amountCents: 4500, confidence: 'low', accountName: 'Personal card' });
    expect(zqx.suggested).toMatchObject({ businessUse: 'personal', businessCategory: null });
    expect(zqx.reason).toMatch(/a guess/);

    const page = await inbox('?limit=2');
    expect(page.items.map((i) => i.description)).toEqual(['OWNER DRAW J SMITH', 'ETSY INC PAYOUT']);
    expect(page.remaining).toBe(3);
  });

  it('keeps business and personal reviews apart; another user sees only their own rows', async () => {
    expect(await payees('?scope=business')).toEqual([
      'OWNER DRAW J SMITH',
      'ETSY INC PAYOUT',
      'BRAMBLEWICK 0091',
      'FIGMA MONTHLY',
    ]);
    expect(await payees('?scope=personal')).toEqual(['ZORBLAX GOODS']);
    const theirs = await other.get('/api/review');
    const ids = (theirs.json as unknown as ReviewResponse).items.map((i) => i.transactionId);
    const mine = (await inbox()).items.map((i) => i.transactionId);
    expect(ids.length).toBe(1);
    expect(ids.some((id) => mine.includes(id))).toBe(false);
  });

  it('refuses bad queries and bodies naming the field, changing nothing', async () => {
    const before = await inbox();
    for (const [query, field] of [
      ['?scope=everything', 'scope'],
      ['?limit=0', 'limit'],
      ['?limit=abc', 'limit'],
      ['?limit=1000', 'limit'],
    ] as const) {
      const res = await client.get(`/api/review${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys((res.json as unknown as { error: { fields: object } }).error.fields)).toContain(
        field,
      );
    }
    const id = before.items[0]!.transactionId;
    for (const [body, field] of [
      [{ businessUse: 'both' }, 'businessUse'],
      [{ businessCategory: 'yachts' }, 'businessCategory'],
      [{ personalCategory: { primary: 'FOOD_AND_DRINK', detailed: 'TRAVEL_FLIGHTS' } }, 'personalCategory'],
      [{ applyToSimilar: 'yes' }, 'applyToSimilar'],
    ] as const) {
      const res = await client.post(`/api/review/${id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = (res.json as unknown as { error: { message: string; fields: object } }).error;
      expect(Object.keys(error.fields)).toContain(field);
      expect(error.message).toContain(field);
    }
    const extra = await client.post(`/api/review/${id}`, { userId: 'x' });
    expect(extra.status).toBe(400);
    expect((extra.json as unknown as { error: { message: string } }).error.message).toContain('userId');
    expect(await inbox()).toEqual(before);
  });

  it("answers 404 for another user's row, an unknown id and a malformed one", async () => {
    const mine = (await inbox()).items[0]!.transactionId;
    const res = await other.post(`/api/review/${mine}`, { businessCategory: 'Product Sales' });
    expect(res.status).toBe(404);
    expect((await client.post('/api/review/00000000-0000-4000-8000-000000000000', {})).status).toBe(404);
    expect((await client.post('/api/review/not-a-row', {})).status).toBe(404);
    expect((await inbox()).items[0]!.transactionId).toBe(mine);
  });

  it('confirms a suggestion as given: the row and its payee leave the inbox, the category stays', async () => {
    const figma = await itemOf('FIGMA MONTHLY');
    const { businessUse, businessCategory } = figma.suggested;
    expect(businessCategory).not.toBeNull();
    // The payee's other row learns the owner's choice for the merchant, as after an edit.
    expect(await answer(figma.transactionId, { businessUse, businessCategory })).toBe(1);
    expect(await payees()).not.toContain('FIGMA MONTHLY');
    const rows = await rowsOf(checkingId, 'FIGMA MONTHLY');
    expect(rows.map((r) => r.businessCategory)).toEqual([businessCategory, businessCategory]);
  });

  it('corrects a payee with applyToSimilar: every row of it, and Schedule C, follow', async () => {
    const before = await scheduleC();
    const etsy = await itemOf('ETSY INC PAYOUT');
    expect(
      await answer(etsy.transactionId, { businessCategory: 'Product Sales', applyToSimilar: true }),
    ).toBe(2);
    const rows = await rowsOf(checkingId, 'ETSY INC PAYOUT');
    expect(rows.map((r) => r.businessCategory)).toEqual(['Product Sales', 'Product Sales', 'Product Sales']);
    expect(await payees()).not.toContain('ETSY INC PAYOUT');
    const after = await scheduleC();
    const line1 = (c: ScheduleC) => c.lines.find((l) => l.line === '1')?.amountCents ?? 0;
    expect(line1(after)).toBe(160000);
    expect(after.grossReceiptsCents - before.grossReceiptsCents).toBe(line1(after) - line1(before));
  });

  it('takes "on no line" for an owner\'s draw, and the row stays as the owner left it', async () => {
    const draw = await itemOf('OWNER DRAW J SMITH');
    const before = await scheduleC();
    expect(await answer(draw.transactionId, { businessCategory: null })).toBe(0);
    // Off the books: not a row with no category yet, not an expense; the P&L lists it apart.
    const after = await scheduleC();
    expect(after.uncategorisedCents).toBe(before.uncategorisedCents - 70000);
    expect(after.netProfitCents).toBe(before.netProfitCents);
    const pl = (await client.get('/api/business/profit-and-loss?from=2026-01-01&to=2026-11-21'))
      .json as unknown as ProfitAndLoss;
    // Only the supplier the app cannot place, not yet answered, is an expense with no category.
    expect(pl.expenses.find((e) => e.category === null)?.cents).toBe(12000);
    expect(pl.notInProfitAndLoss.find((n) => n.category === 'transfers_out')?.cents).toBe(70000);
    expect(await payees('?scope=business')).not.toContain('OWNER DRAW J SMITH');
    const [row] = await rowsOf(checkingId, 'OWNER DRAW J SMITH');
    expect(row).toMatchObject({ businessUse: 'business', businessCategory: null });
  });

  it('gives a later row of an answered payee the same answer (business and personal)', async () => {
    const supplier = await itemOf('BRAMBLEWICK 0091');
    expect(
      await answer(supplier.transactionId, { businessCategory: 'raw_materials', applyToSimilar: true }),
    ).toBe(0);
    const zqx = await itemOf('ZORBLAX GOODS');
    expect(
      await answer(zqx.transactionId, {
        businessUse: 'personal',
        personalCategory: MARKETPLACE,
        applyToSimilar: true,
      }),
    ).toBe(1);
    expect((await rowsOf(cardId, 'ZORBLAX GOODS')).map((r) => r.personalCategory)).toEqual([
      MARKETPLACE,
      MARKETPLACE,
    ]);
    expect(await inbox()).toEqual({ items: [], remaining: 0 });

    // Next month's statements: the same payees come back already answered.
    await importInto(checkingId, 'Date,Description,Amount\n2026-06-10,BRAMBLEWICK 0091,-80.00');
    await importInto(cardId, 'Date,Description,Amount\n2026-06-05,ZORBLAX GOODS,-12.00');
    expect(await inbox()).toEqual({ items: [], remaining: 0 });
    const supplierRows = await rowsOf(checkingId, 'BRAMBLEWICK 0091');
    expect(supplierRows.map((r) => r.businessCategory)).toEqual(['raw_materials', 'raw_materials']);
    const zqxRows = await rowsOf(cardId, 'ZORBLAX GOODS');
    expect(zqxRows.map((r) => r.personalCategory)).toEqual([MARKETPLACE, MARKETPLACE, MARKETPLACE]);
    const cogs = (await scheduleC()).lines.find((l) => l.line === '4');
    expect(cogs?.amountCents).toBe(20000);
  });

  it('turns a personal card payee into business rows, leaving a hand-edited row as the owner left it', async () => {
    await importInto(
      cardId,
      [
        'Date,Description,Amount',
        '2026-07-01,KWIBBLE PRINT SHOP,-60.00',
        '2026-07-08,KWIBBLE PRINT SHOP,-25.00',
        '2026-07-15,KWIBBLE PRINT SHOP,-10.00',
      ].join('\n'),
    );
    const rows = await rowsOf(cardId, 'KWIBBLE PRINT SHOP');
    const small = rows.find((r) => r.amountCents === 1000)!;
    // Edited by hand in Edit Transaction: it leaves the inbox and stays as the owner left it.
    const edited = await client.request('PATCH', `/api/transactions/${small.id}`, {
      personalCategory: MARKETPLACE,
    });
    expect(edited.status, edited.text).toBe(200);
    const item = await itemOf('KWIBBLE PRINT SHOP', '?scope=personal');
    // A print shop by the word in its name (medium): a fifth of its 85.00 is at stake.
    expect(item).toMatchObject({
      amountCents: 6000,
      impactCents: 1700,
      similarCount: 2,
      confidence: 'medium',
    });
    expect(
      await answer(item.transactionId, {
        businessUse: 'business',
        businessCategory: 'promotional_materials',
        applyToSimilar: true,
      }),
    ).toBe(1);
    const after = await rowsOf(cardId, 'KWIBBLE PRINT SHOP');
    const byAmount = (cents: number) => after.find((r) => r.amountCents === cents) as TransactionDto;
    expect(byAmount(6000)).toMatchObject({
      businessUse: 'business',
      businessCategory: 'promotional_materials',
    });
    expect(byAmount(2500)).toMatchObject({
      businessUse: 'business',
      businessCategory: 'promotional_materials',
    });
    expect(byAmount(1000)).toMatchObject({ businessUse: 'personal', personalCategory: MARKETPLACE });
    expect(await inbox()).toEqual({ items: [], remaining: 0 });
  });
});

describe('the review inbox on a read-only server', () => {
  let ctx: TestContext;
  afterAll(() => ctx.close());

  it('lists the rows but refuses an answer as every edit is refused, changing nothing', async () => {
    ctx = await createTestContext({ today: '2026-11-21', env: { TRANSACTIONS_READ_ONLY: 'true' } });
    const { client } = await createVerifiedUser(ctx);
    const card = await importIntoNewManualAccount(
      client,
      { name: 'Personal card', type: 'credit', subtype: 'credit card' },
      CARD,
    );
    expect(card.response.status, card.response.text).toBe(200);
    const before = (await client.get('/api/review')).json as unknown as ReviewResponse;
    expect(before.items.map((i) => i.description)).toEqual(['ZORBLAX GOODS']);
    const res = await client.post(`/api/review/${before.items[0]!.transactionId}`, { applyToSimilar: true });
    expect(res.status).toBe(403);
    expect((await client.get('/api/review')).json).toEqual(before);
  });
});
