import { z } from 'zod';
import type { IsoDate } from '../dates';
import type { Cents } from '../money';
import type { DebtStrategy } from '../debts/types';

export type DebtKind = 'credit_card' | 'student' | 'mortgage' | 'auto' | 'personal' | 'other';

/** Where an APR comes from: the provider's liabilities, the user's own figure, or a typical rate we assumed. */
export type AprSource = 'provider' | 'user' | 'estimated';

/** One card or loan on GET /api/debts. balanceCents is the amount owed, positive. */
export interface DebtDto {
  accountId: string;
  name: string;
  kind: DebtKind;
  balanceCents: Cents;
  aprPercent: number | null;
  aprSource: AprSource | null;
  minimumPaymentCents: Cents | null;
  nextPaymentDueDate: IsoDate | null;
  interestPaid12mCents: Cents;
  interestThisMonthCents: Cents;
  gracePeriodLost: boolean;
  minimumOnly: { months: number; totalInterestCents: Cents } | null;
  payoff36: { monthlyCents: Cents; totalInterestCents: Cents } | null;
}

/** The plan the user adopted: the forecast counts its extra payments. */
export interface AdoptedDebtPlan {
  strategy: DebtStrategy;
  extraMonthlyCents: Cents;
  adoptedOn: IsoDate;
}

/** GET /api/debts. */
export interface DebtsResponse {
  debts: DebtDto[];
  totals: { balanceCents: Cents; interestPaid12mCents: Cents };
  /** The adopted plan, or null when none is. */
  adoptedPlan: AdoptedDebtPlan | null;
}

/** The most extra a month a plan takes: a million dollars. */
export const MAX_EXTRA_MONTHLY_CENTS = 100_000_000;

/** GET /api/debts/plan?strategy=avalanche|snowball&extraMonthlyCents=N. */
export const debtPlanQuerySchema = z
  .object({
    strategy: z
      .enum(['avalanche', 'snowball'], { error: 'strategy must be avalanche or snowball' })
      .default('avalanche'),
    extraMonthlyCents: z
      .string()
      .regex(/^\d{1,9}$/, 'extraMonthlyCents must be a whole number of cents, 0 or more')
      .transform(Number)
      .refine((cents) => cents <= MAX_EXTRA_MONTHLY_CENTS, 'extraMonthlyCents must be at most 100000000')
      .default(0),
  })
  .strict();

/** GET /api/debts/plan. months and debtFreeDate are null when the payments never clear the debts. */
export interface DebtPlanResponse {
  strategy: DebtStrategy;
  months: number | null;
  /** The last day of the month the last debt is paid off in. */
  debtFreeDate: IsoDate | null;
  totalInterestCents: Cents;
  /** Against paying only each debt's minimum; null when minimums alone never clear one of them. */
  interestSavedCents: Cents | null;
  schedule: { month: string; payments: { accountId: string; cents: Cents }[] }[];
}

/** PUT /api/debts/plan: adopt a plan (one per user; adopting again replaces it). */
export const adoptDebtPlanSchema = z
  .object({
    strategy: z.enum(['avalanche', 'snowball'], { error: 'strategy must be avalanche or snowball' }),
    extraMonthlyCents: z
      .number({ error: 'extraMonthlyCents must be a whole number of cents, 0 or more' })
      .int('extraMonthlyCents must be a whole number of cents, 0 or more')
      .min(0, 'extraMonthlyCents must be a whole number of cents, 0 or more')
      .max(MAX_EXTRA_MONTHLY_CENTS, 'extraMonthlyCents must be at most 100000000'),
  })
  .strict();
export type AdoptDebtPlanBody = z.infer<typeof adoptDebtPlanSchema>;

/** PUT /api/debts/plan's answer (DELETE answers 204). */
export interface AdoptedDebtPlanResponse {
  adoptedPlan: AdoptedDebtPlan;
}
