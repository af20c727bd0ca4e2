import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionDto } from '@tourniquet/domain';
import type { RuleSaveResponse } from '@tourniquet/domain/contracts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { importIntoNewManualAccount } from '../../testing/statement-import.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import { listAll } from '../transactions/transaction-fixtures.ts';

// Rules in order, always: applying a new rule to past rows re-runs every rule in order on the rows it
// touches, so a row an earlier rule decides keeps that rule's answer; its undo restores exactly.
const CHECKING = [
  'Date,Description,Amount',
  '11/02/2026,SQ *BLUE BOTTLE COFFEE OAKLAND CA,-6.50',
  '11/03/2026,SQ *BLUE BOTTLE COFFEE OAKLAND CA,-12.99',
  '11/04/2026,PEETS COFFEE #0112 BERKELEY CA,-4.75',
  '11/05/2026,PEETS COFFEE #0112 BERKELEY CA,-5.10',
  '11/06/2026,SAFEWAY #1234 SAN JOSE CA,-54.20',
].join('\n');

const RESTAURANT = { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_RESTAURANT' };
const FAST_FOOD = { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_FAST_FOOD' };
const GROCERIES = { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' };

describe('rule order on apply to past rows', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21', env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  afterAll(() => ctx.close());

  async function setup(): Promise<TestClient> {
    const { client } = await createVerifiedUser(ctx);
    const checking = await importIntoNewManualAccount(
      client,
      { name: 'Checking', type: 'depository', subtype: 'checking' },
      CHECKING,
    );
    expect(checking.response.status, checking.response.text).toBe(200);
    return client;
  }
  const save = async (client: TestClient, body: unknown) => {
    const res = await client.post('/api/rules', body);
    expect(res.status, res.text).toBe(201);
    return res.json as unknown as RuleSaveResponse;
  };
  const rows = (client: TestClient) => listAll(client, {}, 50);
  const categories = (all: TransactionDto[], text: string) =>
    all.filter((t) => t.description.includes(text)).map((t) => t.personalCategory);

  const safewayRule = {
    conditions: { text: { field: 'merchant', op: 'contains', value: 'safeway' } },
    actions: { personalCategory: GROCERIES },
  };
  const blueBottleRule = {
    conditions: { text: { field: 'merchant', op: 'contains', value: 'Blue Bottle' } },
    actions: { personalCategory: RESTAURANT },
  };
  const coffeeRule = {
    conditions: { text: { field: 'any', op: 'contains', value: 'coffee' } },
    actions: { personalCategory: FAST_FOOD },
    applyToPast: true,
  };

  it("keeps an earlier rule's answer on the rows it decides; the undo restores exactly", async () => {
    const client = await setup();
    await save(client, safewayRule);
    const blueBottle = await save(client, { ...blueBottleRule, applyToPast: true });
    expect(blueBottle).toMatchObject({ position: 1, changed: 2 });
    const before = await rows(client);

    const coffee = await save(client, coffeeRule);
    expect(coffee).toMatchObject({ position: 2, changed: 2 });
    const after = await rows(client);
    expect(categories(after, 'BLUE BOTTLE')).toEqual([RESTAURANT, RESTAURANT]);
    expect(categories(after, 'PEETS')).toEqual([FAST_FOOD, FAST_FOOD]);

    const undone = await client.post(`/api/rules/${coffee.id}/undo-apply`, {});
    expect(undone.status, undone.text).toBe(200);
    expect(undone.json).toEqual({ restored: 2 });
    expect(await rows(client)).toEqual(before);
  });

  it('runs the earlier rules on the rows it touches even when they were saved without applying', async () => {
    const client = await setup();
    await save(client, blueBottleRule);
    expect(categories(await rows(client), 'BLUE BOTTLE')).not.toContainEqual(RESTAURANT);

    const coffee = await save(client, coffeeRule);
    expect(coffee.changed).toBe(4);
    const after = await rows(client);
    expect(categories(after, 'BLUE BOTTLE')).toEqual([RESTAURANT, RESTAURANT]);
    expect(categories(after, 'PEETS')).toEqual([FAST_FOOD, FAST_FOOD]);
    // A row the new rule does not touch is left to the next import, as the rules have always been.
    expect(categories(after, 'SAFEWAY')).toEqual([GROCERIES]);
  });

  it('puts a later rule moved first ahead when it is applied again', async () => {
    const client = await setup();
    const blueBottle = await save(client, { ...blueBottleRule, applyToPast: true });
    const coffee = await save(client, coffeeRule);
    const reordered = await client.post('/api/rules/order', { ids: [coffee.id, blueBottle.id] });
    expect(reordered.status, reordered.text).toBe(200);
    const again = await client.request('PUT', `/api/rules/${coffee.id}`, coffeeRule);
    expect(again.status, again.text).toBe(200);
    expect(categories(await rows(client), 'BLUE BOTTLE')).toEqual([FAST_FOOD, FAST_FOOD]);
  });
});
