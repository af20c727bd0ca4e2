import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionDto } from '@tourniquet/domain';
import type {
  ReportSummary,
  RulePreviewResponse,
  RuleSaveResponse,
  RulesResponse,
} from '@tourniquet/domain/contracts';
import { apiError } from '../../testing/api-error.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { importIntoNewManualAccount } from '../../testing/statement-import.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import { listAll, patch } from '../transactions/transaction-fixtures.ts';

// A checking statement as the bank exports it: money out negative.
const CHECKING = [
  'Date,Description,Amount',
  '11/02/2026,SQ *BLUE BOTTLE COFFEE OAKLAND CA,-6.50',
  '11/03/2026,SQ *BLUE BOTTLE COFFEE OAKLAND CA,-12.99',
  '11/04/2026,SAFEWAY #1234 SAN JOSE CA,-54.20',
  '11/05/2026,ACME CORP PAYROLL,2500.00',
  '11/06/2026,TRANSFER FROM SAVINGS 4411,300.00',
  '11/07/2026,GUMROAD SALES PAYOUT,120.00',
].join('\n');
const CARD = ['Date,Description,Amount', '11/08/2026,SQ *BLUE BOTTLE COFFEE OAKLAND CA,-7.25'].join('\n');

// Not what the catalogue says of Blue Bottle (coffee), so a rule's category is a change.
const COFFEE = { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_RESTAURANT' };
const FAST_FOOD = { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_FAST_FOOD' };

interface Setup {
  client: TestClient;
  checkingId: string;
  cardId: string;
}

describe('rules (issue 23)', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21', env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  afterAll(() => ctx.close());

  /** A user of its own with a checking account and a card, both imported. */
  async function setup(): Promise<Setup> {
    const { client } = await createVerifiedUser(ctx);
    const checking = await importIntoNewManualAccount(
      client,
      { name: 'Checking', type: 'depository', subtype: 'checking' },
      CHECKING,
    );
    expect(checking.response.status, checking.response.text).toBe(200);
    const card = await importIntoNewManualAccount(
      client,
      { name: 'Card', type: 'credit', subtype: 'credit card' },
      CARD,
    );
    expect(card.response.status, card.response.text).toBe(200);
    return { client, checkingId: checking.accountId, cardId: card.accountId };
  }

  const rows = (client: TestClient) => listAll(client, {}, 50);
  const byText = (all: TransactionDto[], text: string) => all.filter((t) => t.description.includes(text));
  const preview = async (client: TestClient, body: unknown) => {
    const res = await client.post('/api/rules/preview', body);
    expect(res.status, res.text).toBe(200);
    return res.json as unknown as RulePreviewResponse;
  };
  const save = async (client: TestClient, body: unknown) => {
    const res = await client.post('/api/rules', body);
    expect(res.status, res.text).toBe(201);
    return res.json as unknown as RuleSaveResponse;
  };
  const coffeeRule = { text: { field: 'merchant', op: 'is', value: 'blue bottle coffee' } };

  it('matches each text condition with case and spacing ignored', async () => {
    const { client } = await setup();
    const count = async (text: object) =>
      (await preview(client, { conditions: { text }, actions: { personalCategory: COFFEE } })).matches;
    expect(await count({ field: 'merchant', op: 'is', value: 'BLUE bottle  Coffee' })).toBe(3);
    expect(await count({ field: 'merchant', op: 'is', value: 'blue bottle' })).toBe(0);
    expect(await count({ field: 'merchant', op: 'starts', value: 'blue' })).toBe(3);
    expect(await count({ field: 'merchant', op: 'contains', value: 'oakland' })).toBe(0);
    expect(await count({ field: 'description', op: 'contains', value: 'oakland' })).toBe(3);
    expect(await count({ field: 'description', op: 'starts', value: 'sq*blue' })).toBe(3);
    expect(await count({ field: 'description', op: 'is', value: 'acme corp payroll' })).toBe(1);
    expect(await count({ field: 'any', op: 'contains', value: 'payroll' })).toBe(1);
    expect(await count({ field: 'any', op: 'is', value: 'safeway' })).toBe(1);
  });

  it('matches amounts (equal or between, either sign), direction and accounts, all together', async () => {
    const { client, cardId, checkingId } = await setup();
    const count = async (conditions: object) =>
      (await preview(client, { conditions, actions: { personalCategory: COFFEE } })).matches;
    expect(await count({ amountCents: { min: 1299, max: 1299 } })).toBe(1);
    expect(await count({ amountCents: { min: 600, max: 5420 } })).toBe(4);
    expect(await count({ amountCents: { min: 30000 } })).toBe(2);
    expect(await count({ amountCents: { max: 725 } })).toBe(2);
    expect(await count({ direction: 'in' })).toBe(3);
    expect(await count({ direction: 'out' })).toBe(4);
    expect(await count({ accountIds: [cardId] })).toBe(1);
    expect(await count({ accountIds: [cardId, checkingId] })).toBe(7);
    expect(await count({ ...coffeeRule, accountIds: [checkingId], amountCents: { min: 1000 } })).toBe(1);
  });

  it('previews how many rows match and the first of them with what would change, writing nothing', async () => {
    const { client } = await setup();
    const before = await rows(client);
    const result = await preview(client, {
      conditions: coffeeRule,
      actions: { personalCategory: COFFEE, merchantName: 'Blue Bottle' },
      applyToPast: true,
    });
    expect(result.matches).toBe(3);
    expect(result.sample.map((t) => t.date)).toEqual(['2026-11-08', '2026-11-03', '2026-11-02']);
    for (const t of result.sample) expect(t.changes.merchantName).toBe('Blue Bottle');
    expect(await rows(client)).toEqual(before);
    expect(((await client.get('/api/rules')).json as unknown as RulesResponse).rules).toEqual([]);
  });

  it('saves without touching past rows unless asked, and applies to past rows when asked', async () => {
    const { client } = await setup();
    const kept = await save(client, { conditions: coffeeRule, actions: { personalCategory: COFFEE } });
    expect(kept).toMatchObject({ position: 0, changed: 0, canUndoApply: false });
    expect(byText(await rows(client), 'BLUE BOTTLE').map((t) => t.categorySource)).not.toContain('rule');

    const applied = await client.request('PUT', `/api/rules/${kept.id}`, {
      conditions: coffeeRule,
      actions: { personalCategory: COFFEE, merchantName: 'Blue Bottle' },
      applyToPast: true,
    });
    expect(applied.status, applied.text).toBe(200);
    expect(applied.json).toMatchObject({ id: kept.id, changed: 3, canUndoApply: true });
    for (const t of byText(await rows(client), 'BLUE BOTTLE')) {
      expect(t.personalCategory).toEqual(COFFEE);
      expect(t.categorySource).toBe('rule');
      expect(t.displayMerchant).toBe('Blue Bottle');
    }
  });

  it('sets business or personal and a business category', async () => {
    const { client } = await setup();
    const saved = await save(client, {
      conditions: { text: { field: 'description', op: 'starts', value: 'gumroad' } },
      actions: { businessUse: 'business', businessCategory: 'Product Sales' },
      applyToPast: true,
    });
    expect(saved.changed).toBe(1);
    const business = await listAll(client, { use: 'business' }, 50);
    expect(business.map((t) => t.description)).toEqual(['GUMROAD SALES PAYOUT']);
    expect((await listAll(client, { use: 'personal' }, 50)).length).toBe(6);
  });

  it('marks money moved between own accounts, out of earnings and spending', async () => {
    const { client, checkingId } = await setup();
    const summary = async () =>
      (
        (await client.get(`/api/reports/summary?period=30&accounts=${checkingId}`))
          .json as unknown as ReportSummary
      ).cashFlow;
    const before = await summary();
    const saved = await save(client, {
      conditions: { text: { field: 'description', op: 'contains', value: 'payroll' }, direction: 'in' },
      actions: { moved: true },
      applyToPast: true,
    });
    expect(saved.changed).toBe(1);
    const after = await summary();
    expect(after.internalMovements.inCents).toBe(before.internalMovements.inCents + 250000);
    expect(after.earnings.totalCents).toBe(before.earnings.totalCents - 250000);
    const moved = await listAll(client, { accountIds: checkingId, flow: 'moved' }, 50);
    expect(moved.map((t) => t.description)).toContain('ACME CORP PAYROLL');
  });

  it('undoes an apply to past rows once', async () => {
    const { client } = await setup();
    const before = byText(await rows(client), 'BLUE BOTTLE');
    const saved = await save(client, {
      conditions: coffeeRule,
      actions: { personalCategory: COFFEE, merchantName: 'Blue Bottle' },
      applyToPast: true,
    });
    expect(saved.changed).toBe(3);
    const undone = await client.post(`/api/rules/${saved.id}/undo-apply`, {});
    expect(undone.status, undone.text).toBe(200);
    expect(undone.json).toEqual({ restored: 3 });
    expect(byText(await rows(client), 'BLUE BOTTLE')).toEqual(before);
    const again = await client.post(`/api/rules/${saved.id}/undo-apply`, {});
    expect(again.status).toBe(409);
    expect(apiError(again).code).toBe('nothing_to_undo');
  });

  it('deleting a rule leaves the rows it changed as they are', async () => {
    const { client } = await setup();
    const saved = await save(client, {
      conditions: coffeeRule,
      actions: { merchantName: 'Blue Bottle' },
      applyToPast: true,
    });
    const deleted = await client.request('DELETE', `/api/rules/${saved.id}`);
    expect(deleted.status).toBe(204);
    expect(byText(await rows(client), 'BLUE BOTTLE').map((t) => t.displayMerchant)).toEqual([
      'Blue Bottle',
      'Blue Bottle',
      'Blue Bottle',
    ]);
    expect((await client.request('DELETE', `/api/rules/${saved.id}`)).status).toBe(404);
  });

  it('runs the rules in order on every import: for each field, the first matching rule wins', async () => {
    const { client, cardId } = await setup();
    const first = await save(client, { conditions: coffeeRule, actions: { personalCategory: COFFEE } });
    const second = await save(client, {
      conditions: { text: { field: 'any', op: 'contains', value: 'bottle' } },
      actions: { personalCategory: FAST_FOOD, merchantName: 'Blue Bottle Cafe' },
    });
    expect(second.position).toBe(1);
    const third = await save(client, {
      conditions: coffeeRule,
      actions: { businessUse: 'business', businessCategory: 'business_meals' },
    });
    const importRow = async (day: string) => {
      const res = await client.request(
        'POST',
        `/api/accounts/${cardId}/import`,
        `Date,Description,Amount\n11/${day}/2026,SQ *BLUE BOTTLE COFFEE OAKLAND CA,-4.${day}\n`,
        { 'Content-Type': 'text/csv' },
      );
      expect(res.status, res.text).toBe(200);
      return (await rows(client)).find((t) => t.date === `2026-11-${day}`)!;
    };
    const one = await importRow('10');
    expect(one.personalCategory).toEqual(COFFEE);
    expect(one.displayMerchant).toBe('Blue Bottle Cafe');
    expect(one.categorySource).toBe('rule');
    expect(one.categoryReason).toBe('Restaurants: your rule');
    expect(one).toMatchObject({
      businessUse: 'business',
      businessCategory: 'business_meals',
      businessSource: 'rule',
    });

    const reordered = await client.post('/api/rules/order', { ids: [second.id, first.id, third.id] });
    expect(reordered.status, reordered.text).toBe(200);
    expect((reordered.json as unknown as RulesResponse).rules.map((r) => r.id)).toEqual([
      second.id,
      first.id,
      third.id,
    ]);
    expect((await importRow('11')).personalCategory).toEqual(FAST_FOOD);
  });

  it("keeps a user's hand edit", async () => {
    const { client } = await setup();
    const [coffee] = byText(await rows(client), 'BLUE BOTTLE');
    const edited = await patch(client, coffee!.id, { personalCategory: FAST_FOOD });
    expect(edited.status, edited.text).toBe(200);
    const saved = await save(client, {
      conditions: coffeeRule,
      actions: { personalCategory: COFFEE },
      applyToPast: true,
    });
    expect(saved.changed).toBe(2);
    const after = (await rows(client)).find((t) => t.id === coffee!.id)!;
    expect(after.personalCategory).toEqual(FAST_FOOD);
    expect(after.categorySource).toBe('user');
  });

  it('refuses bad rules with the field named, and changes nothing', async () => {
    const { client } = await setup();
    const bad = async (body: unknown, field: string) => {
      const res = await client.post('/api/rules', body);
      expect(res.status, res.text).toBe(400);
      expect(JSON.stringify(apiError(res).fields ?? {}) + apiError(res).message).toContain(field);
    };
    await bad({ conditions: {}, actions: { merchantName: 'X' } }, 'Give at least one condition');
    await bad({ conditions: coffeeRule, actions: {} }, 'Give at least one action');
    await bad(
      {
        conditions: coffeeRule,
        actions: { personalCategory: { primary: 'FOOD_AND_DRINK', detailed: 'NOPE' } },
      },
      'Unknown detailed category',
    );
    await bad({ conditions: coffeeRule, actions: { moved: true, personalCategory: COFFEE } }, 'not both');
    await bad(
      { conditions: coffeeRule, actions: { businessCategory: 'Snacks' } },
      'Unknown business category',
    );
    await bad(
      { conditions: { amountCents: { min: 5, max: 1 } }, actions: { merchantName: 'X' } },
      'at least the minimum',
    );
    expect(((await client.get('/api/rules')).json as unknown as RulesResponse).rules).toEqual([]);
  });

  it("answers 404 for another user's rule and accounts", async () => {
    const owner = await setup();
    const other = await setup();
    const saved = await save(owner.client, {
      conditions: coffeeRule,
      actions: { merchantName: 'Mine' },
      applyToPast: true,
    });
    const body = { conditions: coffeeRule, actions: { merchantName: 'Theirs' } };
    expect((await other.client.request('PUT', `/api/rules/${saved.id}`, body)).status).toBe(404);
    expect((await other.client.request('DELETE', `/api/rules/${saved.id}`)).status).toBe(404);
    expect((await other.client.post(`/api/rules/${saved.id}/undo-apply`, {})).status).toBe(404);
    expect((await other.client.post('/api/rules/order', { ids: [saved.id] })).status).toBe(404);
    const foreignAccount = { conditions: { accountIds: [owner.checkingId] }, actions: { merchantName: 'X' } };
    expect((await other.client.post('/api/rules', foreignAccount)).status).toBe(404);
    expect((await other.client.post('/api/rules/preview', foreignAccount)).status).toBe(404);
    expect(((await other.client.get('/api/rules')).json as unknown as RulesResponse).rules).toEqual([]);
    expect(((await owner.client.get('/api/rules')).json as unknown as RulesResponse).rules).toHaveLength(1);
  });
});
