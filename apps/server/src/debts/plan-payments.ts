import { addMonths, planPaymentEvents, planPayoff, type ForecastEvent } from '@tourniquet/domain';
import type { Db } from '../db/client.ts';
import { findAdoptedPlan } from '../db/queries/debt-plans.ts';
import { loadDebts } from './load-debts.ts';

/**
 * The adopted plan's extra payments through `to`, paid from `payerAccountId`: the plan worked out again from
 * today's debts (as GET /api/debts/plan does, month 1 the month after today's), so the payments follow the
 * balances as they fall. None without an adopted plan.
 */
export async function adoptedPlanPayments(
  db: Db,
  userId: string,
  today: string,
  to: string,
  payerAccountId: string,
): Promise<ForecastEvent[]> {
  const adopted = await findAdoptedPlan(db, userId);
  if (!adopted) return [];
  const { plannable, payable } = await loadDebts(db, userId, today);
  const plan = planPayoff(plannable, adopted.strategy, adopted.extraMonthlyCents);
  const first = addMonths(`${today.slice(0, 7)}-01`, 1);
  return planPaymentEvents(plan, payable, adopted.extraMonthlyCents, first, payerAccountId, to);
}
