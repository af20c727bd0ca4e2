import { readFileSync } from 'node:fs';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionDto } from '@tourniquet/domain';
import { recategoriseUser } from '../../categories/recategorise-job.ts';
import { usersToRecategorise } from '../../db/queries/category-rows.ts';
import { transactions } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { importIntoNewManualAccount } from '../../testing/statement-import.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import { listAll, patch } from './transaction-fixtures.ts';

// A credit union's checking statement, as its CSV prints rows: the direction first, then the rail.
const STATEMENT = [
  'Date,Description,Amount',
  '11/01/2026,Deposit ACH GRANITE SCH DIST TYPE: PAYROLL ID: 8700000001,2100.00',
  '11/02/2026,Withdrawal POS #771203 KNEADERS BAKERY OREM UT,-8.40',
  '11/03/2026,Withdrawal POS #771977 IRON ROOTS KITCHEN OREM UT,-89.00',
  '11/04/2026,Withdrawal ACH QUESTAR GAS TYPE: GASPAYMENT ID: 4410022,-61.00',
  '11/05/2026,Withdrawal ATM #0042 7800 S STATE MIDVALE UT,-60.00',
  '11/06/2026,Deposit Dividend,0.41',
].join('\n');
const LATER = [
  'Date,Description,Amount',
  '11/20/2026,Withdrawal POS #780011 IRON ROOTS KITCHEN OREM UT,-89.00',
].join('\n');
const GYM = { primary: 'PERSONAL_CARE', detailed: 'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS' };

describe("a credit union's rows (issue 36)", () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21', env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  afterAll(() => ctx.close());

  async function newUser() {
    const { client, userId } = await createVerifiedUser(ctx);
    const imported = await importIntoNewManualAccount(
      client,
      { name: 'Credit union checking', type: 'depository', subtype: 'checking' },
      STATEMENT,
    );
    expect(imported.response.status, imported.response.text).toBe(200);
    return { client, userId, accountId: imported.accountId };
  }
  const detailedOf = (all: TransactionDto[], text: string) =>
    all.find((t) => t.description.includes(text))?.personalCategory?.detailed;

  it('files each row by what it paid, keeps only the ATM as cash, and learns each merchant apart', async () => {
    const { client, accountId } = await newUser();
    const all = await listAll(client, {}, 50);
    expect(detailedOf(all, 'GRANITE')).toBe('INCOME_WAGES');
    expect(detailedOf(all, 'KNEADERS')).toBe('FOOD_AND_DRINK_OTHER_FOOD_AND_DRINK');
    expect(detailedOf(all, 'QUESTAR')).toBe('RENT_AND_UTILITIES_GAS_AND_ELECTRICITY');
    expect(detailedOf(all, 'ATM')).toBe('TRANSFER_OUT_WITHDRAWAL');
    expect(detailedOf(all, 'Dividend')).toBe('INCOME_INTEREST_EARNED');
    const moved = await listAll(client, { flow: 'moved' }, 50);
    expect(moved.map((t) => t.description)).toEqual(['Withdrawal ATM #0042 7800 S STATE MIDVALE UT']);

    // The user files the gym whose name reads like a restaurant; its next row follows, the bakery does not.
    const gym = all.find((t) => t.description.includes('IRON ROOTS'))!;
    expect((await patch(client, gym.id, { personalCategory: GYM })).status).toBe(200);
    const later = await client.request('POST', `/api/accounts/${accountId}/import`, LATER, {
      'Content-Type': 'text/csv',
    });
    expect(later.status, later.text).toBe(200);
    const after = await listAll(client, {}, 50);
    expect(after.find((t) => t.date === '2026-11-20')?.personalCategory).toEqual(GYM);
    expect(detailedOf(after, 'KNEADERS')).toBe('FOOD_AND_DRINK_OTHER_FOOD_AND_DRINK');
  });

  it('keys rows stored under the rail before by their merchant again (migration 0022 and the job)', async () => {
    const { client, userId } = await newUser();
    // As an older categoriser stored them: every card row under one key and taken for cash.
    const pos = and(eq(transactions.userId, userId), like(transactions.description, 'Withdrawal POS %'));
    await ctx.database.db
      .update(transactions)
      .set({
        merchantKey: 'withdrawal pos',
        personalPrimary: 'TRANSFER_OUT',
        personalDetailed: 'TRANSFER_OUT_WITHDRAWAL',
        categorySource: 'catalogue',
        categoryReason: 'Cash Withdrawal: a cash withdrawal is money moved',
      })
      .where(pos);
    expect((await listAll(client, { flow: 'moved' }, 50)).length).toBe(3);

    const migration = new URL('../../../drizzle/0022_credit_union_rail_keys.sql', import.meta.url);
    await ctx.database.db.execute(sql.raw(readFileSync(migration, 'utf8')));
    expect(await usersToRecategorise(ctx.database.db)).toContain(userId);
    await recategoriseUser(ctx.database.db, userId);
    const keys = await ctx.database.db
      .select({ key: transactions.merchantKey })
      .from(transactions)
      .where(pos);
    expect(keys.map((k) => k.key).sort()).toEqual(['iron roots kitchen', 'kneaders bakery orem']);
    expect((await listAll(client, { flow: 'moved' }, 50)).length).toBe(1);
    // The ATM row's key is its own, not touched by the migration.
    const atm = await ctx.database.db
      .select({ key: transactions.merchantKey })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), like(transactions.description, 'Withdrawal ATM%')));
    expect(atm[0]?.key).not.toBeNull();
  });
});
