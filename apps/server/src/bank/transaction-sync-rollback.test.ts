import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerItems, transactions } from '../db/schema/index.ts';
import { linkSandboxBank } from '../testing/bank-fixtures.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { createVerifiedUser } from '../testing/users.ts';
import type { BankPort } from './bank-port.ts';
import { JOBS } from '../jobs/app-jobs.ts';

describe('a sync that fails while writing', () => {
  let ctx: TestContext;
  let poison = true;
  beforeAll(async () => {
    // The last row of the last page gets an impossible date, so PostgreSQL rejects the final insert batch
    // after the earlier batches of the same sync were written.
    const wrapBank = (bank: BankPort): BankPort => ({
      ...bank,
      async syncTransactions(token, cursor, count) {
        const page = await bank.syncTransactions(token, cursor, count);
        if (poison && !page.hasMore && page.added.length > 0) {
          page.added[page.added.length - 1] = { ...page.added[page.added.length - 1]!, date: '2026-02-30' };
        }
        return page;
      },
    });
    ctx = await createTestContext({ deps: { wrapBank } });
  });
  afterAll(() => ctx.close());

  it('leaves no partial rows and no moved cursor, and the next sync completes', async () => {
    const { client, userId } = await createVerifiedUser(ctx);
    await linkSandboxBank(ctx, client, { webhook: false });
    // The exchange's own sync job fails the same way on every retry, then becomes a dead letter: wait for
    // it (bounded), so the sync below that succeeds is the only one that can write.
    for (let i = 0; i < 600 && (await ctx.jobs.pending(JOBS.syncItem)) > 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await ctx.jobs.pending(JOBS.syncItem)).toBe(0);
    expect((await ctx.jobs.deadLetters()).recent.map((d) => d.name)).toEqual([JOBS.syncItem]);
    const failed = await client.post('/api/bank/fetch-transactions', {});
    expect(failed.status).toBe(500);
    expect(failed.text).not.toMatch(/2026-02-30|date|sql|insert/i);
    const db = ctx.database.db;
    expect(await db.select().from(transactions).where(eq(transactions.userId, userId))).toHaveLength(0);
    const [item] = await db.select().from(providerItems).where(eq(providerItems.userId, userId));
    expect(item!.syncCursor).toBeNull();

    poison = false;
    const ok = await client.post('/api/bank/fetch-transactions', {});
    expect(ok.status).toBe(200);
    const rows = await db.select().from(transactions).where(eq(transactions.userId, userId));
    expect(rows.length).toBe(Number(ok.json.added));
    expect(rows.length).toBeGreaterThan(1000); // more than one insert batch
  });
});
