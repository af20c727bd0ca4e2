import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { createVerifiedUser } from '../testing/users.ts';
import { BULK_CHANGE_ROWS } from './planner-statistics.ts';

// The planner's estimate of the transactions table follows a bulk import and its undo: without ANALYZE,
// PGlite (no autovacuum) would go on planning for an empty table.

function statement(rows: number): string {
  const lines = ['Date,Description,Merchant,Amount,Category'];
  for (let i = 0; i < rows; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    lines.push(
      `10/${day}/2026,CORNER GROCERY #${i},Corner Grocery,-${1 + (i % 90)}.${String(i % 100).padStart(2, '0')},Groceries`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function estimatedRows(ctx: TestContext): Promise<number> {
  const result = await ctx.database.db.execute(
    sql`select reltuples::float8 as n from pg_class where relname = 'transactions'`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

/** ANALYZE runs after the answer: look again for up to 10 s. */
async function estimateReaches(ctx: TestContext, check: (n: number) => boolean): Promise<number> {
  let n = await estimatedRows(ctx);
  for (let tries = 0; tries < 100 && !check(n); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    n = await estimatedRows(ctx);
  }
  return n;
}

describe('planner statistics after a bulk change', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('are refreshed after an import of many rows and after its undo', async () => {
    const { client } = await createVerifiedUser(ctx);
    const created = await client.post('/api/accounts/manual', {
      name: 'Checking',
      type: 'depository',
      subtype: 'checking',
    });
    const accountId = (created.json.account as unknown as { id: string }).id;
    const rows = BULK_CHANGE_ROWS * 2;
    const imported = await client.request('POST', `/api/accounts/${accountId}/import`, statement(rows), {
      'Content-Type': 'text/csv',
    });
    expect(imported.status, imported.text).toBe(200);
    expect(imported.json.imported).toBe(rows);
    expect(await estimateReaches(ctx, (n) => n >= rows)).toBeGreaterThanOrEqual(rows);

    const undone = await client.request('DELETE', `/api/imports/${String(imported.json.batchId)}`, {});
    expect(undone.status, undone.text).toBe(200);
    expect(await estimateReaches(ctx, (n) => n < rows)).toBeLessThan(rows);
  });
});
