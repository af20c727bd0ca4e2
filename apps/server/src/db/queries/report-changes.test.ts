import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import { keptReportTotals } from '../../reports/kept-report-totals.ts';
import type { Db } from '../client.ts';
import { accounts, transactions } from '../schema/index.ts';
import { reportTotals } from './category-totals.ts';
import { foldReportChanges, reportDataVersion } from './report-changes.ts';
import { rebuildReportTotals } from './report-totals-drift.ts';

// The report version (decision 033) on PGlite, and on PostgreSQL with TEST_DATABASE_URL. The totals property
// test checks kept sums against fresh ones after random writes; this checks the version's own rules.
describe('the report version', () => {
  let ctx: TestContext;
  let userId: string;
  const range = { from: '2026-01-01', to: '2027-12-31', accountIds: null };

  beforeAll(async () => {
    ctx = await createTestContext();
    userId = (await createVerifiedUser(ctx)).userId;
    await ctx.database.db.insert(accounts).values({
      id: 'rv_a',
      userId,
      accountName: 'rv_a',
      institutionName: 'Bank',
      accountType: 'depository',
    });
  });
  afterAll(async () => ctx.close());

  it('moves with each committed write and a rebuild, never with a rollback or a fold', async () => {
    const db = ctx.database.db;
    const insertRow = (target: Db) =>
      target.insert(transactions).values({
        userId,
        accountId: 'rv_a',
        date: '2026-03-15',
        description: 'x',
        amountCents: 700,
      });
    const start = await reportDataVersion(db, userId);
    const before = await keptReportTotals(db, userId, range);
    await db
      .transaction(async (tx) => {
        await insertRow(tx as unknown as Db);
        // Inside the writing transaction the sums are not kept: this answer may never commit.
        expect(await keptReportTotals(tx as unknown as Db, userId, range)).not.toEqual(before);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await reportDataVersion(db, userId)).toBe(start);
    expect(await keptReportTotals(db, userId, range)).toEqual(before);
    await insertRow(db);
    expect(await reportDataVersion(db, userId)).toBe(start + 1);
    const after = await keptReportTotals(db, userId, range);
    expect(after).toEqual(await reportTotals(db, userId, range));
    expect(after).not.toEqual(before);
    await foldReportChanges(db, userId);
    expect(await reportDataVersion(db, userId)).toBe(start + 1);
    await rebuildReportTotals(db, userId);
    expect(await reportDataVersion(db, userId)).toBe(start + 2);
  });
});
