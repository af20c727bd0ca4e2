import { addMonths, daysInMonth, endOfMonth, fromCalendarDate, toCalendarDate, type IsoDate } from '../dates';
import { shiftToBusinessDay } from '../forecast/business-days';
import type { ForecastEvent } from '../forecast/types';
import type { DebtPlan } from './types';

export interface PlanPaymentDebt {
  id: string;
  name: string;
  /** A card's payment is a card payment in the forecast; any other debt's a loan payment. */
  isCard: boolean;
  /** The day of the month its payment is due (the provider's due date), or null when unknown. */
  dueDay: number | null;
}

/** What the forecast calls an extra payment of the adopted plan. */
export const planPaymentName = (debtName: string) => `Extra to ${debtName} (your debt plan)`;

/**
 * The adopted plan's payments as forecast events: only what each month pays above the debt's minimum (the
 * minimum is already forecast, by its series or its card's autopay), from the account that pays, on the
 * business day on or before the debt's due day (the month's last day when the due day is unknown). Month 1 of the
 * plan is the month starting `firstMonth`; months starting after `to` are not asked for. A month's extras come
 * to at most the plan's extra amount: a paid-off debt's minimum rolls into the next target in the plan, but its
 * series goes on in the forecast (nothing tells it the debt is gone), so counting the rolled minimum again
 * would take it twice.
 */
export function planPaymentEvents(
  plan: DebtPlan,
  debts: readonly PlanPaymentDebt[],
  extraMonthlyCents: number,
  firstMonth: IsoDate,
  payerAccountId: string,
  to: IsoDate,
): ForecastEvent[] {
  const byId = new Map(debts.map((d) => [d.id, d]));
  const events: ForecastEvent[] = [];
  for (const month of plan.schedule) {
    const start = addMonths(firstMonth, month.month - 1);
    if (start > to) break;
    const { year, month: m } = toCalendarDate(start);
    let left = extraMonthlyCents;
    for (const payment of month.payments) {
      const extra = Math.min(left, payment.cents - payment.minimumCents);
      const debt = byId.get(payment.id);
      if (extra <= 0 || !debt) continue;
      left -= extra;
      const due =
        debt.dueDay === null
          ? endOfMonth(start)
          : fromCalendarDate({ year, month: m, day: Math.min(debt.dueDay, daysInMonth(year, m)) });
      events.push({
        date: shiftToBusinessDay(due, 'earlier'),
        accountId: payerAccountId,
        name: planPaymentName(debt.name),
        amountCents: extra,
        kind: debt.isCard ? 'card_payment' : 'loan',
        streamId: null,
        paysAccountId: debt.id,
      });
    }
  }
  return events;
}
