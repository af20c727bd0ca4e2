import { addDays, daysBetween, monthDay, type IsoDate } from '../core/dates.ts';
import { roundCents } from '../core/prng.ts';
import { CARD_CLOSE_DAY, CARD_DUE_DAY, CARD_PURCHASE_APR_PERCENT } from './card-cycle.ts';
import { balancesOn, type Household } from './household.ts';
import { LOAN_TERMS, type LoanTerms } from './loan-terms.ts';
import type { AccountKey, TimelineTransaction } from './types.ts';

const CASH_APR_PERCENT = 29.99;

/** What the card's last statement said, read off the same timeline its transactions come from. */
export interface CardStatementFigures {
  aprs: {
    apr_percentage: number;
    apr_type: string;
    balance_subject_to_apr: number | null;
    interest_charge_amount: number | null;
  }[];
  is_overdue: boolean | null;
  last_payment_amount: number | null;
  last_payment_date: IsoDate | null;
  last_statement_issue_date: IsoDate | null;
  last_statement_balance: number | null;
  minimum_payment_amount: number | null;
  next_payment_due_date: IsoDate | null;
}

const posted = (
  household: Household,
  key: AccountKey,
  today: IsoDate,
  test: (t: TimelineTransaction) => boolean,
) => household.timeline.filter((t) => t.accountKey === key && t.postedDate <= today && test(t));

const isCardPayment = (t: TimelineTransaction) =>
  t.key.startsWith('card-payment:') && !t.key.endsWith(':checking');

/** The card's owed balance at the end of a day (posted rows only, as the statement counts them). */
const owedOn = (household: Household, key: AccountKey, day: IsoDate) =>
  balancesOn(household, day).get(key)?.current ?? 0;

/**
 * The credit card's liability: the last statement (closed on the 25th) with its interest charge at the
 * purchase APR, the issuer minimum (that interest plus 1% of the rest of the balance, at least $35, or the
 * whole statement when less), and the due date (the 20th of the next month) of the statement not yet paid.
 */
export function cardFigures(household: Household, today: IsoDate): CardStatementFigures {
  const thisMonth = monthDay(today, 0, CARD_CLOSE_DAY);
  const close = thisMonth <= today ? thisMonth : monthDay(today, -1, CARD_CLOSE_DAY);
  const payments = posted(household, 'credit', today, isCardPayment);
  const last = payments[payments.length - 1];
  const lastPayment = {
    last_payment_amount: last ? roundCents(-last.amount) : null,
    last_payment_date: last ? last.postedDate : null,
  };
  if (close < household.start) {
    return {
      aprs: [purchaseApr(null, null), cashApr()],
      is_overdue: null,
      ...lastPayment,
      last_statement_issue_date: null,
      last_statement_balance: null,
      minimum_payment_amount: null,
      next_payment_due_date: null,
    };
  }
  const statement = owedOn(household, 'credit', close);
  const interestRow = posted(
    household,
    'credit',
    close,
    (t) => t.feeKind === 'interest_charged' && t.postedDate === close,
  )[0];
  const interest = interestRow ? interestRow.amount : 0;
  const previousClose = monthDay(close, -1, CARD_CLOSE_DAY);
  // The balance the APR applied to: the cycle's average daily balance (the interest posted at the close is
  // not part of it).
  const subject =
    interest > 0 ? roundCents(cycleAverageDailyBalance(household, previousClose, close, interest)) : 0;
  // In whole cents: 1% of a balance in dollars is a float, and a half cent (12.345) rounded from it went down
  // where the issuer's arithmetic in cents goes up.
  const statementCents = Math.round(statement * 100);
  const interestCents = Math.round(interest * 100);
  const minimum =
    statement <= 0
      ? 0
      : Math.min(
          statementCents,
          Math.max(3_500, interestCents + Math.round((statementCents - interestCents) / 100)),
        ) / 100;
  const paid = statement <= 0 || payments.some((t) => t.postedDate > close);
  const due = monthDay(close, 1, CARD_DUE_DAY);
  return {
    aprs: [purchaseApr(subject, roundCents(interest)), cashApr()],
    is_overdue: !paid && today > due,
    ...lastPayment,
    last_statement_issue_date: close,
    last_statement_balance: roundCents(statement),
    minimum_payment_amount: minimum,
    next_payment_due_date: paid ? monthDay(close, 2, CARD_DUE_DAY) : due,
  };
}

/** Each day's end-of-day balance owed from the day after the last close through this close, averaged. */
function cycleAverageDailyBalance(
  household: Household,
  lastClose: IsoDate,
  close: IsoDate,
  interest: number,
) {
  const days = daysBetween(lastClose, close);
  let sum = -interest;
  for (let d = 1; d <= days; d += 1) sum += owedOn(household, 'credit', addDays(lastClose, d));
  return sum / days;
}

function purchaseApr(subject: number | null, interest: number | null) {
  return {
    apr_percentage: CARD_PURCHASE_APR_PERCENT,
    apr_type: 'purchase_apr',
    balance_subject_to_apr: subject,
    interest_charge_amount: interest,
  };
}

function cashApr() {
  return {
    apr_percentage: CASH_APR_PERCENT,
    apr_type: 'cash_apr',
    balance_subject_to_apr: 0,
    interest_charge_amount: 0,
  };
}

/** A loan's payments, due dates and year-to-date split, from its payment rows and its stated rate. */
export interface LoanFigures {
  terms: LoanTerms;
  lastPaymentAmount: number | null;
  lastPaymentDate: IsoDate | null;
  nextPaymentDueDate: IsoDate;
  isOverdue: boolean;
  lastStatementIssueDate: IsoDate;
  lastStatementBalance: number;
  ytdInterestPaid: number;
  ytdPrincipalPaid: number;
}

/**
 * The next due date is the due day of the month after the last payment; overdue when that day has
 * passed. Year-to-date interest is what the rate does to the balance before each payment this year.
 */
export function loanFigures(household: Household, key: AccountKey, today: IsoDate): LoanFigures | null {
  const terms = LOAN_TERMS[key];
  if (!terms) return null;
  const payments = posted(household, key, today, (t) => t.amount < 0);
  const last = payments[payments.length - 1];
  const nextDue = last ? monthDay(last.postedDate, 1, terms.dueDay) : monthDay(today, 0, terms.dueDay);
  // Lenders send the statement about 20 days before the payment it asks for.
  const upcoming = addDays(nextDue, -20);
  const statementDay = upcoming <= today ? upcoming : addDays(monthDay(nextDue, -1, terms.dueDay), -20);
  const yearStart = `${today.slice(0, 4)}-01-01`;
  let ytdInterest = 0;
  let ytdPaid = 0;
  for (const payment of payments.filter((t) => t.postedDate >= yearStart)) {
    const before = owedOn(household, key, payment.postedDate) - payment.amount;
    ytdInterest += roundCents((before * terms.ratePercent) / 1200);
    ytdPaid += -payment.amount;
  }
  return {
    terms,
    lastPaymentAmount: last ? roundCents(-last.amount) : null,
    lastPaymentDate: last ? last.postedDate : null,
    nextPaymentDueDate: nextDue,
    isOverdue: today > nextDue,
    lastStatementIssueDate: statementDay,
    lastStatementBalance: owedOn(household, key, statementDay),
    ytdInterestPaid: roundCents(ytdInterest),
    ytdPrincipalPaid: roundCents(Math.max(0, ytdPaid - ytdInterest)),
  };
}
