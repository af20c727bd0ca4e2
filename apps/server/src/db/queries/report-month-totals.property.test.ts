import fc from 'fast-check';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import type { Db } from '../client.ts';
import { rebuildReportTotals, usersWithDriftedTotals } from './report-totals-drift.ts';
import { reportTotals } from './category-totals.ts';
import { keptReportTotals } from '../../reports/kept-report-totals.ts';
import {
  accountDayAmounts,
  accounts,
  reportMonthTotals,
  transactionSplits,
  transactions,
} from '../schema/index.ts';

// The totals the triggers keep (migrations 0024 and 0027: report lines per month, amounts per account and
// day) against sums over the rows computed here in TypeScript,
// after every step of random write sequences: inserts, edits of every keyed field, deletes, splits and
// their edits, unsplitting, an account deleted. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
// After every step the report totals kept under the user's report version (decision 033) also equal a
// fresh sum: a step whose write did not move the version would leave the previous step's answer served.

/** Ranges a report reads: every date above (whole months and edges), and a month and a half. */
const KEPT_RANGES = [
  { from: '2026-01-01', to: '2027-12-31', accountIds: null },
  { from: '2026-02-15', to: '2026-03-31', accountIds: ['pt_a', 'pt_b'] },
];

const PRIMARIES = [null, 'INCOME', 'FOOD_AND_DRINK', 'TRANSFER_IN', 'TRANSFER_OUT', 'LOAN_PAYMENTS'];
const DETAILED = [null, 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT', 'FOOD_AND_DRINK_GROCERIES', 'INCOME_WAGES'];
const DATES = ['2026-01-31', '2026-02-01', '2026-02-28', '2026-03-01', '2026-03-15', '2027-01-01'];
const ACCOUNTS = ['pt_a', 'pt_b', 'pt_c'];

const fields = fc.record({
  date: fc.constantFrom(...DATES),
  amountCents: fc.constantFrom(0, 1, -1, 2500, -2500, 99_999, -123_456),
  personalPrimary: fc.constantFrom(...PRIMARIES),
  personalDetailed: fc.constantFrom(...DETAILED),
  merchantKey: fc.constantFrom(null, 'person:kim lee', 'grocer'),
  categorySource: fc.constantFrom(null, 'rule', 'user', 'catalogue'),
  businessUse: fc.constantFrom(null, 'business' as const, 'personal' as const),
  businessCategory: fc.constantFrom(null, 'Advertising', 'Supplies'),
  businessSource: fc.constantFrom(null, 'user', 'rule'),
});
type Fields = typeof fields extends fc.Arbitrary<infer T> ? T : never;

const op = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    // The PGlite import writes with ordinary triggers off (import-copy.ts); the totals' fire regardless.
    replica: fc.boolean(),
    account: fc.nat(2),
    rows: fc.array(fields, { minLength: 1, maxLength: 4 }),
  }),
  fc.record({
    kind: fc.constant('update' as const),
    pick: fc.nat(),
    count: fc.nat(3),
    set: fields.map((f) => f as Partial<Fields>),
  }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), account: fc.nat(2) }),
  fc.record({ kind: fc.constant('touch' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat(), count: fc.nat(2) }),
  fc.record({
    kind: fc.constant('split' as const),
    pick: fc.nat(),
    primary: fc.constantFrom(...PRIMARIES),
    use: fc.constantFrom(null, 'business' as const),
  }),
  fc.record({
    kind: fc.constant('editPart' as const),
    pick: fc.nat(),
    primary: fc.constantFrom(...PRIMARIES),
  }),
  fc.record({ kind: fc.constant('unsplit' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('dropAccount' as const), account: fc.nat(2) }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

interface Row extends Fields {
  id: string;
  accountId: string;
  userId: string;
}
type Part = typeof transactionSplits.$inferSelect;

/** The totals as the reports define a line (report-lines.ts), summed here from the rows and their parts. */
function expectedTotals(rows: Row[], parts: Part[]) {
  const totals = new Map<string, { cents: number; rows: number }>();
  for (const r of rows) {
    const own = parts.filter((p) => p.transactionId === r.id);
    const lines = own.length
      ? own.map((p) => ({ ...p, businessSource: 'user', split: true }))
      : [{ ...r, split: false }];
    for (const l of lines) {
      const sign = Math.sign(l.amountCents);
      const key = JSON.stringify([
        r.accountId,
        `${r.date.slice(0, 7)}-01`,
        l.personalPrimary,
        l.personalDetailed,
        sign === 0 ? 0 : sign,
        !l.split &&
          r.amountCents !== 0 &&
          ['TRANSFER_IN', 'TRANSFER_OUT', 'LOAN_PAYMENTS'].includes(r.personalPrimary ?? ''),
        (r.merchantKey ?? '').startsWith('person:') && r.categorySource !== 'rule',
        l.businessUse,
        l.businessCategory,
        l.businessSource === 'user',
      ]);
      const t = totals.get(key) ?? { cents: 0, rows: 0 };
      t.cents += l.amountCents;
      t.rows += 1;
      totals.set(key, t);
    }
  }
  return totals;
}

async function storedTotals(db: Db, userId: string) {
  const rows = await db.select().from(reportMonthTotals).where(eq(reportMonthTotals.userId, userId));
  return new Map(
    rows.map((r) => [
      JSON.stringify([
        r.accountId,
        r.month,
        r.personalPrimary,
        r.personalDetailed,
        r.sign,
        r.pairSensitive,
        r.toPerson,
        r.businessUse,
        r.businessCategory,
        r.businessSourceUser,
      ]),
      { cents: r.cents, rows: r.rows },
    ]),
  );
}

/** Each account's amounts and rows per day, the net-worth history's input, summed here from the rows. */
function expectedDays(rows: Row[]) {
  const days = new Map<string, { cents: number; rows: number }>();
  for (const r of rows) {
    const key = JSON.stringify([r.accountId, r.date]);
    const d = days.get(key) ?? { cents: 0, rows: 0 };
    d.cents += r.amountCents;
    d.rows += 1;
    days.set(key, d);
  }
  return days;
}

async function storedDays(db: Db, userId: string) {
  const rows = await db.select().from(accountDayAmounts).where(eq(accountDayAmounts.userId, userId));
  return new Map(rows.map((r) => [JSON.stringify([r.accountId, r.day]), { cents: r.cents, rows: r.rows }]));
}

describe('report_month_totals and account_day_amounts equal their rows after any sequence of writes', () => {
  let ctx: TestContext;
  let userId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    userId = (await createVerifiedUser(ctx)).userId;
  });
  afterAll(async () => ctx.close());

  async function resetAccounts(db: Db) {
    await db.delete(accounts).where(eq(accounts.userId, userId));
    await db.insert(accounts).values(
      ACCOUNTS.map((id) => ({
        id,
        userId,
        accountName: id,
        institutionName: 'Bank',
        accountType: 'depository',
      })),
    );
  }

  async function apply(db: Db, o: Op) {
    const ids = (
      await db
        .select({ id: transactions.id })
        .from(transactions)
        .where(eq(transactions.userId, userId))
        .orderBy(transactions.id)
    ).map((r) => r.id);
    const pick = (n: number, count = 1) =>
      ids.length ? ids.slice(n % ids.length, (n % ids.length) + count) : [];
    switch (o.kind) {
      case 'insert': {
        const accountId = ACCOUNTS[o.account]!;
        const present = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
        if (!present.length) return;
        if (o.replica) await db.execute(sql`set local session_replication_role = replica`);
        await db
          .insert(transactions)
          .values(o.rows.map((f) => ({ ...f, userId, accountId, description: 'x' })));
        return;
      }
      case 'update': {
        const chosen = pick(o.pick, o.count + 1);
        if (chosen.length) await db.update(transactions).set(o.set).where(inArray(transactions.id, chosen));
        return;
      }
      case 'move': {
        const chosen = pick(o.pick);
        const accountId = ACCOUNTS[o.account]!;
        const present = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
        if (chosen.length && present.length)
          await db.update(transactions).set({ accountId }).where(inArray(transactions.id, chosen));
        return;
      }
      case 'touch': {
        // A write that changes nothing the totals read.
        const chosen = pick(o.pick, 3);
        if (chosen.length)
          await db
            .update(transactions)
            .set({ description: 'touched', pending: true })
            .where(inArray(transactions.id, chosen));
        return;
      }
      case 'delete': {
        const chosen = pick(o.pick, o.count + 1);
        if (chosen.length) await db.delete(transactions).where(inArray(transactions.id, chosen));
        return;
      }
      case 'split': {
        const [id] = pick(o.pick);
        if (!id) return;
        const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
        await db.delete(transactionSplits).where(eq(transactionSplits.transactionId, id));
        const first = Math.trunc(row!.amountCents / 3);
        await db.insert(transactionSplits).values([
          {
            userId,
            transactionId: id,
            position: 0,
            amountCents: first,
            personalPrimary: o.primary,
            businessUse: o.use,
          },
          {
            userId,
            transactionId: id,
            position: 1,
            amountCents: row!.amountCents - first,
            personalPrimary: 'FOOD_AND_DRINK',
            businessCategory: 'Supplies',
          },
        ]);
        return;
      }
      case 'editPart': {
        const parts = await db
          .select()
          .from(transactionSplits)
          .where(eq(transactionSplits.userId, userId))
          .orderBy(transactionSplits.id);
        const part = parts[o.pick % Math.max(parts.length, 1)];
        if (part)
          await db
            .update(transactionSplits)
            .set({ personalPrimary: o.primary })
            .where(eq(transactionSplits.id, part.id));
        return;
      }
      case 'unsplit': {
        const [id] = pick(o.pick);
        if (id) await db.delete(transactionSplits).where(eq(transactionSplits.transactionId, id));
        return;
      }
      case 'dropAccount':
        await db
          .delete(accounts)
          .where(and(eq(accounts.userId, userId), eq(accounts.id, ACCOUNTS[o.account]!)));
        return;
    }
  }

  it('matches to the cent after every step', async () => {
    const db = ctx.database.db;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        await resetAccounts(db);
        for (const o of ops) {
          // Each write in its own transaction, as the routes run them.
          await db.transaction(async (tx) => apply(tx as unknown as Db, o));
          const rows = (await db.select().from(transactions).where(eq(transactions.userId, userId))) as Row[];
          const parts = await db.select().from(transactionSplits).where(eq(transactionSplits.userId, userId));
          expect(await storedTotals(db, userId)).toEqual(expectedTotals(rows, parts));
          expect(await storedDays(db, userId)).toEqual(expectedDays(rows));
          for (const range of KEPT_RANGES) {
            expect(await keptReportTotals(db, userId, range)).toEqual(await reportTotals(db, userId, range));
          }
        }
      }),
      { numRuns: 30 },
    );
  }, 600_000);

  it('finds day amounts that drifted, and rebuilds the same totals and day amounts from the rows', async () => {
    const db = ctx.database.db;
    // A row of its own, so there is a day to lose whatever the last random sequence left.
    await resetAccounts(db);
    await db.insert(transactions).values({
      userId,
      accountId: ACCOUNTS[0]!,
      date: '2026-02-01',
      description: 'x',
      amountCents: 1234,
    });
    const before = await storedTotals(db, userId);
    const days = await storedDays(db, userId);
    expect(await usersWithDriftedTotals(db, userId)).toEqual([]);
    await db.delete(accountDayAmounts).where(eq(accountDayAmounts.userId, userId));
    expect(await usersWithDriftedTotals(db, userId)).toEqual([userId]);
    await db.delete(reportMonthTotals).where(eq(reportMonthTotals.userId, userId));
    await rebuildReportTotals(db, userId);
    expect(await usersWithDriftedTotals(db, userId)).toEqual([]);
    expect(await storedTotals(db, userId)).toEqual(before);
    expect(await storedDays(db, userId)).toEqual(days);
    expect(days.size).toBe(1);
  });
});
