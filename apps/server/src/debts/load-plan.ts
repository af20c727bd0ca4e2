import {
  addMonths,
  endOfMonth,
  minimumsOnlyInterest,
  planPayoff,
  type DebtStrategy,
} from '@tourniquet/domain';
import type { DebtPlanResponse } from '@tourniquet/domain/contracts';
import type { Db } from '../db/client.ts';
import { loadDebts } from './load-debts.ts';

/**
 * GET /api/debts/plan: the user's debts paid down by a strategy with an extra amount a month. Month 1 is
 * the month after today's; the debt-free date is the last day of the month the last payment is made in.
 */
export async function loadPlan(
  db: Db,
  userId: string,
  query: { strategy: DebtStrategy; extraMonthlyCents: number },
  today: string,
): Promise<DebtPlanResponse> {
  const { plannable } = await loadDebts(db, userId, today);
  const plan = planPayoff(plannable, query.strategy, query.extraMonthlyCents);
  const first = addMonths(`${today.slice(0, 7)}-01`, 1);
  const monthOf = (n: number) => addMonths(first, n - 1).slice(0, 7);
  const baseline = minimumsOnlyInterest(plannable);
  return {
    strategy: query.strategy,
    months: plan.months,
    debtFreeDate: plan.months === null || plan.months === 0 ? null : endOfMonth(`${monthOf(plan.months)}-01`),
    totalInterestCents: plan.totalInterestCents,
    interestSavedCents:
      plan.months === null || baseline === null ? null : Math.max(0, baseline - plan.totalInterestCents),
    schedule: plan.schedule.map((month) => ({
      month: monthOf(month.month),
      payments: month.payments.map((p) => ({ accountId: p.id, cents: p.cents })),
    })),
  };
}
