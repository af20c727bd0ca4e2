import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { createVerifiedUser } from '../testing/users.ts';
import { accounts, transactions } from '../db/schema/index.ts';
import { merchantKeyOf } from './categoriser.ts';
import { loadLearned } from './categorise-rows.ts';
import { recategoriseRowsAndBooks, recategoriseUser } from './recategorise-job.ts';
import { usersToRecategorise } from '../db/queries/category-rows.ts';
import { rowOf } from '../routes/transactions/transaction-fixtures.ts';

// Rows stored before issue 22 (no category of their own yet), as migration 0009 leaves them.
describe('re-categorising existing rows', () => {
  let ctx: TestContext;
  let userId: string;
  let ids: string[];
  beforeAll(async () => {
    ctx = await createTestContext();
    userId = (await createVerifiedUser(ctx)).userId;
    const db = ctx.database.db;
    await db.insert(accounts).values({
      id: 'rj_chk',
      userId,
      accountName: 'Checking',
      institutionName: 'Bank',
      accountType: 'depository',
    });
    const base = { userId, accountId: 'rj_chk', date: '2026-11-02', amountCents: 4520 };
    const inserted = await db
      .insert(transactions)
      .values([
        { ...base, description: 'SAFEWAY #1234 SAN JOSE CA', category: ['Shops'] },
        // Edited before categories existed: the user chose "Travel" in the dialog.
        { ...base, description: 'UNITED 0162345 HOUSTON', category: ['Travel'], userEditedAt: new Date() },
        // Already the user's own: never touched.
        {
          ...base,
          description: 'SHELL OIL 5744',
          category: ['Travel'],
          personalPrimary: 'TRAVEL',
          personalDetailed: 'TRAVEL_OTHER_TRAVEL',
          categorySource: 'user',
          categoryReason: 'Other Travel: you chose it',
        },
      ])
      .returning({ id: transactions.id });
    ids = inserted.map((r) => r.id);
  });
  afterAll(() => ctx.close());

  it('finds the users with rows never categorised, categorises them, and keeps every user choice', async () => {
    expect(await usersToRecategorise(ctx.database.db)).toContain(userId);
    expect(await recategoriseUser(ctx.database.db, userId)).toBe(2);
    expect(await usersToRecategorise(ctx.database.db)).not.toContain(userId);
    expect(await rowOf(ctx, ids[0]!)).toMatchObject({
      personalDetailed: 'FOOD_AND_DRINK_GROCERIES',
      categorySource: expect.not.stringMatching(/^user$/),
    });
    expect(await rowOf(ctx, ids[1]!)).toMatchObject({ personalPrimary: 'TRAVEL', categorySource: 'user' });
    expect(await rowOf(ctx, ids[2]!)).toMatchObject({
      personalDetailed: 'TRAVEL_OTHER_TRAVEL',
      categorySource: 'user',
      categoryReason: 'Other Travel: you chose it',
    });
    // Every row has its merchant key now, the user's own rows too (learning reads them by key).
    for (const id of ids) {
      const row = (await rowOf(ctx, id))!;
      expect(row.merchantKey).toBe(merchantKeyOf(row.description, row.merchantName));
    }
    // Idempotent: a second run changes nothing.
    expect(await recategoriseUser(ctx.database.db, userId)).toBe(0);
  });

  it('learns a merchant from a row whose stored key an older categoriser wrote', async () => {
    const db = ctx.database.db;
    const [row] = await db
      .insert(transactions)
      .values({
        userId,
        accountId: 'rj_chk',
        date: '2026-11-03',
        amountCents: 1200,
        description: 'RIVERBEND FEED AND SEED 0042',
        personalPrimary: 'GENERAL_MERCHANDISE',
        personalDetailed: 'GENERAL_MERCHANDISE_PET_SUPPLIES',
        categorySource: 'user',
        categoryReason: 'Pet Supplies: you chose it',
        merchantKey: 'a key no categoriser writes today',
      })
      .returning({ id: transactions.id });
    const learned = await loadLearned(db, userId);
    expect(learned.lookup(merchantKeyOf('RIVERBEND FEED AND SEED 0077', null))).toMatchObject({
      category: { detailed: 'GENERAL_MERCHANDISE_PET_SUPPLIES' },
      by: 'user',
    });
    await db.delete(transactions).where(eq(transactions.id, row!.id));
  });

  it('goes over a user of several pages whole, each row categorised once', async () => {
    const db = ctx.database.db;
    const rows = Array.from({ length: 2_300 }, (_, i) => ({
      userId,
      accountId: 'rj_chk',
      date: `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      amountCents: 500 + i,
      description: i % 2 ? 'SAFEWAY #1234 SAN JOSE CA' : 'SHELL OIL 5744',
    }));
    await db.insert(transactions).values(rows);
    expect(await usersToRecategorise(db)).toContain(userId);
    expect(await recategoriseUser(db, userId)).toBe(2_300);
    expect(await usersToRecategorise(db)).not.toContain(userId);
    expect(await recategoriseUser(db, userId)).toBe(0);
  });
});

describe('the start-up job on a business account', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('brings the business books up to date after the rows it categorises, and a second run writes nothing', async () => {
    const db = ctx.database.db;
    const { userId } = await createVerifiedUser(ctx);
    await db.insert(accounts).values({
      id: 'rj_biz',
      userId,
      accountName: 'Business Checking',
      institutionName: 'Bank',
      accountType: 'depository',
      businessPersonal: 'business',
    });
    const [row] = await db
      .insert(transactions)
      .values({
        userId,
        accountId: 'rj_biz',
        date: '2026-11-03',
        amountCents: 8_999,
        description: 'ADOBE *CREATIVE CLOUD 408-536-6000 CA',
        category: ['Service'],
      })
      .returning({ id: transactions.id });
    expect(await rowOf(ctx, row!.id)).toMatchObject({ personalDetailed: null, businessCategory: null });

    expect(await recategoriseRowsAndBooks(db, userId)).toBe(1);
    const after = (await rowOf(ctx, row!.id))!;
    expect(after.personalDetailed).not.toBeNull();
    // Suggested from the row's new personal category (software), not left for the first read to write.
    expect(after.businessCategory).not.toBeNull();
    expect(after.businessSource).not.toBe('user');
    expect(await recategoriseRowsAndBooks(db, userId)).toBe(0);
    expect((await rowOf(ctx, row!.id))!.businessCategory).toBe(after.businessCategory);
  });
});
