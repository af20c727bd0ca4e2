import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSyncedUser } from '../../testing/bank-fixtures.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';

interface Stream {
  id: string;
  name: string;
  kind: string;
  direction: string;
  active: boolean;
  status: string;
  stillCharging: boolean;
  transactionIds: string[];
}

const streamsOf = async (client: TestClient, query = '') =>
  (await client.get(`/api/recurring${query}`)).json.streams as unknown as Stream[];

/** Monthly gym dues on the 3rd, from January to `lastMonth` of 2026, as a bank exports them. */
function gymStatement(lastMonth: number): string {
  const lines = ['Date,Description,Merchant,Amount,Category'];
  for (let m = 1; m <= lastMonth; m++) {
    lines.push(`${String(m).padStart(2, '0')}/03/2026,CRUNCH FITNESS #${m}04 BROOKLYN NY,,-29.99,`);
  }
  return lines.join('\n') + '\n';
}

describe('recurring decisions last', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21' });
  });
  afterAll(() => ctx.close());

  it('a dismissal and a cancellation survive a re-sync of the bank', async () => {
    const user = await createSyncedUser(ctx);
    await user.client.post('/api/recurring/refresh', {});
    const outflows = (await streamsOf(user.client)).filter((s) => s.direction === 'outflow' && s.active);
    expect(outflows.length).toBeGreaterThanOrEqual(2);
    const [dismissed, cancelled] = outflows;
    expect(
      (await user.client.request('PATCH', `/api/recurring/${dismissed!.id}`, { status: 'dismissed' })).status,
    ).toBe(200);
    expect(
      (await user.client.request('PATCH', `/api/recurring/${cancelled!.id}`, { status: 'cancelled' })).status,
    ).toBe(200);

    expect((await user.client.post('/api/bank/fetch-transactions', {})).status).toBe(200);
    await user.client.post('/api/recurring/refresh', {});
    expect((await streamsOf(user.client, '?status=dismissed')).map((s) => s.id)).toEqual([dismissed!.id]);
    expect((await streamsOf(user.client, '?status=cancelled')).map((s) => s.id)).toEqual([cancelled!.id]);
    const active = await streamsOf(user.client, '?status=active');
    expect(active.some((s) => s.id === dismissed!.id || s.id === cancelled!.id)).toBe(false);

    // Another user sees none of it and cannot change it.
    const stranger = await createVerifiedUser(ctx);
    expect(await streamsOf(stranger.client)).toEqual([]);
    const foreign = await stranger.client.request('PATCH', `/api/recurring/${dismissed!.id}`, {
      status: 'active',
    });
    expect(foreign.status).toBe(404);
    expect((await streamsOf(user.client, '?status=dismissed')).map((s) => s.id)).toEqual([dismissed!.id]);
  });

  it('a dismissal survives a re-import and an undo-then-import; a cancelled series that charges again is back', async () => {
    const { client } = await createVerifiedUser(ctx);
    const account = await client.post('/api/accounts/manual', {
      name: 'Checking',
      type: 'depository',
      subtype: 'checking',
    });
    const accountId = (account.json.account as unknown as { id: string }).id;
    const upload = (csv: string) =>
      client.request('POST', `/api/accounts/${accountId}/import`, csv, { 'Content-Type': 'text/csv' });

    const first = await upload(gymStatement(10));
    expect(first.json.imported).toBe(10);
    const [gym] = await streamsOf(client);
    expect(gym).toMatchObject({ kind: 'subscription', active: true, status: 'active' });

    await client.request('PATCH', `/api/recurring/${gym!.id}`, { status: 'dismissed' });
    expect((await upload(gymStatement(10))).json.imported).toBe(0);
    expect((await streamsOf(client))[0]).toMatchObject({ id: gym!.id, status: 'dismissed' });

    // Undo, then the same file again: new rows, the same series, still dismissed.
    await client.delete(`/api/imports/${first.json.batchId as unknown as string}`);
    expect((await upload(gymStatement(10))).json.imported).toBe(10);
    expect((await streamsOf(client))[0]).toMatchObject({ id: gym!.id, status: 'dismissed' });

    // "I cancelled this" in October; November's statement still has the charge: it comes back flagged.
    await client.request('PATCH', `/api/recurring/${gym!.id}`, { status: 'cancelled' });
    expect((await streamsOf(client))[0]).toMatchObject({ status: 'cancelled', stillCharging: false });
    expect((await upload(gymStatement(11))).json.imported).toBe(1);
    expect((await streamsOf(client))[0]).toMatchObject({
      id: gym!.id,
      status: 'active',
      stillCharging: true,
    });
  });

  it('refuses an unknown status with a clear message', async () => {
    const { client } = await createVerifiedUser(ctx);
    const res = await client.get('/api/recurring?status=maybe');
    expect(res.status).toBe(400);
    expect(res.text).toContain('status must be active, dismissed or cancelled');
    const patch = await client.request('PATCH', '/api/recurring/rs_nothing', { status: 'gone' });
    expect(patch.status).toBe(400);
  });
});
