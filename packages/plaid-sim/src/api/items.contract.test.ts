import { CountryCode, Products } from 'plaid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ID, linkItem, plaidError, SECRET, startSim, type RunningSim } from '../testing/start-sim.ts';

describe('Plaid API contract: links, items, accounts (real plaid SDK)', () => {
  let run: RunningSim;
  beforeAll(async () => {
    run = await startSim();
  });
  afterAll(() => run.close());

  it('creates a link token with Plaid shapes', async () => {
    const res = await run.client.linkTokenCreate({
      client_name: 'Tourniquet',
      language: 'en',
      country_codes: [CountryCode.Us],
      user: { client_user_id: 'user-1' },
      products: [Products.Transactions],
      webhook: 'http://127.0.0.1:9/hook',
    });
    expect(res.data.link_token).toMatch(/^link-sandbox-/);
    expect(Date.parse(res.data.expiration)).toBeGreaterThan(Date.now() + 3.9 * 3_600_000);
    expect(res.data.request_id).toMatch(/^[A-Za-z0-9]{15}$/);
  });

  it('rejects missing and invalid fields the way Plaid does', async () => {
    const missing = await plaidError(
      run.client.linkTokenCreate({
        client_name: 'x',
        language: 'en',
        country_codes: [CountryCode.Us],
        products: [Products.Transactions],
      }),
    );
    expect(missing.status).toBe(400);
    expect(missing.data).toMatchObject({ error_type: 'INVALID_REQUEST', error_code: 'MISSING_FIELDS' });
    const balance = await plaidError(
      run.client.linkTokenCreate({
        client_name: 'x',
        language: 'en',
        country_codes: [CountryCode.Us],
        user: { client_user_id: 'u' },
        products: [Products.Balance],
      }),
    );
    expect(balance.data.error_code).toBe('INVALID_PRODUCT');
    const { accessToken } = await linkItem(run.client);
    const count = await plaidError(run.client.transactionsSync({ access_token: accessToken, count: 501 }));
    expect(count.data).toMatchObject({ error_type: 'INVALID_REQUEST', error_code: 'INVALID_FIELD' });
    expect(String(count.data.error_message)).toContain('count');
  });

  it('answers INVALID_API_KEYS for wrong credentials and accepts them in the body too', async () => {
    const bad = run.clientWith({ 'PLAID-CLIENT-ID': CLIENT_ID, 'PLAID-SECRET': 'nope' });
    const err = await plaidError(
      bad.institutionsGetById({ institution_id: 'ins_109508', country_codes: [CountryCode.Us] }),
    );
    expect(err.status).toBe(400);
    expect(err.data).toMatchObject({
      error_type: 'INVALID_INPUT',
      error_code: 'INVALID_API_KEYS',
      display_message: null,
    });
    expect(err.data.request_id).toEqual(expect.any(String));
    const viaBody = await run.clientWith({}).institutionsGetById({
      institution_id: 'ins_109508',
      country_codes: [CountryCode.Us],
      client_id: CLIENT_ID,
      secret: SECRET,
    });
    expect(viaBody.data.institution.name).toBe('First Platypus Bank');
  });

  it('answers INVALID_BODY for non-JSON bodies', async () => {
    const res = await fetch(`${run.baseUrl}/item/get`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'PLAID-CLIENT-ID': CLIENT_ID,
        'PLAID-SECRET': SECRET,
      },
      body: '{not json',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error_type: 'INVALID_REQUEST', error_code: 'INVALID_BODY' });
  });

  it('exchanges a public token once, then serves accounts, balances and the item', async () => {
    const created = await run.client.sandboxPublicTokenCreate({
      institution_id: 'ins_109509',
      initial_products: [Products.Transactions],
    });
    expect(created.data.public_token).toMatch(/^public-sandbox-/);
    const exchanged = await run.client.itemPublicTokenExchange({ public_token: created.data.public_token });
    expect(exchanged.data.access_token).toMatch(/^access-sandbox-/);
    const again = await plaidError(
      run.client.itemPublicTokenExchange({ public_token: created.data.public_token }),
    );
    expect(again.data.error_code).toBe('INVALID_PUBLIC_TOKEN');

    const accounts = await run.client.accountsGet({ access_token: exchanged.data.access_token });
    expect(accounts.data.item).toMatchObject({
      item_id: exchanged.data.item_id,
      institution_id: 'ins_109509',
      error: null,
      webhook: null,
    });
    const byType = Object.fromEntries(accounts.data.accounts.map((a) => [a.subtype, a]));
    // The median household rents: no mortgage (user_stretched has one).
    expect(Object.keys(byType).sort()).toEqual([
      'auto',
      'checking',
      'credit card',
      'ira',
      'savings',
      'student',
    ]);
    expect(byType['credit card']?.balances.limit).toBe(8000);
    for (const sub of ['credit card', 'student', 'auto'])
      expect(byType[sub]?.balances.current).toBeGreaterThan(0);
    expect(byType.checking?.balances.iso_currency_code).toBe('USD');

    const one = await run.client.accountsBalanceGet({
      access_token: exchanged.data.access_token,
      options: { account_ids: [byType.savings?.account_id as string] },
    });
    expect(one.data.accounts).toHaveLength(1);
    const wrongId = await plaidError(
      run.client.accountsGet({
        access_token: exchanged.data.access_token,
        options: { account_ids: ['nope'] },
      }),
    );
    expect(wrongId.data.error_code).toBe('INVALID_ACCOUNT_ID');

    const item = await run.client.itemGet({ access_token: exchanged.data.access_token });
    expect(item.data.item).toMatchObject({
      item_id: exchanged.data.item_id,
      consent_expiration_time: null,
      update_type: 'background',
    });
  });

  it('rejects unknown tokens and removed items with INVALID_ACCESS_TOKEN', async () => {
    const forged = await plaidError(run.client.accountsGet({ access_token: 'access-sandbox-forged' }));
    expect(forged.data).toMatchObject({ error_type: 'INVALID_INPUT', error_code: 'INVALID_ACCESS_TOKEN' });
    const badPublic = await plaidError(
      run.client.itemPublicTokenExchange({ public_token: 'public-sandbox-x' }),
    );
    expect(badPublic.data.error_code).toBe('INVALID_PUBLIC_TOKEN');
    const { accessToken } = await linkItem(run.client);
    await run.client.itemRemove({ access_token: accessToken });
    const removed = await plaidError(run.client.transactionsSync({ access_token: accessToken }));
    expect(removed.data.error_code).toBe('INVALID_ACCESS_TOKEN');
  });

  it('fails at link time for bad sandbox credentials', async () => {
    const cases: [string, string, string][] = [
      ['user_good', 'wrong', 'INVALID_CREDENTIALS'],
      ['user_good', 'error_ITEM_LOCKED', 'ITEM_LOCKED'],
      ['user_locked', 'x', 'ITEM_LOCKED'],
      ['nobody', 'x', 'INVALID_CREDENTIALS'],
    ];
    for (const [username, password, code] of cases) {
      const err = await plaidError(linkItem(run.client, { username, password }));
      expect(err.data).toMatchObject({ error_type: 'ITEM_ERROR', error_code: code });
    }
    const down = await plaidError(linkItem(run.client, { institutionId: 'ins_132361' }));
    expect(down.data).toMatchObject({ error_type: 'INSTITUTION_ERROR', error_code: 'INSTITUTION_DOWN' });
    const unknown = await plaidError(linkItem(run.client, { institutionId: 'ins_nope' }));
    expect(unknown.data.error_code).toBe('INVALID_INSTITUTION');
  });

  it('user_stretched links a household with a mortgage whose checking overdraws and pays the fees', async () => {
    // One app user's household, the same every run: a random one overdraws less than $400 below zero in
    // about one link of twelve, and then no item is returned (generator/overdrafts.ts).
    const { accessToken } = await linkItem(run.client, {
      username: 'user_stretched',
      password: 'any',
      clientUserId: 'contract-stretched',
    });
    const { accounts } = (await run.client.accountsGet({ access_token: accessToken })).data;
    expect(accounts.map((a) => a.subtype)).toContain('mortgage');
    const added: { name: string; amount: number }[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await run.client.transactionsSync({ access_token: accessToken, cursor, count: 500 });
      added.push(...page.data.added);
      cursor = page.data.next_cursor;
      if (!page.data.has_more) break;
    }
    const names = added.map((t) => t.name);
    for (const fee of [
      'OVERDRAFT ITEM FEE',
      'INSUFFICIENT FUNDS FEE - RETURNED ITEM',
      'MONTHLY MAINTENANCE FEE',
    ])
      expect(names, fee).toContain(fee);
    expect(names.some((n) => /RENT/.test(n))).toBe(false);
  });

  it('user_login_required links, then needs login on balance and sync while /item/get reports it', async () => {
    const { accessToken } = await linkItem(run.client, { username: 'user_login_required', password: 'any' });
    await expect(run.client.accountsGet({ access_token: accessToken })).resolves.toBeTruthy();
    for (const call of [
      run.client.accountsBalanceGet({ access_token: accessToken }),
      run.client.transactionsSync({ access_token: accessToken }),
    ]) {
      const err = await plaidError(call);
      expect(err.data).toMatchObject({ error_type: 'ITEM_ERROR', error_code: 'ITEM_LOGIN_REQUIRED' });
    }
    const item = await run.client.itemGet({ access_token: accessToken });
    expect(item.data.item.error?.error_code).toBe('ITEM_LOGIN_REQUIRED');
  });

  it('user_login_expiring works on its link day and needs login from the next day', async () => {
    const { accessToken } = await linkItem(run.client, { username: 'user_login_expiring', password: 'any' });
    await expect(run.client.transactionsSync({ access_token: accessToken })).resolves.toBeTruthy();
    run.clock.today = '2026-11-22';
    try {
      const err = await plaidError(run.client.transactionsSync({ access_token: accessToken }));
      expect(err.data.error_code).toBe('ITEM_LOGIN_REQUIRED');
    } finally {
      run.clock.today = '2026-11-21';
    }
  });

  it('reset_login puts any item into ITEM_LOGIN_REQUIRED', async () => {
    const { accessToken } = await linkItem(run.client);
    const reset = await run.client.sandboxItemResetLogin({ access_token: accessToken });
    expect(reset.data.reset_login).toBe(true);
    const err = await plaidError(run.client.accountsBalanceGet({ access_token: accessToken }));
    expect(err.data.error_code).toBe('ITEM_LOGIN_REQUIRED');
  });

  it('describes institutions by id, with metadata and status on request', async () => {
    const res = await run.client.institutionsGetById({
      institution_id: 'ins_132361',
      country_codes: [CountryCode.Us],
      options: { include_optional_metadata: true, include_status: true },
    });
    expect(res.data.institution).toMatchObject({
      institution_id: 'ins_132361',
      oauth: false,
      country_codes: ['US'],
    });
    expect(res.data.institution.primary_color).toMatch(/^#/);
    expect(res.data.institution.status?.item_logins?.status).toBe('DOWN');
    const err = await plaidError(
      run.client.institutionsGetById({ institution_id: 'ins_0', country_codes: [CountryCode.Us] }),
    );
    expect(err.data.error_code).toBe('INVALID_INSTITUTION');
  });

  it('tolerates a trailing slash in basePath', async () => {
    const client = run.clientWith(
      { 'PLAID-CLIENT-ID': CLIENT_ID, 'PLAID-SECRET': SECRET },
      `${run.baseUrl}/`,
    );
    const res = await client.institutionsGetById({
      institution_id: 'ins_109510',
      country_codes: [CountryCode.Us],
    });
    expect(res.data.institution.name).toBe('Tattersall Federal Credit Union');
  });

  it('a fresh simulator with the same secretKey serves an old access token identically', async () => {
    const { accessToken, itemId } = await linkItem(run.client);
    const before = await run.client.transactionsSync({ access_token: accessToken, count: 500 });
    const other = await startSim();
    try {
      const after = await other.client.transactionsSync({ access_token: accessToken, count: 500 });
      expect(after.data.added).toEqual(before.data.added);
      expect((await other.client.itemGet({ access_token: accessToken })).data.item.item_id).toBe(itemId);
    } finally {
      await other.close();
    }
    const foreign = await startSim({ secretKey: 'another-key' });
    try {
      const err = await plaidError(foreign.client.itemGet({ access_token: accessToken }));
      expect(err.data.error_code).toBe('INVALID_ACCESS_TOKEN');
    } finally {
      await foreign.close();
    }
  });
});
