import { APRAprTypeEnum, Products, type CreditCardLiability, type LiabilitiesGetResponse } from 'plaid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysBetween, monthDay } from '../core/dates.ts';
import { linkItem, plaidError, startSim, type RunningSim } from '../testing/start-sim.ts';

const CREDIT_KEYS = [
  'account_id',
  'aprs',
  'is_overdue',
  'last_payment_amount',
  'last_payment_date',
  'last_statement_balance',
  'last_statement_issue_date',
  'minimum_payment_amount',
  'next_payment_due_date',
];

const cents = (dollars: number) => Math.round(dollars * 100);
/** The close before a statement's (the 25th of the month before). */
const previousClose = (close: string) => monthDay(close, -1, 25);

describe('Plaid API contract: liabilities (real plaid SDK)', () => {
  let run: RunningSim;
  beforeAll(async () => {
    run = await startSim({ today: '2026-11-21' });
  });
  afterAll(() => run.close());

  async function liabilities(username = 'user_good'): Promise<LiabilitiesGetResponse> {
    const { accessToken } = await linkItem(run.client, { username });
    return (await run.client.liabilitiesGet({ access_token: accessToken })).data;
  }

  it('answers credit (with aprs), student and mortgage in Plaid shapes', async () => {
    run.clock.today = '2026-11-21';
    const data = await liabilities('user_stretched');
    expect(data.request_id).toMatch(/^[A-Za-z0-9]{15}$/);
    const card = data.liabilities.credit?.[0] as CreditCardLiability;
    expect(Object.keys(card).sort()).toEqual(CREDIT_KEYS);
    expect(card.aprs.map((apr) => apr.apr_type)).toEqual([
      APRAprTypeEnum.PurchaseApr,
      APRAprTypeEnum.CashApr,
    ]);
    expect(card.aprs[0]?.apr_percentage).toBe(21.99);
    expect(data.accounts.find((a) => a.account_id === card.account_id)?.type).toBe('credit');
    const student = data.liabilities.student?.[0];
    expect(student).toMatchObject({
      interest_rate_percentage: 5.5,
      loan_status: { type: 'repayment' },
      repayment_plan: { type: 'standard' },
      pslf_status: { estimated_eligibility_date: null },
    });
    expect(student?.next_payment_due_date).toMatch(/-15$/);
    expect(student?.ytd_interest_paid).toBeGreaterThan(0);
    const mortgage = data.liabilities.mortgage?.[0];
    expect(mortgage).toMatchObject({
      interest_rate: { percentage: 6.375, type: 'fixed' },
      loan_term: '30 year',
    });
    expect(mortgage?.next_payment_due_date).toMatch(/-01$/);
    expect(mortgage?.next_monthly_payment).toBe(1385.2);
  });

  it('leaves out what the household does not have (the median household rents)', async () => {
    run.clock.today = '2026-11-21';
    const data = await liabilities('user_good');
    expect(data.liabilities.mortgage).toBeNull();
    expect(data.liabilities.credit).toHaveLength(1);
    expect(data.liabilities.student).toHaveLength(1);
  });

  it('charges the interest rows at the stated APR, asks the issuer minimum and falls due on the cycle', async () => {
    // A short history puts the months the household pays only part of its card bill after the link.
    run.clock.today = '2026-01-10';
    const created = await run.client.sandboxPublicTokenCreate({
      institution_id: 'ins_109508',
      initial_products: [Products.Transactions],
      options: {
        override_username: 'user_stretched',
        override_password: 'pass_good',
        transactions: { days_requested: 90 },
      },
    });
    const accessToken = (
      await run.client.itemPublicTokenExchange({ public_token: created.data.public_token })
    ).data.access_token;
    let checkedInterest = 0;
    // Month by month over a year: every statement closes on the 25th, is due on the 20th of the next month,
    // and any interest it charged is what 21.99% does to the cycle's average daily balance (the balance
    // subject to the APR): that balance times 0.2199 / 365 times the cycle's days, to the cent.
    for (let month = 1; month <= 12; month += 1) {
      run.clock.today = `2026-${String(month).padStart(2, '0')}-26`;
      const data = (await run.client.liabilitiesGet({ access_token: accessToken })).data;
      const card = data.liabilities.credit?.[0] as CreditCardLiability;
      expect(card.last_statement_issue_date).toBe(run.clock.today.replace(/26$/, '25'));
      expect(card.next_payment_due_date).toMatch(/-20$/);
      expect(card.next_payment_due_date! > card.last_statement_issue_date!).toBe(true);
      const statement = cents(card.last_statement_balance ?? 0);
      const purchase = card.aprs[0]!;
      const interest = cents(purchase.interest_charge_amount ?? 0);
      const minimum = Math.min(
        statement,
        Math.max(3500, interest + Math.round((statement - interest) / 100)),
      );
      expect(cents(card.minimum_payment_amount ?? 0)).toBe(statement > 0 ? minimum : 0);
      if (interest === 0) continue;
      checkedInterest += 1;
      const days = daysBetween(
        previousClose(card.last_statement_issue_date!),
        card.last_statement_issue_date!,
      );
      const onAverage = (cents(purchase.balance_subject_to_apr ?? 0) * 0.2199 * days) / 365;
      // The subject is itself rounded to the cent, so the interest is within a cent of it times the rate.
      expect(Math.abs(interest - onAverage)).toBeLessThanOrEqual(1);
      const rows = await run.client.transactionsGet({
        access_token: accessToken,
        start_date: card.last_statement_issue_date!,
        end_date: card.last_statement_issue_date!,
        options: { account_ids: [card.account_id!] },
      });
      const charged = rows.data.transactions.filter((t) => t.name === 'INTEREST CHARGE ON PURCHASES');
      expect(charged.map((t) => cents(t.amount))).toEqual([interest]);
    }
    expect(checkedInterest).toBeGreaterThan(0);
  });

  it("filters by account_ids and refuses ids that are not the item's", async () => {
    run.clock.today = '2026-11-21';
    const { accessToken } = await linkItem(run.client);
    const all = (await run.client.liabilitiesGet({ access_token: accessToken })).data;
    const studentId = all.liabilities.student?.[0]?.account_id as string;
    const only = (
      await run.client.liabilitiesGet({ access_token: accessToken, options: { account_ids: [studentId] } })
    ).data;
    expect(only.liabilities.credit).toBeNull();
    expect(only.liabilities.student?.map((s) => s.account_id)).toEqual([studentId]);
    const bad = await plaidError(
      run.client.liabilitiesGet({ access_token: accessToken, options: { account_ids: ['nope'] } }),
    );
    expect(bad.data).toMatchObject({ error_type: 'INVALID_INPUT', error_code: 'INVALID_ACCOUNT_ID' });
  });

  it('answers ITEM_LOGIN_REQUIRED for an item in error, as the transactions product does', async () => {
    run.clock.today = '2026-11-21';
    const { accessToken } = await linkItem(run.client, { username: 'user_login_required' });
    const err = await plaidError(run.client.liabilitiesGet({ access_token: accessToken }));
    expect(err.data).toMatchObject({ error_type: 'ITEM_ERROR', error_code: 'ITEM_LOGIN_REQUIRED' });
  });
});
