import type { DayBalance, ForecastEvent } from '@tourniquet/domain/contracts';

export interface ForecastDay extends DayBalance {
  /** The known events of the day (the learned daily amounts are stated once, not listed each day). */
  events: ForecastEvent[];
}

/** The list by day: each day with a known event, with its end-of-day balance. */
export function daysWithEvents(
  daily: readonly DayBalance[],
  events: readonly ForecastEvent[],
): ForecastDay[] {
  const byDate = new Map<string, ForecastEvent[]>();
  for (const e of events) {
    // Everyday spending and income with no schedule belong to no series: the screen states them apart.
    if (e.kind === 'spending' || e.streamId === null) continue;
    byDate.set(e.date, [...(byDate.get(e.date) ?? []), e]);
  }
  return daily.filter((d) => byDate.has(d.date)).map((d) => ({ ...d, events: byDate.get(d.date)! }));
}

/** Words for an event's kind, as the list shows them beside its name. */
export const EVENT_KIND_LABELS: Record<ForecastEvent['kind'], string> = {
  income: 'Income',
  bill: 'Bill',
  subscription: 'Subscription',
  loan: 'Loan payment',
  transfer: 'Transfer',
  card_payment: 'Card payment',
  spending: 'Everyday spending',
};
