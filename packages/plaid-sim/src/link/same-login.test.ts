import { CountryCode, Products } from 'plaid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSim, type RunningSim } from '../testing/start-sim.ts';

/** A real provider returns the same bank data for the same login; every link is still a new Item. */
describe('linking the same login twice', () => {
  let run: RunningSim;
  beforeAll(async () => {
    run = await startSim();
  });
  afterAll(() => run.close());

  const post = async (path: string, body: object) => {
    const res = await fetch(`${run.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Record<string, unknown>;
  };

  /** One full Link session for an app user: the account ids shown, the item id and a page of transactions. */
  async function linkThroughLink(clientUserId: string, username = 'user_good') {
    const token = (
      await run.client.linkTokenCreate({
        client_name: 'Tourniquet',
        language: 'en',
        country_codes: [CountryCode.Us],
        user: { client_user_id: clientUserId },
        products: [Products.Transactions],
      })
    ).data.link_token;
    const creds = await post('/link/session/credentials', {
      link_token: token,
      institution_id: 'ins_109508',
      username,
      password: 'pass_good',
    });
    const accounts = creds.accounts as { id: string; mask: string }[];
    const done = await post('/link/session/complete', {
      link_token: token,
      session: creds.session,
      account_ids: accounts.map((a) => a.id),
    });
    const exchanged = await run.client.itemPublicTokenExchange({ public_token: done.public_token as string });
    return summarise(exchanged.data.access_token, exchanged.data.item_id);
  }

  async function summarise(accessToken: string, itemId: string) {
    const accounts = (await run.client.accountsGet({ access_token: accessToken })).data.accounts;
    const sync = (await run.client.transactionsSync({ access_token: accessToken, count: 50 })).data;
    return {
      itemId,
      accountIds: accounts.map((a) => a.account_id).sort(),
      masks: accounts.map((a) => a.mask).sort(),
      transactions: sync.added.map((t) => `${t.transaction_id} ${t.date} ${t.amount} ${t.name}`).sort(),
    };
  }

  async function sandboxLink(clientUserId?: string) {
    const created = await run.client.sandboxPublicTokenCreate({
      institution_id: 'ins_109508',
      initial_products: [Products.Transactions],
      options: {
        override_username: 'user_good',
        override_password: 'pass_good',
        ...(clientUserId && ({ client_user_id: clientUserId } as object)),
      },
    });
    const exchanged = await run.client.itemPublicTokenExchange({ public_token: created.data.public_token });
    return summarise(exchanged.data.access_token, exchanged.data.item_id);
  }

  it('gives the same accounts and transactions to the same app user through Link, as a new Item', async () => {
    const first = await linkThroughLink('app-user-1');
    const second = await linkThroughLink('app-user-1');
    expect(second.itemId).not.toBe(first.itemId);
    expect(second.accountIds).toEqual(first.accountIds);
    expect(second.transactions).toEqual(first.transactions);
    expect(first.transactions.length).toBeGreaterThan(0);
  });

  it('gives another app user, or another username, other data', async () => {
    const mine = await linkThroughLink('app-user-1');
    const theirs = await linkThroughLink('app-user-2');
    expect(theirs.accountIds).not.toEqual(mine.accountIds);
    expect(theirs.masks).toEqual(mine.masks); // the sandbox's familiar masks
    const otherLogin = await linkThroughLink('app-user-1', 'user_transactions_dynamic');
    expect(otherLogin.transactions).not.toEqual(mine.transactions);
  });

  it('repeats a sandbox login for the same client_user_id option; without it every link is independent', async () => {
    const a = await sandboxLink('sandbox-user');
    const b = await sandboxLink('sandbox-user');
    expect(b.itemId).not.toBe(a.itemId);
    expect(b.accountIds).toEqual(a.accountIds);
    expect(b.transactions).toEqual(a.transactions);
    const c = await sandboxLink();
    const d = await sandboxLink();
    expect(d.accountIds).not.toEqual(c.accountIds);
  });
});
