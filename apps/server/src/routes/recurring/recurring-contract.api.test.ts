import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankPort, RecurringStream } from '../../bank/bank-port.ts';
import { createSyncedUser } from '../../testing/bank-fixtures.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';

/**
 * The recurring API contract (docs/product.md#recurring-charges-and-the-fee-radar), field by field, on a linked simulated household: GET /api/recurring and its
 * ?status= filter, PATCH /api/recurring/:id, GET /api/fees?from&to&accountIds, 404 for another user's ids;
 * streams stored by the sync itself (no page view runs the engine); the provider's streams merged with ours
 * by their transactions, so nothing shows twice.
 */

const CADENCES = ['weekly', 'biweekly', 'semi_monthly', 'monthly', 'quarterly', 'semi_annual', 'annual'];
const KINDS = ['subscription', 'bill', 'income', 'transfer', 'loan'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

interface Stream {
  id: string;
  accountId: string;
  name: string;
  merchant: string;
  cadence: string;
  kind: string;
  active: boolean;
  amountCents: number;
  nextDate: string;
  transactionIds: string[];
  priceChanges: Record<string, unknown>[];
  status: string;
  source: string;
}
interface Fee {
  transactionId: string;
  kind: string;
  amountCents: number;
  date: string;
  accountId: string;
}

const streamsOf = async (client: TestClient, query = '') => {
  const res = await client.get(`/api/recurring${query}`);
  expect(res.status, res.text).toBe(200);
  return res.json.streams as unknown as Stream[];
};
const feesOf = async (client: TestClient, query = '') => {
  const res = await client.get(`/api/fees${query}`);
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as { fees: Fee[]; totals: { totalCents: number; count: number } };
};
const detectionRuns = (ctx: TestContext, userId: string) =>
  ctx.logs.filter((line) => line.includes('detection run') && line.includes(userId)).length;

describe('the recurring and fees API contract (issue 11)', () => {
  let ctx: TestContext;
  /** What the provider reported for each access token (its own transaction ids). */
  const reported: RecurringStream[] = [];
  let user: Awaited<ReturnType<typeof createSyncedUser>>;
  beforeAll(async () => {
    const wrapBank = (bank: BankPort): BankPort => ({
      ...bank,
      async getRecurring(token) {
        const streams = await bank.getRecurring(token);
        reported.push(...streams);
        return streams;
      },
    });
    ctx = await createTestContext({ today: '2026-11-21', deps: { wrapBank } });
    user = await createSyncedUser(ctx);
  });
  afterAll(() => ctx.close());

  it('stores the streams after the sync, and no read runs the engine', async () => {
    // Nothing called /api/recurring/refresh: the first sync's own run stored these.
    const runs = detectionRuns(ctx, user.userId);
    expect(runs).toBeGreaterThan(0);
    const streams = await streamsOf(user.client);
    expect(streams.length).toBeGreaterThan(10);
    await streamsOf(user.client, '?status=active');
    await feesOf(user.client);
    expect(detectionRuns(ctx, user.userId)).toBe(runs);
  });

  it('answers { streams } with every field of the contract, in its values', async () => {
    const streams = await streamsOf(user.client);
    const accountIds = new Set(user.accountIds);
    for (const s of streams) {
      expect(typeof s.id).toBe('string');
      expect(accountIds.has(s.accountId)).toBe(true);
      expect(typeof s.name).toBe('string');
      expect(typeof s.merchant).toBe('string');
      expect(CADENCES).toContain(s.cadence);
      expect(KINDS).toContain(s.kind);
      expect(typeof s.active).toBe('boolean');
      expect(Number.isInteger(s.amountCents)).toBe(true);
      expect(s.nextDate).toMatch(ISO_DATE);
      expect(s.transactionIds.length).toBeGreaterThan(0);
      expect(s.status).toBe('active');
      expect(['detected', 'provider']).toContain(s.source);
      for (const p of s.priceChanges) {
        expect(Object.keys(p).sort()).toEqual(['date', 'fromCents', 'toCents']);
        expect(p.date).toMatch(ISO_DATE);
        expect(Number.isInteger(p.fromCents) && Number.isInteger(p.toCents)).toBe(true);
      }
    }
    // The stored sign convention: positive is money out (Netflix), negative is money in (pay).
    expect(streams.find((s) => s.name === 'Netflix')).toMatchObject({
      kind: 'subscription',
      cadence: 'monthly',
      amountCents: 1799,
      priceChanges: [{ date: '2026-02-10', fromCents: 1549, toCents: 1799 }],
    });
    expect(streams.find((s) => s.kind === 'income' && s.cadence === 'biweekly')!.amountCents).toBeLessThan(0);
  });

  it('merges the provider streams with ours by their transactions: nothing shows twice', async () => {
    const streams = await streamsOf(user.client);
    const ids = streams.flatMap((s) => s.transactionIds);
    expect(new Set(ids).size).toBe(ids.length);
    // The provider reported Netflix too; it shows once, as ours. A series only the provider found joins.
    expect(reported.some((s) => (s.merchantName ?? s.description).includes('Netflix'))).toBe(true);
    expect(streams.filter((s) => s.name === 'Netflix')).toHaveLength(1);
    expect(streams.some((s) => s.source === 'provider')).toBe(true);
    expect(streams.some((s) => s.source === 'detected')).toBe(true);
  });

  it('lists no bank fee as a recurring item: fees are on the Fees screen', async () => {
    const fees = new Set((await feesOf(user.client)).fees.map((f) => f.transactionId));
    expect(fees.size).toBeGreaterThan(0);
    const feeStreams = (await streamsOf(user.client)).filter((s) =>
      s.transactionIds.some((id) => fees.has(id)),
    );
    expect(feeStreams.map((s) => `${s.name} (${s.source})`)).toEqual([]);
  });

  it('PATCH /api/recurring/:id { status } answers the stream; ?status= filters; 404 for others', async () => {
    const [first, second] = await streamsOf(user.client);
    const patched = await user.client.request('PATCH', `/api/recurring/${first!.id}`, {
      status: 'dismissed',
    });
    expect(patched.status).toBe(200);
    expect(patched.json.stream).toMatchObject({ id: first!.id, status: 'dismissed' });
    await user.client.request('PATCH', `/api/recurring/${second!.id}`, { status: 'cancelled' });

    expect((await streamsOf(user.client, '?status=dismissed')).map((s) => s.id)).toEqual([first!.id]);
    expect((await streamsOf(user.client, '?status=cancelled')).map((s) => s.id)).toEqual([second!.id]);
    const active = await streamsOf(user.client, '?status=active');
    expect(active.every((s) => s.status === 'active')).toBe(true);
    expect(active.length).toBe((await streamsOf(user.client)).length - 2);

    const stranger = await createVerifiedUser(ctx);
    expect(await streamsOf(stranger.client)).toEqual([]);
    const foreign = await stranger.client.request('PATCH', `/api/recurring/${first!.id}`, {
      status: 'active',
    });
    expect(foreign.status).toBe(404);
    expect((await stranger.client.get('/api/recurring/nothing-here')).status).toBe(404);
    await user.client.request('PATCH', `/api/recurring/${first!.id}`, { status: 'active' });
    await user.client.request('PATCH', `/api/recurring/${second!.id}`, { status: 'active' });
  });

  it('GET /api/fees?from&to&accountIds answers { fees, totals } with the contract fields', async () => {
    const all = await feesOf(user.client);
    expect(all.fees.length).toBeGreaterThan(3);
    for (const f of all.fees) {
      expect(user.accountIds).toContain(f.accountId);
      expect(typeof f.transactionId).toBe('string');
      expect(typeof f.kind).toBe('string');
      expect(Number.isInteger(f.amountCents) && f.amountCents > 0).toBe(true);
      expect(f.date).toMatch(ISO_DATE);
    }
    expect(all.totals.count).toBe(all.fees.length);

    const from = '2026-09-01';
    const to = '2026-10-31';
    const ranged = await feesOf(user.client, `?from=${from}&to=${to}`);
    expect(ranged.fees.map((f) => f.transactionId).sort()).toEqual(
      all.fees
        .filter((f) => f.date >= from && f.date <= to)
        .map((f) => f.transactionId)
        .sort(),
    );
    const accountId = all.fees[0]!.accountId;
    const one = await feesOf(user.client, `?accountIds=${accountId}`);
    expect(one.fees.length).toBeGreaterThan(0);
    expect(one.fees.every((f) => f.accountId === accountId)).toBe(true);

    const stranger = await createVerifiedUser(ctx);
    expect((await feesOf(stranger.client)).fees).toEqual([]);
    expect((await stranger.client.get(`/api/fees?accountIds=${accountId}`)).status).toBe(404);
  });
});
