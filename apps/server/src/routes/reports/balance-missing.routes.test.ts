import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportSummary } from '@tourniquet/domain/contracts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';

// Issue 42: a card imported from a file that states no balance is "balance missing", never $0.

// A Chase-layout card CSV: no balance column, charges negative.
const CARD_CSV = [
  'Transaction Date,Post Date,Description,Category,Type,Amount,Memo',
  '11/03/2026,11/04/2026,GROCER,Groceries,Sale,-45.10,',
  '11/05/2026,11/06/2026,COFFEE,Food & Drink,Sale,-10.00,',
].join('\n');

const situation = async (client: TestClient, query = '') =>
  ((await client.get(`/api/reports/summary${query}`)).json as unknown as ReportSummary).situation;

async function newAccount(client: TestClient, body: object): Promise<{ id: string }> {
  const res = await client.post('/api/accounts/manual', body);
  expect(res.status).toBe(201);
  return res.json.account as unknown as { id: string };
}

describe('net worth with a balance missing', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21' });
  });
  afterAll(() => ctx.close());

  it('names the account, leaves it out, shows no $0 for it, and counts it once its balance is given', async () => {
    const { client } = await createVerifiedUser(ctx);
    const other = await createVerifiedUser(ctx);
    await newAccount(other.client, { name: 'Someone Else Card', type: 'credit', subtype: 'credit card' });

    const checking = await newAccount(client, { name: 'Checking', type: 'depository', subtype: 'checking' });
    const set = await client.request('PATCH', `/api/accounts/${checking.id}`, {
      balanceCents: 100_000,
      balanceDate: '2026-11-01',
    });
    expect(set.status).toBe(200);
    const card = await newAccount(client, { name: 'Chase Card', type: 'credit', subtype: 'credit card' });
    const imported = await client.request('POST', `/api/accounts/${card.id}/import`, CARD_CSV, {
      'Content-Type': 'text/csv',
    });
    expect(imported.json).toMatchObject({ imported: 2 });

    const before = await situation(client);
    expect(before.missingBalances).toEqual([{ id: card.id, name: 'Chase Card' }]);
    expect(before.netWorthCents).toBe(100_000);
    expect(before.verdict).toBe('Net worth is incomplete: 1 account has no balance yet.');
    const cardRow = before.groups.flatMap((g) => g.accounts).find((a) => a.id === card.id);
    expect(cardRow).toMatchObject({ balanceMissing: true });
    const checkingRow = before.groups.flatMap((g) => g.accounts).find((a) => a.id === checking.id);
    expect(checkingRow).toMatchObject({ balanceMissing: false, balanceCents: 100_000 });
    // Only the selection's accounts are named: the checking account alone has nothing missing.
    expect((await situation(client, `?accounts=${checking.id}`)).missingBalances).toEqual([]);

    // The statement's balance, given after the import: net worth counts the debt, nothing is missing.
    const given = await client.request('PATCH', `/api/accounts/${card.id}`, {
      balanceCents: 123_456,
      balanceDate: '2026-11-06',
    });
    expect(given.status).toBe(200);
    const after = await situation(client);
    expect(after.missingBalances).toEqual([]);
    expect(after.netWorthCents).toBe(100_000 - 123_456);
    expect(after.verdict).not.toContain('incomplete');
    expect(after.groups.flatMap((g) => g.accounts).find((a) => a.id === card.id)).toMatchObject({
      balanceMissing: false,
      balanceCents: 123_456,
    });
  });
});
