import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import type { TestClient } from '../../testing/test-client.ts';

// Ten months of a fixed-price subscription, a monthly bank fee and groceries, as a bank exports them.
function statement(): string {
  const lines = ['Date,Description,Merchant,Amount,Category'];
  for (let m = 1; m <= 10; m++) {
    const mm = String(m).padStart(2, '0');
    const price = m < 6 ? '-15.49' : '-17.99';
    lines.push(`${mm}/05/2026,NETFLIX.COM 866-579-7172 CA,Netflix,${price},Entertainment`);
    lines.push(`${mm}/28/2026,MONTHLY MAINTENANCE FEE,,-12.00,`);
    lines.push(`${mm}/1${m % 9}/2026,KROGER #${400 + m},Kroger,-${40 + m}.17,Groceries`);
  }
  lines.push('03/03/2026,SAME DAY COFFEE,,-4.50,');
  lines.push('03/03/2026,SAME DAY COFFEE,,-4.50,');
  lines.push('13/45/2026,BROKEN ROW,,-1.00,');
  return lines.join('\r\n') + '\r\n';
}

async function importFile(client: TestClient, accountId: string, body: string, query = '') {
  return client.request('POST', `/api/accounts/${accountId}/import${query}`, body, {
    'Content-Type': 'text/csv',
  });
}

describe('statement import, undo, recurring and fees', () => {
  let ctx: TestContext;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let accountId: string;

  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-10' });
    owner = await createVerifiedUser(ctx);
    const created = await owner.client.post('/api/accounts/manual', {
      name: 'Checking',
      type: 'depository',
      subtype: 'checking',
    });
    expect(created.status).toBe(201);
    accountId = (created.json.account as unknown as { id: string }).id;
  });
  afterAll(() => ctx.close());

  it('previews without writing, then imports, keeps same-day twins and rejects the bad line', async () => {
    const preview = await importFile(owner.client, accountId, statement(), '?preview=1');
    expect(preview.status).toBe(200);
    expect(preview.json.rows).toHaveLength(20);
    expect(preview.json.totalRows).toBe(32);
    expect((await owner.client.get('/api/imports')).json.imports).toEqual([]);

    const res = await importFile(owner.client, accountId, statement());
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ imported: 32, duplicates: 0 });
    expect(res.json.rejected).toEqual([{ line: 34, reason: expect.stringContaining('13/45/2026') }]);
  });

  it('adds nothing when the same file comes again', async () => {
    const again = await importFile(owner.client, accountId, statement());
    expect(again.json).toMatchObject({ imported: 0, duplicates: 32 });
  });

  it('finds the subscription with its price rise, and the fees', async () => {
    const { streams } = (await owner.client.get('/api/recurring')).json as unknown as {
      streams: {
        merchant: string;
        cadence: string;
        kind: string;
        amountCents: number;
        priceChanges: unknown[];
      }[];
    };
    const netflix = streams.find((s) => /netflix/i.test(s.merchant));
    expect(netflix).toMatchObject({ cadence: 'monthly', kind: 'subscription', amountCents: 1799 });
    expect(netflix?.priceChanges).toEqual([{ date: '2026-06-05', fromCents: 1549, toCents: 1799 }]);
    expect(streams.some((s) => /kroger/i.test(s.merchant))).toBe(false);

    const fees = (await owner.client.get('/api/fees')).json as unknown as {
      fees: { kind: string; amountCents: number }[];
      totals: { totalCents: number };
    };
    expect(fees.fees).toHaveLength(10);
    expect(fees.fees.every((f) => f.kind === 'monthly_maintenance' && f.amountCents === 1200)).toBe(true);
    expect(fees.totals.totalCents).toBe(12000);
  });

  it('undoes exactly the batch, and the engine and fees follow', async () => {
    const { imports } = (await owner.client.get('/api/imports')).json as unknown as {
      imports: { batchId: string }[];
    };
    const first = imports.at(-1)!.batchId;
    const undo = await owner.client.delete(`/api/imports/${first}`);
    expect(undo.json).toEqual({ batchId: first, removed: 32 });
    expect((await owner.client.get('/api/recurring')).json.streams).toEqual([]);
    expect((await owner.client.get('/api/fees')).json.fees).toEqual([]);
    expect((await owner.client.delete(`/api/imports/${first}`)).status).toBe(409);
  });

  it("answers 404 for another user's account and batch", async () => {
    const other = await createVerifiedUser(ctx);
    expect((await importFile(other.client, accountId, statement())).status).toBe(404);
    const { imports } = (await owner.client.get('/api/imports')).json as unknown as {
      imports: { batchId: string }[];
    };
    expect((await other.client.delete(`/api/imports/${imports[0]!.batchId}`)).status).toBe(404);
    expect((await other.client.get('/api/imports')).json.imports).toEqual([]);
  });

  it('refuses a file that is not a statement, and an oversized one', async () => {
    const notCsv = await importFile(owner.client, accountId, 'hello world\njust some text\n');
    expect(notCsv.status).toBe(400);
    const huge = await importFile(owner.client, accountId, 'x'.repeat(11 * 1024 * 1024));
    expect(huge.status).toBe(413);
    expect(huge.text).toContain('10 MB');
  });
});
