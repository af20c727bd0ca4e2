import type { Cents } from '../money';
import { monthlyInterestCents } from './interest';
import { issuerMinimumCents } from './minimum-payment';
import type { MinimumRule, PayoffSummary } from './types';

/** Beyond a hundred years a debt is not being paid off; the answer is "never" (null), not a figure. */
export const PAYOFF_HORIZON_MONTHS = 1200;

/** This month's minimum under a rule, never more than the statement owes. */
export function minimumForMonth(rule: MinimumRule, balanceCents: Cents, interestCents: Cents): Cents {
  const owed = balanceCents + interestCents;
  if (rule.kind === 'fixed') return Math.min(rule.cents, owed);
  return issuerMinimumCents(balanceCents, interestCents);
}

/**
 * Regulation Z appendix M1/M2's minimum payment repayment estimate: no new charges, interest at APR/12 on
 * the balance each month, the issuer's minimum paid each month until the balance is gone. Months and the
 * interest paid in them; null when the minimum never outruns the interest.
 */
export function minimumOnlyPayoff(
  balanceCents: Cents,
  aprPercent: number,
  rule: MinimumRule,
): PayoffSummary | null {
  let balance = balanceCents;
  let months = 0;
  let totalInterestCents = 0;
  while (balance > 0) {
    if (months >= PAYOFF_HORIZON_MONTHS) return null;
    const interest = monthlyInterestCents(balance, aprPercent);
    const payment = minimumForMonth(rule, balance, interest);
    if (payment <= interest && payment < balance + interest) return null;
    balance = balance + interest - payment;
    totalInterestCents += interest;
    months += 1;
  }
  return { months, totalInterestCents };
}

/**
 * Appendix M1's estimated monthly payment for repayment in 36 months: the level payment of an annuity at
 * APR/12 (rounded to the cent, as M2's sample code does), and the interest paid over those months. The
 * 36th payment takes whatever rounding left, so the balance ends at exactly zero.
 */
export function payoffIn36Months(
  balanceCents: Cents,
  aprPercent: number,
): { monthlyCents: Cents; totalInterestCents: Cents } | null {
  if (balanceCents <= 0) return null;
  const rate = aprPercent / 1200;
  // The annuity factor is the one place a float power is needed; it yields a payment, which is then rounded
  // to a whole cent before any money is added up.
  const monthlyCents =
    rate === 0
      ? Math.ceil(balanceCents / 36)
      : Math.round((balanceCents * rate) / (1 - Math.pow(1 + rate, -36)));
  let balance = balanceCents;
  let totalInterestCents = 0;
  for (let month = 1; month <= 36 && balance > 0; month += 1) {
    const interest = monthlyInterestCents(balance, aprPercent);
    const owed = balance + interest;
    const payment = month === 36 ? owed : Math.min(monthlyCents, owed);
    balance = owed - payment;
    totalInterestCents += interest;
  }
  return { monthlyCents, totalInterestCents };
}
