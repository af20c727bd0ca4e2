import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isPaidToPeople,
  isReceivedFromPeople,
  pairedTransferIds,
  reportFlow,
  type FlowRow,
} from '@tourniquet/domain';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import { accounts, transactions } from '../schema/index.ts';
import { reportTotals } from './category-totals.ts';
import { listTransactions } from './transactions.ts';

const OUT = { primary: 'TRANSFER_OUT', detailed: 'TRANSFER_OUT_ACCOUNT_TRANSFER' };
const IN = { primary: 'TRANSFER_IN', detailed: 'TRANSFER_IN_ACCOUNT_TRANSFER' };
const RENT = { primary: 'RENT_AND_UTILITIES', detailed: 'RENT_AND_UTILITIES_RENT' };

// The "Paid to people" SQL (report-flows.ts, paidToPeopleSql) on hand-made rows, against the domain's
// isPaidToPeople and isReceivedFromPeople (issue 36): which payments to and from people are their own
// lines, and which stay moved or count.
describe('paidToPeopleSql agrees with isPaidToPeople', () => {
  let ctx: TestContext;
  let userId: string;
  const range = { from: '2026-11-01', to: '2026-11-30', accountIds: null };

  beforeAll(async () => {
    ctx = await createTestContext();
    userId = (await createVerifiedUser(ctx)).userId;
    const other = (await createVerifiedUser(ctx)).userId;
    const db = ctx.database.db;
    await db.insert(accounts).values([
      { id: 'pp_chk', userId, accountName: 'Checking', institutionName: 'Bank', accountType: 'depository' },
      { id: 'pp_sav', userId, accountName: 'Other bank', institutionName: 'Bank', accountType: 'depository' },
      {
        id: 'pp_o',
        userId: other,
        accountName: 'Theirs',
        institutionName: 'Bank',
        accountType: 'depository',
      },
    ]);
    const row = (
      accountId: string,
      date: string,
      amountCents: number,
      description: string,
      merchantKey: string | null,
      category: { primary: string; detailed: string },
      categorySource = 'catalogue',
    ) => ({
      userId: accountId === 'pp_o' ? other : userId,
      accountId,
      date,
      amountCents,
      description,
      merchantKey,
      personalPrimary: category.primary,
      personalDetailed: category.detailed,
      categorySource,
    });
    await db.insert(transactions).values([
      row('pp_chk', '2026-11-02', 150000, 'Zelle payment to JOHN SMITH', 'person:john smith', OUT),
      row('pp_chk', '2026-11-03', 12000, 'CHECK 1043', 'person:check 1043', OUT),
      // The user's own answer (a transfer category) keeps it on the line; a rule's "moved" does not.
      row('pp_chk', '2026-11-04', 4000, 'VENMO PAYMENT 1 JANE DOE', 'person:doe jane', OUT, 'user'),
      row('pp_chk', '2026-11-05', 7000, 'Zelle payment to KIM LEE', 'person:kim lee', OUT, 'rule'),
      // Zelle to the user's own account at another bank: its other side is linked, so it is moved.
      row('pp_chk', '2026-11-06', 33300, 'Zelle payment to ME MYSELF', 'person:me myself', OUT),
      row('pp_sav', '2026-11-07', -33300, 'Zelle payment from ME MYSELF', 'person:me myself', IN),
      // Said what it paid for: spending. Money in from a person: its own line, received from people.
      row('pp_chk', '2026-11-08', 90000, 'ZELLE TO CHEN LEE RENT', 'person:chen lee', RENT),
      row('pp_chk', '2026-11-09', -2500, 'Zelle payment from ANA RUIZ', 'person:ana ruiz', IN),
      row('pp_chk', '2026-11-10', 30000, 'ONLINE TRANSFER TO SAV', 'online transfer to', OUT),
      // Another user's payment to a person is never theirs to see.
      row('pp_o', '2026-11-02', 55500, 'Zelle payment to JOHN SMITH', 'person:john smith', OUT),
    ]);
  });
  afterAll(() => ctx.close());

  it('totals the line apart from money moved, for this user only', async () => {
    const { movements, paidToPeople, receivedFromPeople, categories } = await reportTotals(
      ctx.database.db,
      userId,
      range,
    );
    expect(paidToPeople).toEqual({ outCents: 150000 + 12000 + 4000, count: 3 });
    expect(receivedFromPeople).toEqual({ inCents: 2500, count: 1 });
    expect(movements).toEqual({ inCents: 33300, outCents: 7000 + 33300 + 30000 });
    expect(categories.map((c) => [c.category, c.spendingCents])).toEqual([['RENT_AND_UTILITIES', 90000]]);
  });

  it('lists row by row what the domain rules say', async () => {
    const db = ctx.database.db;
    const rows = (await db.select().from(transactions)).filter((t) => t.userId === userId);
    const flows = rows.map((t): FlowRow & { description: string } => t);
    const paired = pairedTransferIds(flows);
    const flowOf = (t: FlowRow) => {
      if (isPaidToPeople(t, paired.has(t.id))) return 'people';
      if (isReceivedFromPeople(t, paired.has(t.id))) return 'received';
      return reportFlow(t, paired.has(t.id));
    };
    for (const flow of ['people', 'received', 'moved', 'counted'] as const) {
      const listed = await listTransactions(db, userId, { from: range.from, to: range.to, flow, limit: 200 });
      const expected = flows.filter((t) => flowOf(t) === flow).map((t) => t.description);
      expect(listed.transactions.map((t) => t.description).sort(), flow).toEqual(expected.sort());
    }
    expect(
      flows
        .filter((t) => flowOf(t) === 'people')
        .map((t) => t.description)
        .sort(),
    ).toEqual(['CHECK 1043', 'VENMO PAYMENT 1 JANE DOE', 'Zelle payment to JOHN SMITH']);
    expect(flows.filter((t) => flowOf(t) === 'received').map((t) => t.description)).toEqual([
      'Zelle payment from ANA RUIZ',
    ]);
  });
});
