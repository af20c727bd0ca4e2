import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REJECTED_REASON_MAX } from '../../db/queries/import-rejected.ts';
import { importBatches } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';

// Issue 29: each rejected reason kept its whole bad cell and GET /api/imports carried every batch's
// rejected lines: 40 batches answered 420 MB, and from 54 on the list answered 500 for good.
const BATCHES = 60;
const LINES_PER_BATCH = 10;
const CELL = 10_000;

interface ListedBatch {
  batchId: string;
  rejectedCount: number;
  [field: string]: unknown;
}

describe('import history stays small whatever was rejected', () => {
  let ctx: TestContext;
  let owner: TestClient;
  let ownerId: string;
  let accountId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    ({ client: owner, userId: ownerId } = await createVerifiedUser(ctx));
    const created = await owner.post('/api/accounts/manual', {
      name: 'Checking',
      type: 'depository',
      subtype: 'checking',
    });
    expect(created.status, created.text).toBe(201);
    accountId = (created.json.account as unknown as { id: string }).id;
  });
  afterAll(() => ctx.close());

  const list = async () => {
    const res = await owner.get('/api/imports');
    expect(res.status).toBe(200);
    return { bytes: res.text.length, imports: res.json.imports as unknown as ListedBatch[] };
  };

  it('cuts a rejected reason to a short length before storing and answering it', async () => {
    const csv = `Date,Description,Amount\r\n2026-11-01,Coffee,-4.50\r\n${'x'.repeat(CELL)},Bad,-1.00\r\n`;
    const res = await owner.request('POST', `/api/accounts/${accountId}/import`, csv, {
      'Content-Type': 'text/csv',
    });
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    const rejected = res.json.rejected as unknown as { line: number; reason: string }[];
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.reason.length).toBeLessThanOrEqual(REJECTED_REASON_MAX);
    const page = await owner.get(`/api/imports/${String(res.json.batchId)}/rejected`);
    expect(page.json).toEqual({ batchId: res.json.batchId, total: 1, offset: 0, limit: 100, rejected });
  });

  it(`lists ${BATCHES} batches of long rejected lines in a few KB, with the count instead of the lines`, async () => {
    // Straight into the table, as a batch stored before the cap (or by any other path) would be.
    const rejected = Array.from({ length: LINES_PER_BATCH }, (_, i) => ({
      line: i + 2,
      reason: `Line ${i + 2}: "${'9'.repeat(CELL)}" is not a date`,
    }));
    await ctx.database.db.insert(importBatches).values(
      Array.from({ length: BATCHES }, () => ({
        userId: ownerId,
        accountId,
        fileName: 'bad.csv',
        format: 'csv',
        imported: 0,
        duplicates: 0,
        rejected,
        completedAt: new Date(),
      })),
    );
    const { bytes, imports } = await list();
    expect(imports).toHaveLength(BATCHES + 1);
    // 6 MB of reasons before the fix; about 300 bytes a batch now.
    expect(bytes).toBeLessThan(BATCHES * 1_000);
    expect(Object.keys(imports[0]!).sort()).toEqual(
      [
        'accountId',
        'accountName',
        'batchId',
        'createdAt',
        'duplicates',
        'fileName',
        'format',
        'imported',
        'rejectedCount',
        'status',
        'undoneAt',
      ].sort(),
    );
    expect(imports.filter((b) => b.rejectedCount === LINES_PER_BATCH)).toHaveLength(BATCHES);
    expect(imports.filter((b) => b.rejectedCount === 1)).toHaveLength(1);
  });

  it("pages a batch's rejected lines, cut short, and answers 404 for another user's batch", async () => {
    const batchId = (await list()).imports.find((b) => b.rejectedCount === LINES_PER_BATCH)!.batchId;
    const page = await owner.get(`/api/imports/${batchId}/rejected?offset=4&limit=3`);
    expect(page.status).toBe(200);
    expect(page.json).toMatchObject({ batchId, total: LINES_PER_BATCH, offset: 4, limit: 3 });
    const lines = page.json.rejected as unknown as { line: number; reason: string }[];
    expect(lines.map((l) => l.line)).toEqual([6, 7, 8]);
    for (const line of lines) {
      expect(line.reason).toHaveLength(REJECTED_REASON_MAX);
      expect(line.reason.startsWith(`Line ${line.line}: "999`)).toBe(true);
      expect(line.reason.endsWith('…')).toBe(true);
    }
    const past = await owner.get(`/api/imports/${batchId}/rejected?offset=50`);
    expect(past.json).toMatchObject({ total: LINES_PER_BATCH, rejected: [] });

    expect((await owner.get(`/api/imports/${batchId}/rejected?limit=501`)).status).toBe(400);
    expect((await owner.get(`/api/imports/${batchId}/rejected?offset=-1`)).status).toBe(400);
    expect((await owner.get('/api/imports/not-a-uuid/rejected')).status).toBe(404);
    const other = await createVerifiedUser(ctx);
    const foreign = await other.client.get(`/api/imports/${batchId}/rejected`);
    expect(foreign.status).toBe(404);
    expect(foreign.text).not.toContain('999');
  });
});
