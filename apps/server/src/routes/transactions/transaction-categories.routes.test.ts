import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionDto } from '@tourniquet/domain';
import type { PreviewRow, ReportSummary } from '@tourniquet/domain/contracts';
import { apiError } from '../../testing/api-error.ts';
import { recategoriseUser } from '../../categories/recategorise-job.ts';
import { categoriseRowsWhere } from '../../categories/categorise-rows.ts';
import { ALL_ROWS } from '../../db/queries/row-scope.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { importIntoNewManualAccount } from '../../testing/statement-import.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import { listAll, patch, rowOf } from './transaction-fixtures.ts';

// A card statement as the bank exports it, with no category column: purchases negative, money in positive.
const CARD_STATEMENT = [
  'Date,Description,Amount',
  '11/02/2026,SAFEWAY #1234 SAN JOSE CA,-54.20',
  '11/03/2026,SHELL OIL 57442133 SAN JOSE CA,-40.00',
  '11/05/2026,MOBILE PYMT - THANK YOU,500.00',
  "11/06/2026,JOE'S CORNER SHOP #12 SAN JOSE,-12.00",
  "11/08/2026,JOE'S CORNER SHOP #14 SAN JOSE,-8.00",
  '11/09/2026,SAFEWAY #1234 SAN JOSE CA RETURN,25.00',
].join('\n');

