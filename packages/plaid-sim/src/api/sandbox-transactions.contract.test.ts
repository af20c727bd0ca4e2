import { Products } from 'plaid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plaidError, startSim, type RunningSim } from '../testing/start-sim.ts';

/** Every page from `cursor` on: the added transactions and the last cursor. */
async function syncFrom(run: RunningSim, accessToken: string, cursor?: string) {
  const added = [];
  let next = cursor;
  for (let pages = 0; pages < 100; pages++) {
    const res = await run.client.transactionsSync({ access_token: accessToken, cursor: next, count: 500 });
    added.push(...res.data.added);
    next = res.data.next_cursor;
    if (!res.data.has_more) break;
  }
  return { added, cursor: next };
}

describe('/sandbox/transactions/create', () => {
  let run: RunningSim;
  let accessToken: string;
  let publicToken: string;
  let cursor: string | undefined;
  beforeAll(async () => {
    run = await startSim({ today: '2026-11-21' });
    const created = await run.client.sandboxPublicTokenCreate({
      institution_id: 'ins_109508',
      initial_products: [Products.Transactions],
      options: {
        override_username: 'user_good',
        override_password: 'pass_good',
        webhook: 'http://hook.test/x',
      },
    });
    publicToken = created.data.public_token;
    accessToken = (await run.client.itemPublicTokenExchange({ public_token: publicToken })).data.access_token;
    cursor = (await syncFrom(run, accessToken)).cursor;
  });
  afterAll(() => run.close());

  it('adds a charge that the next sync reports once, enriched like the earlier ones of the same text', async () => {
    const before = run.webhooks.length;
    const res = await run.client.sandboxTransactionsCreate({
      access_token: accessToken,
      transactions: [
        {
          date_transacted: '2026-11-21',
          date_posted: '2026-11-21',
          amount: 22.99,
          description: 'NETFLIX.COM',
        },
      ],
    });
    expect(res.status).toBe(200);
    const next = await syncFrom(run, accessToken, cursor);
    expect(next.added).toHaveLength(1);
    expect(next.added[0]).toMatchObject({
      amount: 22.99,
      date: '2026-11-21',
      name: 'NETFLIX.COM',
      merchant_name: 'Netflix',
      pending: false,
    });
    expect((await syncFrom(run, accessToken, next.cursor)).added).toEqual([]);
    await new Promise((r) => setTimeout(r, 20));
    expect(
      run.webhooks.slice(before).map((w) => (JSON.parse(w.body) as { webhook_code: string }).webhook_code),
    ).toContain('SYNC_UPDATES_AVAILABLE');
    cursor = next.cursor;
  });

  it('takes the public token of an exchanged item instead of its access token (simulator extension)', async () => {
    await run.client.sandboxTransactionsCreate({
      public_token: publicToken,
      transactions: [
        { date_transacted: '2026-11-20', date_posted: '2026-11-21', amount: 5, description: 'CORNER STORE' },
      ],
    } as unknown as Parameters<typeof run.client.sandboxTransactionsCreate>[0]);
    const next = await syncFrom(run, accessToken, cursor);
    expect(next.added.map((t) => [t.name, t.amount, t.merchant_name])).toEqual([['CORNER STORE', 5, null]]);
  });

  it('refuses a bad date and an unknown token', async () => {
    const bad = await plaidError(
      run.client.sandboxTransactionsCreate({
        access_token: accessToken,
        transactions: [
          { date_transacted: '2026-13-01', date_posted: '2026-11-21', amount: 1, description: 'X' },
        ],
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.error_code).toBe('INVALID_FIELD');
    const unknown = await plaidError(
      run.client.sandboxTransactionsCreate({
        access_token: 'access-sandbox-nope',
        transactions: [
          { date_transacted: '2026-11-01', date_posted: '2026-11-21', amount: 1, description: 'X' },
        ],
      }),
    );
    expect(unknown.data.error_code).toBe('INVALID_ACCESS_TOKEN');
  });
});
