import type { Cents } from '../money';

export type DebtStrategy = 'avalanche' | 'snowball';

/**
 * How a debt's minimum moves as it shrinks: a card's follows the issuer formula (interest + 1%, at least
 * $35) every month; a loan's is the fixed instalment its lender set.
 */
export type MinimumRule = { kind: 'issuer' } | { kind: 'fixed'; cents: Cents };

export interface PlanDebt {
  id: string;
  balanceCents: Cents;
  aprPercent: number;
  minimum: MinimumRule;
}

export interface PayoffSummary {
  months: number;
  totalInterestCents: Cents;
}

export interface PlanMonth {
  /** 1 for the first month paid. */
  month: number;
  /** Each open debt's payment, and the minimum it was owed that month (the rest is the plan's extra). */
  payments: { id: string; cents: Cents; minimumCents: Cents }[];
}

export interface DebtPlan {
  /** null when the payments never clear the debts (a minimum below its interest) within the horizon. */
  months: number | null;
  totalInterestCents: Cents;
  schedule: PlanMonth[];
}
