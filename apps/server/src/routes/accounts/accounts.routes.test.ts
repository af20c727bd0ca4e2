import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, providerItems, transactions } from '../../db/schema/index.ts';
import { linkSandboxBank, waitForFirstSync } from '../../testing/bank-fixtures.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';

type Dto = {
  id: string;
  accountName: string;
  accountType: string;
  accountTypeCustom: string | null;
  institutionName: string;
  isManual: boolean;
  nickname: string;
  accountCategory: string | null;
  balanceCurrentCents: number;
  accessIssue: boolean;
};
const list = async (client: TestClient) =>
  (await client.get('/api/accounts')).json.accounts as unknown as Dto[];

describe('accounts API', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('requires a session', async () => {
    const anon = new TestClient(ctx.app, ctx.env.PUBLIC_URL);
    expect((await anon.get('/api/accounts')).status).toBe(401);
    expect((await anon.post('/api/bank/create-link-token')).status).toBe(401);
    expect((await anon.post('/api/accounts/manual', { name: 'Cash', type: 'asset' })).status).toBe(401);
  });

  it('links a bank with default configurations and keeps the access token encrypted and private', async () => {
    const { client, userId } = await createVerifiedUser(ctx);
    const token = await client.post('/api/bank/create-link-token');
    expect(token.status).toBe(200);
    expect(String(token.json.link_token)).toMatch(/^link-sandbox-/);

    const linked = await linkSandboxBank(ctx, client);
    const rows = await list(client);
    expect(rows.length).toBe(linked.accounts.length);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const a of rows) {
      expect(a.institutionName).toBe('First Platypus Bank');
      expect(a.nickname).toBe(a.accountName); // nickname defaults to the provider's name
      expect(a.accountTypeCustom).toBe('personal');
      expect(Number.isInteger(a.balanceCurrentCents)).toBe(true);
    }
    const byType = Object.fromEntries(rows.map((a) => [a.accountType, a.accountCategory]));
    expect(byType).toMatchObject({ depository: 'bank', credit: 'credit', loan: 'loan' });

    const [item] = await ctx.database.db.select().from(providerItems).where(eq(providerItems.userId, userId));
    expect(item!.accessTokenCiphertext).toMatch(/^v1\./);
    expect(item!.accessTokenCiphertext).not.toContain('access-sandbox');
    const everything = JSON.stringify([token.json, linked, rows]) + ctx.logs.join('\n');
    expect(everything).not.toMatch(/access-sandbox-/);
    await waitForFirstSync(ctx, userId);
  });

  it('links only the chosen accounts, with their configurations', async () => {
    const { client, userId } = await createVerifiedUser(ctx);
    const all = await linkSandboxBank(ctx, client);
    await waitForFirstSync(ctx, userId);
    const [first] = all.accounts;
    const res = await client.put('/api/accounts/configs', {
      account_configs: [
        {
          account_id: first!.id,
          nickname: 'Bills account',
          account_type: 'business',
          account_category: 'bank',
        },
      ],
    });
    expect(res.status).toBe(200);
    const updated = (await list(client)).find((a) => a.id === first!.id)!;
    expect(updated).toMatchObject({ nickname: 'Bills account', accountTypeCustom: 'business' });
  });

  it('adds manual accounts, rejects bad input and changes nothing', async () => {
    const { client } = await createVerifiedUser(ctx);
    const ok = await client.post('/api/accounts/manual', { name: '  Cash box  ', type: 'asset' });
    expect(ok.status).toBe(201);
    const account = ok.json.account as unknown as Dto;
    expect(account.id).toMatch(/^manual_\d+/);
    expect(account).toMatchObject({
      accountName: 'Cash box',
      institutionName: 'Manual Entry',
      isManual: true,
      balanceCurrentCents: 0,
      accountTypeCustom: 'asset',
    });
    for (const bad of [
      { name: '   ', type: 'asset' },
      { name: 'X', type: 'checking' },
      { name: 'x'.repeat(101), type: 'asset' },
      { name: 'X', type: 'asset', extra: 1 },
      { name: 42, type: 'asset' },
    ]) {
      const res = await client.post('/api/accounts/manual', bad);
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({ code: 'invalid_request' });
    }
    expect((await client.request('POST', '/api/accounts/manual', '{not json')).status).toBe(400);
    expect(await list(client)).toHaveLength(1);
  });

  it('changes an account type and removes an account; another user gets 404 for both', async () => {
    const owner = await createVerifiedUser(ctx);
    const other = await createVerifiedUser(ctx);
    const created = (await owner.client.post('/api/accounts/manual', { name: 'Car loan', type: 'liability' }))
      .json.account as unknown as Dto;

    expect(
      (await other.client.request('PATCH', `/api/accounts/${created.id}`, { accountTypeCustom: 'asset' }))
        .status,
    ).toBe(404);
    expect((await other.client.delete(`/api/accounts/${created.id}`)).status).toBe(404);
    expect(
      (await other.client.post('/api/bank/refresh-account-balance', { account_id: created.id })).status,
    ).toBe(404);
    expect(await list(other.client)).toHaveLength(0);

    const patched = await owner.client.request('PATCH', `/api/accounts/${created.id}`, {
      accountTypeCustom: 'asset',
    });
    expect(patched.status).toBe(200);
    expect((patched.json.account as unknown as Dto).accountTypeCustom).toBe('asset');
    expect((await owner.client.request('PATCH', `/api/accounts/${created.id}`, {})).status).toBe(400);

    expect((await owner.client.delete(`/api/accounts/${created.id}`)).status).toBe(204);
    expect(await list(owner.client)).toHaveLength(0);
  });

  it('removing the last account of a bank link removes the link and its transactions', async () => {
    const { client, userId } = await createVerifiedUser(ctx);
    const linked = await linkSandboxBank(ctx, client);
    await waitForFirstSync(ctx, userId);
    for (const a of linked.accounts) expect((await client.delete(`/api/accounts/${a.id}`)).status).toBe(204);
    const db = ctx.database.db;
    expect(await db.select().from(providerItems).where(eq(providerItems.userId, userId))).toHaveLength(0);
    expect(await db.select().from(accounts).where(eq(accounts.userId, userId))).toHaveLength(0);
    expect(await db.select().from(transactions).where(eq(transactions.userId, userId))).toHaveLength(0);
  });

  it('refreshes a balance, and flags the account when the bank needs a new login', async () => {
    const good = await createVerifiedUser(ctx);
    const linked = await linkSandboxBank(ctx, good.client);
    await waitForFirstSync(ctx, good.userId);
    const ok = await good.client.post('/api/bank/refresh-account-balance', {
      account_id: linked.accounts[0]!.id,
    });
    expect(ok.json).toEqual({ success: true });

    const broken = await createVerifiedUser(ctx);
    const brokenLinked = await linkSandboxBank(ctx, broken.client, { username: 'user_login_required' });
    const failed = await broken.client.post('/api/bank/refresh-account-balance', {
      account_id: brokenLinked.accounts[0]!.id,
    });
    expect(failed.status).toBe(409);
    expect(failed.json).toEqual({
      error: {
        code: 'access_issue',
        message: 'This account is not accessible at this time.',
        requestId: expect.any(String),
      },
    });
    expect((await list(broken.client)).every((a) => a.accessIssue)).toBe(true);
  });

  it('validates the exchange body', async () => {
    const { client } = await createVerifiedUser(ctx);
    for (const bad of [
      {},
      { public_token: '', institution: { name: 'x' } },
      { public_token: 'x', institution: {} },
      {
        public_token: 'x',
        institution: { name: 'B' },
        account_configs: [{ account_id: 'a', account_type: 'family' }],
      },
    ]) {
      expect((await client.post('/api/bank/exchange-public-token-enhanced', bad)).status).toBe(400);
    }
    const bogus = await client.post('/api/bank/exchange-public-token-enhanced', {
      public_token: 'public-sandbox-bogus',
      institution: { name: 'B' },
    });
    // An unknown or expired public token is the caller's stale Link session, not a bank outage.
    expect(bogus.status).toBe(400);
    expect(bogus.json).toEqual({
      error: {
        code: 'invalid_public_token',
        message: 'This bank link has expired or is not valid. Please link the account again.',
        requestId: expect.any(String),
      },
    });
    expect(bogus.text).not.toMatch(/INVALID_PUBLIC_TOKEN|stack|at .*\.ts/);
  });
});
