import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDto, ReportSummary } from '@tourniquet/domain/contracts';
import type { ProfitAndLoss } from '@tourniquet/domain/contracts';
import { importIntoNewManualAccount } from '../../testing/statement-import.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';

// A manual or imported account can be for business like a linked one, and an imported checking account is
// grouped with the banks.

async function newAccount(client: TestClient, body: object): Promise<AccountDto> {
  const res = await client.post('/api/accounts/manual', body);
  expect(res.status).toBe(201);
  return res.json.account as unknown as AccountDto;
}

const summary = async (client: TestClient, query = '') =>
  (await client.get(`/api/reports/summary${query}`)).json as unknown as ReportSummary;

const setBalance = (client: TestClient, id: string, balanceCents: number) =>
  client.request('PATCH', `/api/accounts/${id}`, { balanceCents, balanceDate: '2026-11-01' });

describe('business use of manual and imported accounts', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21' });
  });
  afterAll(() => ctx.close());

  it('marks a manual card Business without making it an asset, and Combined Business selects it', async () => {
    const { client } = await createVerifiedUser(ctx);
    const checking = await newAccount(client, { name: 'Checking', type: 'depository', subtype: 'checking' });
    const card = await newAccount(client, { name: 'Shop Card', type: 'credit', subtype: 'credit card' });
    await setBalance(client, checking.id, 500_000);
    await setBalance(client, card.id, 120_000);
    const worth = (await summary(client)).situation.netWorthCents;
    expect(worth).toBe(380_000);

    const marked = await client.request('PATCH', `/api/accounts/${card.id}`, {
      businessPersonal: 'business',
    });
    expect(marked.status).toBe(200);
    const account = marked.json.account as unknown as AccountDto;
    expect(account.businessPersonal).toBe('business');
    expect(account.accountTypeCustom).toBe('liability');
    // The Personal/Business select of a linked account sends the type: on a manual one it is the use only.
    const viaType = await client.request('PATCH', `/api/accounts/${checking.id}`, {
      accountTypeCustom: 'business',
    });
    expect((viaType.json.account as unknown as AccountDto).businessPersonal).toBe('business');
    expect((viaType.json.account as unknown as AccountDto).accountTypeCustom).toBe('asset');
    expect((await summary(client)).situation.netWorthCents).toBe(worth);
    const business = await summary(client, '?accounts=business');
    expect(business.situation.netWorthCents).toBe(worth);
    await client.request('PATCH', `/api/accounts/${checking.id}`, { businessPersonal: 'personal' });
    expect((await summary(client, '?accounts=business')).situation.netWorthCents).toBe(-120_000);
  });

  it('takes the use when the account is made, and refuses any other word naming the field', async () => {
    const { client } = await createVerifiedUser(ctx);
    const made = await newAccount(client, {
      name: 'LLC Checking',
      type: 'depository',
      subtype: 'checking',
      businessPersonal: 'business',
    });
    expect(made.businessPersonal).toBe('business');
    const bad = await client.request('PATCH', `/api/accounts/${made.id}`, { businessPersonal: 'corporate' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('businessPersonal must be personal or business');
    const badMade = await client.post('/api/accounts/manual', {
      name: 'X',
      type: 'depository',
      businessPersonal: 1,
    });
    expect(badMade.status).toBe(400);
    expect(badMade.text).toContain('businessPersonal');
    const list = (await client.get('/api/accounts')).json.accounts as unknown as AccountDto[];
    expect(list.map((a) => [a.accountName, a.businessPersonal])).toEqual([['LLC Checking', 'business']]);
  });

  it('groups an imported checking account with the banks and a manual asset apart', async () => {
    const { client } = await createVerifiedUser(ctx);
    const checking = await newAccount(client, {
      name: 'Imported Checking',
      type: 'depository',
      subtype: 'checking',
    });
    const house = await newAccount(client, { name: 'House', type: 'asset' });
    await setBalance(client, checking.id, 10_000);
    await setBalance(client, house.id, 30_000_000);
    const groups = (await summary(client)).situation.groups;
    const names = (key: string) => groups.find((g) => g.key === key)!.accounts.map((a) => a.name);
    expect(names('bank')).toEqual(['Imported Checking']);
    expect(names('otherAssets')).toEqual(['House']);
  });

  it("puts an imported account's rows on the books once the account's own select says Business", async () => {
    const { client } = await createVerifiedUser(ctx);
    const csv = [
      'Date,Description,Amount',
      '2026-10-02,MOBILE DEPOSIT REF 4471,1500.00',
      '2026-10-09,ADOBE CREATIVE CLOUD,-59.99',
    ].join('\n');
    const account = { name: 'Shop Checking', type: 'depository', subtype: 'checking' };
    const imported = await importIntoNewManualAccount(client, account, csv);
    expect(imported.response.status, imported.response.text).toBe(200);
    const books = async () =>
      (await client.get('/api/business/profit-and-loss?from=2026-10-01&to=2026-10-31'))
        .json as unknown as ProfitAndLoss;
    expect((await books()).incomeCents).toBe(0);
    // What the accounts screen's "Personal or business use" select sends for a manual account.
    const marked = await client.request('PATCH', `/api/accounts/${imported.accountId}`, {
      businessPersonal: 'business',
    });
    expect(marked.status, marked.text).toBe(200);
    expect(await books()).toMatchObject({
      incomeCents: 150_000,
      expenses: [{ category: 'software_and_cloud_services', cents: 5_999 }],
    });
  });
});
