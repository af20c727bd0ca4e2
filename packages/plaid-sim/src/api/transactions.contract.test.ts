import type { PlaidApi, RemovedTransaction, Transaction } from 'plaid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkItem, plaidError, startSim, type RunningSim } from '../testing/start-sim.ts';

interface SyncResult {
  added: Transaction[];
  removed: RemovedTransaction[];
  cursors: string[];
  pages: number;
}

async function syncAll(
  client: PlaidApi,
  accessToken: string,
  cursor?: string,
  count = 100,
): Promise<SyncResult> {
  const out: SyncResult = { added: [], removed: [], cursors: [], pages: 0 };
  let next = cursor;
  for (;;) {
    const res = await client.transactionsSync({ access_token: accessToken, cursor: next, count });
    out.added.push(...res.data.added);
    out.removed.push(...res.data.removed);
    expect(res.data.modified).toEqual([]);
    out.pages++;
    next = res.data.next_cursor;
    out.cursors.push(next);
    if (!res.data.has_more) return out;
  }
}

describe('Plaid API contract: transactions (real plaid SDK)', () => {
  let run: RunningSim;
  let accessToken: string;
  let initial: SyncResult;
  beforeAll(async () => {
    run = await startSim({ today: '2026-11-21' });
    ({ accessToken } = await linkItem(run.client));
    initial = await syncAll(run.client, accessToken);
  });
  afterAll(() => run.close());

  it('pages the full history with has_more and unique ids', async () => {
    expect(initial.pages).toBeGreaterThan(10);
    const ids = initial.added.map((t) => t.transaction_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(initial.removed).toEqual([]);
    const oldest = initial.added.map((t) => t.date).sort()[0] as string;
    expect(oldest < '2024-12-01').toBe(true);
    const t = initial.added[0] as Transaction;
    expect(t).toMatchObject({
      iso_currency_code: 'USD',
      unofficial_currency_code: null,
      transaction_code: null,
    });
    expect(Object.keys(t.location).sort()).toEqual([
      'address',
      'city',
      'country',
      'lat',
      'lon',
      'postal_code',
      'region',
      'store_number',
    ]);
    expect(t.personal_finance_category?.detailed.startsWith(t.personal_finance_category.primary)).toBe(true);
    expect(t.category?.length).toBeGreaterThan(0);
    expect(t.category_id).toMatch(/^\d{8}$/);
  });

  it('agrees with /transactions/get on totals, ordering and offsets', async () => {
    const first = await run.client.transactionsGet({
      access_token: accessToken,
      start_date: '2000-01-01',
      end_date: '2026-11-21',
      options: { count: 500 },
    });
    expect(first.data.total_transactions).toBe(initial.added.length);
    const dates = first.data.transactions.map((t) => t.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await run.client.transactionsGet({
      access_token: accessToken,
      start_date: '2000-01-01',
      end_date: '2026-11-21',
      options: { count: 10, offset: 500 },
    });
    expect(second.data.transactions).toHaveLength(10);
    expect(first.data.transactions.map((t) => t.transaction_id)).not.toContain(
      second.data.transactions[0]?.transaction_id,
    );
    const bad = await plaidError(
      run.client.transactionsGet({
        access_token: accessToken,
        start_date: '2026-13-01',
        end_date: '2026-11-21',
      }),
    );
    expect(bad.data.error_code).toBe('INVALID_FIELD');
  });

  it('returns the same page when re-run from the same cursor, and nothing new from the last one', async () => {
    const mid = initial.cursors[3] as string;
    const a = await run.client.transactionsSync({ access_token: accessToken, cursor: mid, count: 100 });
    const b = await run.client.transactionsSync({ access_token: accessToken, cursor: mid, count: 100 });
    expect(b.data.added).toEqual(a.data.added);
    expect(b.data.next_cursor).toBe(a.data.next_cursor);
    const last = await run.client.transactionsSync({
      access_token: accessToken,
      cursor: initial.cursors.at(-1),
    });
    expect(last.data).toMatchObject({ added: [], removed: [], modified: [], has_more: false });
    expect(last.data.accounts.map((x) => x.type)).not.toContain('investment');
  });

  it('posts pending transactions under new ids when the clock advances, nothing twice', async () => {
    const pending = initial.added.filter((t) => t.pending);
    expect(pending.length).toBeGreaterThan(0);
    run.clock.today = '2026-11-26';
    try {
      const delta = await syncAll(run.client, accessToken, initial.cursors.at(-1), 25);
      const removedIds = new Set(delta.removed.map((r) => r.transaction_id));
      for (const p of pending) expect(removedIds.has(p.transaction_id)).toBe(true);
      const posted = delta.added.filter(
        (t) => t.pending_transaction_id !== null && removedIds.has(t.pending_transaction_id),
      );
      expect(posted.length).toBe(pending.length);
      expect(posted.every((t) => !t.pending)).toBe(true);
      expect(delta.added.every((t) => t.date > '2026-11-17')).toBe(true);

      const seen = new Set(initial.added.map((t) => t.transaction_id));
      for (const t of delta.added) expect(seen.has(t.transaction_id)).toBe(false);
      for (const r of delta.removed) seen.delete(r.transaction_id);
      for (const t of delta.added) seen.add(t.transaction_id);
      const fresh = await syncAll(run.client, accessToken, undefined, 500);
      expect(new Set(fresh.added.map((t) => t.transaction_id))).toEqual(seen);
    } finally {
      run.clock.today = '2026-11-21';
    }
  });

  it('keeps a pagination loop stable when the clock moves mid-loop', async () => {
    const first = await run.client.transactionsSync({ access_token: accessToken, count: 50 });
    const expected = await run.client.transactionsSync({
      access_token: accessToken,
      cursor: first.data.next_cursor,
      count: 50,
    });
    run.clock.today = '2026-12-01';
    try {
      const during = await run.client.transactionsSync({
        access_token: accessToken,
        cursor: first.data.next_cursor,
        count: 50,
      });
      expect(during.data.added).toEqual(expected.data.added);
    } finally {
      run.clock.today = '2026-11-21';
    }
  });

  it('scopes a sync to one account and fast-forwards with cursor "now"', async () => {
    const accounts = await run.client.accountsGet({ access_token: accessToken });
    const savings = accounts.data.accounts.find((a) => a.subtype === 'savings')?.account_id as string;
    const res = await run.client.transactionsSync({
      access_token: accessToken,
      count: 500,
      options: { account_id: savings },
    });
    expect(res.data.added.length).toBeGreaterThan(0);
    expect(res.data.added.every((t) => t.account_id === savings)).toBe(true);
    const now = await run.client.transactionsSync({ access_token: accessToken, cursor: 'now' });
    expect(now.data).toMatchObject({ added: [], has_more: false });
    const bad = await plaidError(
      run.client.transactionsSync({ access_token: accessToken, cursor: 'garbage' }),
    );
    expect(bad.data.error_code).toBe('INVALID_FIELD');
  });

  it('derives recurring streams consistent with the synced history', async () => {
    const res = await run.client.transactionsRecurringGet({ access_token: accessToken });
    const known = new Map(initial.added.map((t) => [t.transaction_id, t]));
    const all = [...res.data.inflow_streams, ...res.data.outflow_streams];
    for (const stream of all) {
      for (const id of stream.transaction_ids) expect(known.get(id)?.account_id).toBe(stream.account_id);
      expect(stream.category).toBeNull();
    }
    const payroll = res.data.inflow_streams.find((s) => s.merchant_name === 'Acme Corp');
    expect(payroll).toMatchObject({ frequency: 'BIWEEKLY', status: 'MATURE', is_active: true });
    expect(payroll?.average_amount.amount).toBeLessThan(0);
    const netflix = res.data.outflow_streams.find((s) => s.merchant_name === 'Netflix');
    expect(netflix).toMatchObject({ frequency: 'MONTHLY', is_active: true, last_amount: { amount: 17.99 } });
    expect(res.data.outflow_streams.find((s) => s.merchant_name === 'Hulu')?.is_active).toBe(false);
    expect(res.data.outflow_streams.find((s) => s.merchant_name === 'Amazon Prime')?.frequency).toBe(
      'ANNUALLY',
    );

    const v1 = await run.client.transactionsRecurringGet({
      access_token: accessToken,
      options: { personal_finance_category_version: 'v1' as never },
    });
    const v1Payroll = v1.data.inflow_streams.find((s) => s.merchant_name === 'Acme Corp');
    expect(v1Payroll?.personal_finance_category?.detailed).toBe('INCOME_WAGES');
  });

  it('accepts every account of the Item in recurring/get, and answers no streams for those without', async () => {
    const { accounts } = (await run.client.accountsGet({ access_token: accessToken })).data;
    const all = await run.client.transactionsRecurringGet({
      access_token: accessToken,
      account_ids: accounts.map((a) => a.account_id),
    });
    const everything = await run.client.transactionsRecurringGet({ access_token: accessToken });
    expect(all.data.outflow_streams.length).toBe(everything.data.outflow_streams.length);
    for (const type of ['loan', 'investment']) {
      const ids = accounts.filter((a) => a.type === type).map((a) => a.account_id);
      expect(ids.length, type).toBeGreaterThan(0);
      const res = await run.client.transactionsRecurringGet({ access_token: accessToken, account_ids: ids });
      const streams = [...res.data.inflow_streams, ...res.data.outflow_streams];
      expect(streams.every((s) => ids.includes(s.account_id))).toBe(true);
      if (type === 'investment') expect(streams).toEqual([]);
    }
    const ira = accounts.find((a) => a.type === 'investment')!.account_id;
    const none = await run.client.transactionsRecurringGet({ access_token: accessToken, account_ids: [ira] });
    expect(none.data).toMatchObject({ inflow_streams: [], outflow_streams: [] });
    const foreign = await plaidError(
      run.client.transactionsRecurringGet({ access_token: accessToken, account_ids: ['not-in-this-item'] }),
    );
    expect(foreign.data.error_code).toBe('INVALID_ACCOUNT_ID');
  });
});