const GROCERIES = { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' };

describe('one category per transaction (issue 22)', () => {
  let ctx: TestContext;
  let client: TestClient;
  let userId: string;
  let cardId: string;
  let rows: TransactionDto[];
  const row = (text: string) =>
    rows.find((t) => t.description === text) ?? rows.find((t) => t.description.startsWith(text))!;

  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21', env: { RATE_LIMIT_MULTIPLIER: '100' } });
    ({ client, userId } = await createVerifiedUser(ctx));
    const card = { name: 'Card', type: 'credit', subtype: 'credit card' };
    const imported = await importIntoNewManualAccount(client, card, CARD_STATEMENT);
    expect(imported.response.status, imported.response.text).toBe(200);
    cardId = imported.accountId;
    rows = await listAll(client, { accountIds: cardId }, 50);
  });
  afterAll(() => ctx.close());

  it('lists every imported row with a PFC v1 category and where it came from', () => {
    expect(rows).toHaveLength(6);
    for (const t of rows) {
      expect(t.personalCategory, t.description).not.toBeNull();
      expect(['provider', 'file', 'rule', 'user', 'learned', 'catalogue']).toContain(t.categorySource);
      expect(t.categoryReason).toEqual(expect.any(String));
    }
    expect(row('SAFEWAY #1234 SAN JOSE CA').personalCategory).toEqual(GROCERIES);
    expect(row('SHELL').personalCategory).toEqual({
      primary: 'TRANSPORTATION',
      detailed: 'TRANSPORTATION_GAS',
    });
    expect(row('MOBILE PYMT').personalCategory).toEqual({
      primary: 'LOAN_PAYMENTS',
      detailed: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
    });
    // The refund keeps its merchant's category: never income.
    expect(row('SAFEWAY #1234 SAN JOSE CA RETURN').personalCategory).toEqual(GROCERIES);
  });

  it('previews a statement with the categories its import gives, for the account type chosen', async () => {
    // A new user (no learned memory, as the import above had none): the preview must match that import.
    const { client: fresh } = await createVerifiedUser(ctx);
    const preview = (path: string) =>
      fresh.request('POST', path, CARD_STATEMENT, { 'Content-Type': 'text/csv' });
    const imported = rows.map((t) => [t.description, t.personalCategory]).sort();
    const previewed = (json: Record<string, unknown>) =>
      (json.rows as PreviewRow[]).map((r) => [r.description, r.personalCategory]).sort();

    const asCard = await preview('/api/accounts/import-preview?accountType=credit');
    expect(asCard.status, asCard.text).toBe(200);
    expect(previewed(asCard.json)).toEqual(imported);
    expect(previewed(asCard.json)).toContainEqual([
      'MOBILE PYMT - THANK YOU',
      { primary: 'LOAN_PAYMENTS', detailed: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT' },
    ]);

    const card = await fresh.post('/api/accounts/manual', {
      name: 'Visa',
      type: 'credit',
      subtype: 'credit card',
    });
    const cardId = (card.json.account as unknown as { id: string }).id;
    const intoCard = await preview(`/api/accounts/${cardId}/import?preview=1`);
    expect(intoCard.status, intoCard.text).toBe(200);
    expect(previewed(intoCard.json)).toEqual(imported);

    const bad = await preview('/api/accounts/import-preview?accountType=card');
    expect(bad.status).toBe(400);
    expect(apiError(bad).message).toContain(
      'accountType must be depository, credit, loan, investment or other',
    );
  });

  it('keeps the card payment and the refund out of earnings', async () => {
    const res = await client.get(`/api/reports/summary?period=30&accounts=${cardId}`);
    expect(res.status).toBe(200);
    const { cashFlow } = res.json as unknown as ReportSummary;
    expect(cashFlow.earnings.totalCents).toBe(0);
    expect(cashFlow.internalMovements).toEqual({ inCents: 50000, outCents: 0 });
    const food = cashFlow.spending.categories.find((c) => c.category === 'FOOD_AND_DRINK')!;
    expect(food.label).toBe('Food & Drink');
    // Groceries net of the refund; the drill-down lists exactly those rows.
    const groceries = food.details.find((d) => d.detailed === 'FOOD_AND_DRINK_GROCERIES')!;
    expect(groceries).toMatchObject({ label: 'Groceries', amountCents: 5420 - 2500 });
    const listed = await listAll(client, {
      accountIds: cardId,
      from: '2026-10-23',
      flow: 'counted',
      type: 'expense',
      category: 'FOOD_AND_DRINK_GROCERIES',
    });
    expect(listed.reduce((sum, t) => sum + t.amountCents, 0)).toBe(groceries.amountCents);
  });

  it('takes personalCategory alone, refuses an unknown name by name, and offers the merchant’s other rows', async () => {
    const shop = row("JOE'S CORNER SHOP #12");
    const unknown = await patch(client, shop.id, {
      personalCategory: { primary: 'FOOD', detailed: 'FOOD_X' },
    });
    expect(unknown.status).toBe(400);
    expect(apiError(unknown).message).toContain('FOOD');
    const mismatch = await patch(client, shop.id, {
      personalCategory: { primary: 'TRAVEL', detailed: 'FOOD_AND_DRINK_GROCERIES' },
    });
    expect(mismatch.status).toBe(400);
    expect(apiError(mismatch).message).toContain('FOOD_AND_DRINK_GROCERIES');

    const saved = await patch(client, shop.id, { personalCategory: GROCERIES });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.transaction).toMatchObject({ personalCategory: GROCERIES, categorySource: 'user' });
    // The other store of the same merchant is still in another category: the dialog can offer it.
    expect(saved.json.otherMerchantRows).toBe(1);
    // A category-only edit is not an edit of the row's fields: the bank may still update them.
    expect((await rowOf(ctx, shop.id))!.userEditedAt).toBeNull();

    const applied = await client.post(`/api/transactions/${shop.id}/apply-category-to-merchant`, {});
    expect(applied.status).toBe(200);
    expect(applied.json).toEqual({ updated: 1 });
    const other = await rowOf(ctx, row("JOE'S CORNER SHOP #14").id);
    expect(other).toMatchObject({ personalDetailed: GROCERIES.detailed, categorySource: 'user' });
  });

  it('takes personalCategory beside the edit form’s fields; the form’s word alone sets a PFC category too', async () => {
    const shell = row('SHELL');
    const full = {
      date: '2026-11-03',
      accountId: cardId,
      merchantName: 'Shell',
      description: shell.description,
      amount: '40.00',
    };
    const both = await patch(client, shell.id, {
      ...full,
      category: 'Shops',
      personalCategory: { primary: 'TRAVEL', detailed: 'TRAVEL_RENTAL_CARS' },
    });
    expect(both.status, both.text).toBe(200);
    expect(both.json.transaction).toMatchObject({
      category: ['Shops'],
      personalCategory: { primary: 'TRAVEL', detailed: 'TRAVEL_RENTAL_CARS' },
      categorySource: 'user',
    });
    const word = await patch(client, shell.id, { ...full, category: 'Transportation' });
    expect(word.json.transaction).toMatchObject({
      personalCategory: { primary: 'TRANSPORTATION', detailed: 'TRANSPORTATION_OTHER_TRANSPORTATION' },
      categorySource: 'user',
    });
    const bad = await patch(client, shell.id, { ...full, personalCategory: { primary: 'X', detailed: 'Y' } });
    expect(bad.status).toBe(400);
    expect(apiError(bad).message).toContain('X');
  });

  it('files a later import of the merchant as the user did, and never overwrites the user’s own rows', async () => {
    const later = ['Date,Description,Amount', "11/15/2026,JOE'S CORNER SHOP #31 SAN JOSE,-9.50"].join('\n');
    const res = await client.request('POST', `/api/accounts/${cardId}/import`, later, {
      'Content-Type': 'text/csv',
    });
    expect(res.status, res.text).toBe(200);
    const listed = await listAll(client, { accountIds: cardId, merchant: '#31' }, 10);
    expect(listed[0]).toMatchObject({ personalCategory: GROCERIES, categorySource: 'learned' });

    // The re-categorising job and the batch categoriser pass over every row: the user's stay theirs.
    const shop = row("JOE'S CORNER SHOP #12");
    await recategoriseUser(ctx.database.db, userId);
    await categoriseRowsWhere(ctx.database.db, userId, ALL_ROWS);
    expect(await rowOf(ctx, shop.id)).toMatchObject({
      personalDetailed: GROCERIES.detailed,
      categorySource: 'user',
    });
    expect(await rowOf(ctx, row('SHELL').id)).toMatchObject({
      personalDetailed: 'TRANSPORTATION_OTHER_TRANSPORTATION',
      categorySource: 'user',
    });
  });
});
