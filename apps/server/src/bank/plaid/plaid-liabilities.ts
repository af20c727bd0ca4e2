import { dollarsToCents } from '@tourniquet/domain';
import type { APR, LiabilitiesObject } from 'plaid';
import type { BankLiability } from '../bank-port.ts';

const cents = (dollars: number | null | undefined) =>
  dollars === null || dollars === undefined ? null : dollarsToCents(dollars);

/** A rate in percent to whole thousandths of a percent (Plaid sends 21.99 as a float). */
const thousandths = (percent: number | null | undefined) =>
  percent === null || percent === undefined || !Number.isFinite(percent) ? null : Math.round(percent * 1000);

/**
 * The rate a card's balance mostly pays: the purchase APR when the card lists one, else the APR on the
 * largest balance, else the first listed.
 */
function cardApr(aprs: APR[]): number | null {
  const purchase = aprs.find((apr) => apr.apr_type === 'purchase_apr');
  if (purchase) return purchase.apr_percentage;
  const largest = [...aprs].sort(
    (a, b) => (b.balance_subject_to_apr ?? 0) - (a.balance_subject_to_apr ?? 0),
  )[0];
  return largest ? largest.apr_percentage : null;
}

/** Plaid's liabilities object in our terms; accounts without an id are skipped. */
export function liabilitiesOf(liabilities: LiabilitiesObject): BankLiability[] {
  const out: BankLiability[] = [];
  for (const card of liabilities.credit ?? []) {
    if (!card.account_id) continue;
    out.push({
      providerAccountId: card.account_id,
      kind: 'credit',
      aprThousandths: thousandths(cardApr(card.aprs ?? [])),
      minimumPaymentCents: cents(card.minimum_payment_amount),
      nextPaymentDueDate: card.next_payment_due_date ?? null,
      lastStatementBalanceCents: cents(card.last_statement_balance),
      lastStatementDate: card.last_statement_issue_date ?? null,
      lastPaymentCents: cents(card.last_payment_amount),
      lastPaymentDate: card.last_payment_date ?? null,
      ytdInterestCents: null,
      isOverdue: card.is_overdue ?? null,
    });
  }
  for (const loan of liabilities.student ?? []) {
    if (!loan.account_id) continue;
    out.push({
      providerAccountId: loan.account_id,
      kind: 'student',
      aprThousandths: thousandths(loan.interest_rate_percentage),
      minimumPaymentCents: cents(loan.minimum_payment_amount),
      nextPaymentDueDate: loan.next_payment_due_date ?? null,
      lastStatementBalanceCents: cents(loan.last_statement_balance),
      lastStatementDate: loan.last_statement_issue_date ?? null,
      lastPaymentCents: cents(loan.last_payment_amount),
      lastPaymentDate: loan.last_payment_date ?? null,
      ytdInterestCents: cents(loan.ytd_interest_paid),
      isOverdue: loan.is_overdue ?? null,
    });
  }
  for (const loan of liabilities.mortgage ?? []) {
    out.push({
      providerAccountId: loan.account_id,
      kind: 'mortgage',
      aprThousandths: thousandths(loan.interest_rate?.percentage),
      minimumPaymentCents: cents(loan.next_monthly_payment),
      nextPaymentDueDate: loan.next_payment_due_date ?? null,
      lastStatementBalanceCents: null,
      lastStatementDate: null,
      lastPaymentCents: cents(loan.last_payment_amount),
      lastPaymentDate: loan.last_payment_date ?? null,
      ytdInterestCents: cents(loan.ytd_interest_paid),
      isOverdue: (loan.past_due_amount ?? 0) > 0,
    });
  }
  return out;
}
