import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pairedTransferIds, reportCategory, reportFlow, type FlowRow } from '@tourniquet/domain';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import { accounts, transactions } from '../schema/index.ts';
import { reportTotals } from './category-totals.ts';
import { listTransactions } from './transactions.ts';

const CARD = { pfcPrimary: 'LOAN_PAYMENTS', pfcDetailed: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT' };
const MORTGAGE = { pfcPrimary: 'LOAN_PAYMENTS', pfcDetailed: 'LOAN_PAYMENTS_MORTGAGE_PAYMENT' };
const SAVINGS_OUT = { pfcPrimary: 'TRANSFER_OUT', pfcDetailed: 'TRANSFER_OUT_ACCOUNT_TRANSFER' };
const SAVINGS_IN = { pfcPrimary: 'TRANSFER_IN', pfcDetailed: 'TRANSFER_IN_ACCOUNT_TRANSFER' };
const WITHDRAWAL = { pfcPrimary: 'TRANSFER_OUT', pfcDetailed: 'TRANSFER_OUT_WITHDRAWAL' };
const DEPOSIT = { pfcPrimary: 'TRANSFER_IN', pfcDetailed: 'TRANSFER_IN_DEPOSIT' };

// The report SQL (report-flows.ts) on hand-made rows: what is earnings, spending, or moved between the
// user's own accounts, and whether the drill-down lists exactly those rows.
describe('reportTotals: money moved between own accounts', () => {
  let ctx: TestContext;
  let userId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    userId = (await createVerifiedUser(ctx)).userId;
    const other = (await createVerifiedUser(ctx)).userId;
    const db = ctx.database.db;
    await db.insert(accounts).values([
      { id: 'rf_chk', userId, accountName: 'Checking', institutionName: 'Bank', accountType: 'depository' },
      { id: 'rf_sav', userId, accountName: 'Savings', institutionName: 'Bank', accountType: 'depository' },
      { id: 'rf_card', userId, accountName: 'Card', institutionName: 'Bank', accountType: 'credit' },
      { id: 'rf_auto', userId, accountName: 'Auto loan', institutionName: 'Bank', accountType: 'loan' },
      {
        id: 'rf_o',
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
      category: string[],
      pfc: { pfcPrimary: string; pfcDetailed: string } | null,
      description: string,
    ) => ({
      userId: accountId === 'rf_o' ? other : userId,
      accountId,
      date,
      amountCents,
      category,
      description,
      ...pfc,
      // The report reads the row's one category (issue 22); here the provider's, as the categoriser keeps it.
      personalPrimary: pfc?.pfcPrimary ?? null,
      personalDetailed: pfc?.pfcDetailed ?? null,
    });
    await db.insert(transactions).values([
      row(
        'rf_chk',
        '2026-11-05',
        -358540,
        ['Transfer', 'Payroll'],
        { pfcPrimary: 'INCOME', pfcDetailed: 'INCOME_WAGES' },
        'ACME PAYROLL',
      ),
      row(
        'rf_sav',
        '2026-11-30',
        -81,
        ['Interest', 'Interest Earned'],
        { pfcPrimary: 'INCOME', pfcDetailed: 'INCOME_INTEREST_EARNED' },
        'INTEREST',
      ),
      row(
        'rf_card',
        '2026-11-10',
        5000,
        ['Food and Drink'],
        { pfcPrimary: 'FOOD_AND_DRINK', pfcDetailed: 'FOOD_AND_DRINK_GROCERIES' },
        'GROCER',
      ),
      // The card paid from checking: both sides linked, so one pair.
      row('rf_chk', '2026-11-17', 152311, ['Payment', 'Credit Card'], CARD, 'CARD AUTOPAY'),
      row(
        'rf_card',
        '2026-11-18',
        -152311,
        ['Payment', 'Credit Card'],
        CARD,
        'AUTOMATIC PAYMENT - THANK YOU',
      ),
      // Savings paid in from checking, the other side posting two days later; one side before the range.
      row('rf_chk', '2026-10-31', 30000, ['Transfer'], SAVINGS_OUT, 'TO SAVINGS'),
      row('rf_sav', '2026-11-02', -30000, ['Transfer'], SAVINGS_IN, 'FROM CHECKING'),
      // The auto loan paid from checking, and its payment received: a pair.
      row(
        'rf_chk',
        '2026-11-20',
        38941,
        ['Payment', 'Loan'],
        { pfcPrimary: 'LOAN_PAYMENTS', pfcDetailed: 'LOAN_PAYMENTS_CAR_PAYMENT' },
        'TOYOTA',
      ),
      row(
        'rf_auto',
        '2026-11-20',
        -38941,
        ['Payment', 'Loan'],
        { pfcPrimary: 'LOAN_PAYMENTS', pfcDetailed: 'LOAN_PAYMENTS_CAR_PAYMENT' },
        'PAYMENT RECEIVED',
      ),
      // A mortgage whose loan is not linked: spending, labelled Loan Payment.
      row('rf_chk', '2026-11-01', 138520, ['Payment', 'Loan'], MORTGAGE, 'ROCKET MORTGAGE'),
      // A card paid from a bank that is not linked: its payment received is not earnings.
      row('rf_card', '2026-11-03', -9000, ['Payment', 'Credit Card'], CARD, 'PAYMENT - THANK YOU'),
      // Rent is legacy "Payment" too, and stays spending under its own category.
      row(
        'rf_chk',
        '2026-11-01',
        165000,
        ['Payment', 'Rent'],
        { pfcPrimary: 'RENT_AND_UTILITIES', pfcDetailed: 'RENT_AND_UTILITIES_RENT' },
        'RENT',
      ),
      // Pairing by amount alone (categories that do not name an own account): same account is no pair,
      // six days apart is none, five days apart is one.
      row('rf_chk', '2026-11-21', 2500, ['Transfer'], WITHDRAWAL, 'SAME ACCOUNT OUT'),
      row('rf_chk', '2026-11-21', -2500, ['Transfer'], DEPOSIT, 'SAME ACCOUNT IN'),
      row('rf_chk', '2026-11-10', 3300, ['Transfer'], WITHDRAWAL, 'SIX DAYS OUT'),
      row('rf_sav', '2026-11-16', -3300, ['Transfer'], DEPOSIT, 'SIX DAYS IN'),
      row('rf_chk', '2026-11-10', 4400, ['Transfer'], WITHDRAWAL, 'FIVE DAYS OUT'),
      row('rf_sav', '2026-11-15', -4400, ['Transfer'], DEPOSIT, 'FIVE DAYS IN'),
      // Same amount and opposite sign, but on another user's account: no pair.
      row(
        'rf_chk',
        '2026-11-12',
        7777,
        ['Transfer'],
        { pfcPrimary: 'TRANSFER_OUT', pfcDetailed: 'TRANSFER_OUT_WITHDRAWAL' },
        'CASH',
      ),
      row('rf_o', '2026-11-12', -7777, ['Transfer'], SAVINGS_IN, 'THEIR DEPOSIT'),
    ]);
  });
  afterAll(() => ctx.close());

  const range = { from: '2026-11-01', to: '2026-11-30', accountIds: null };

  it('counts pay and interest as earnings; transfers, ATM cash and card payments are moved, paired or not', async () => {
    const { categories, movements } = await reportTotals(ctx.database.db, userId, range);
    expect(categories.map(({ details: _, ...c }) => c)).toEqual([
      { category: 'FOOD_AND_DRINK', earningsCents: 0, spendingCents: 5000, count: 1 },
      { category: 'INCOME', earningsCents: 358540 + 81, spendingCents: 0, count: 2 },
      { category: 'LOAN_PAYMENTS', earningsCents: 0, spendingCents: 138520, count: 1 },
      { category: 'RENT_AND_UTILITIES', earningsCents: 0, spendingCents: 165000, count: 1 },
    ]);
    expect(movements).toEqual({
      inCents: 152311 + 30000 + 38941 + 9000 + 2500 + 3300 + 4400,
      outCents: 152311 + 38941 + 2500 + 3300 + 4400 + 7777,
    });
  });

  it('pairs across accounts outside the selection: checking alone still moves its loan payment', async () => {
    const { categories, movements } = await reportTotals(ctx.database.db, userId, {
      ...range,
      accountIds: ['rf_chk'],
    });
    expect(categories.map((c) => c.category)).toEqual(['INCOME', 'LOAN_PAYMENTS', 'RENT_AND_UTILITIES']);
    expect(movements).toEqual({ inCents: 2500, outCents: 152311 + 38941 + 2500 + 3300 + 4400 + 7777 });
  });

  it('agrees with the domain rules row by row', async () => {
    const db = ctx.database.db;
    const rows = (await db.select().from(transactions)).filter((t) => t.userId === userId);
    const flows = rows.map((t): FlowRow & { description: string } => t);
    const paired = pairedTransferIds(flows);
    for (const flow of ['moved', 'counted'] as const) {
      const listed = await listTransactions(db, userId, { from: range.from, to: range.to, flow, limit: 200 });
      const expected = flows.filter(
        (t) => t.date >= range.from && t.date <= range.to && reportFlow(t, paired.has(t.id)) === flow,
      );
      expect(listed.transactions.map((t) => t.description).sort()).toEqual(
        expected.map((t) => t.description).sort(),
      );
    }
    const loans = await listTransactions(db, userId, {
      from: range.from,
      to: range.to,
      flow: 'counted',
      category: 'LOAN_PAYMENTS',
      limit: 50,
    });
    expect(loans.transactions.map((t) => t.description)).toEqual(['ROCKET MORTGAGE']);
    const pay = await listTransactions(db, userId, {
      from: range.from,
      to: range.to,
      flow: 'counted',
      category: 'INCOME_WAGES',
      limit: 50,
    });
    expect(pay.transactions.map((t) => t.description)).toEqual(['ACME PAYROLL']);
    expect(
      flows
        .filter((t) => reportCategory(t) === 'INCOME')
        .map((t) => t.description)
        .sort(),
    ).toEqual(['ACME PAYROLL', 'INTEREST']);
  });

  it('takes a row the user categorised as they categorised it: the category decides', async () => {
    const db = ctx.database.db;
    await db
      .insert(accounts)
      .values({ id: 'rf_x', userId, accountName: 'X', institutionName: 'Bank', accountType: 'depository' });
    await db.insert(transactions).values([
      {
        userId,
        accountId: 'rf_x',
        date: '2026-11-25',
        amountCents: 4242,
        category: ['Gifts'],
        ...SAVINGS_OUT,
        personalPrimary: 'GENERAL_MERCHANDISE',
        personalDetailed: 'GENERAL_MERCHANDISE_GIFTS_AND_NOVELTIES',
        categorySource: 'user',
        description: 'GIFT',
        userEditedAt: new Date(),
      },
      {
        userId,
        accountId: 'rf_sav',
        date: '2026-11-25',
        amountCents: -4242,
        category: ['Transfer'],
        ...SAVINGS_IN,
        personalPrimary: 'TRANSFER_IN',
        personalDetailed: 'TRANSFER_IN_ACCOUNT_TRANSFER',
        description: 'IN',
      },
    ]);
    const { categories, movements } = await reportTotals(db, userId, {
      ...range,
      accountIds: ['rf_x', 'rf_sav'],
    });
    expect(categories).toContainEqual(
      expect.objectContaining({ category: 'GENERAL_MERCHANDISE', earningsCents: 0, spendingCents: 4242 }),
    );
    // The savings side still says "from another account" by itself, so it is moved, not earnings.
    expect(movements.inCents).toBe(30000 + 4242 + 3300 + 4400);
  });
});
