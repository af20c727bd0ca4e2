import { addDays, type IsoDate } from '../dates';
import { dailyAllowance } from './allowance';
import { streamEvents } from './known-events';
import type { DayBalance, Forecast, ForecastEvent, ForecastEventKind, ForecastInput } from './types';

export const FORECAST_DAY_CHOICES = [30, 60, 90] as const;
export const EVERYDAY_SPENDING_NAME = 'Everyday spending';

// Same-day order of the list: money in first, as a bank posts credits before debits.
const KIND_ORDER: Record<ForecastEventKind, number> = {
  income: 0,
  transfer: 1,
  bill: 2,
  loan: 3,
  card_payment: 4,
  subscription: 5,
  spending: 6,
};

function byDateThenKind(a: ForecastEvent, b: ForecastEvent): number {
  return (
    a.date.localeCompare(b.date) ||
    KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
    b.amountCents - a.amountCents ||
    a.name.localeCompare(b.name)
  );
}

/**
 * Issue 38's forecast: from today's balance of the cash accounts, each day's end-of-day balance for the next
 * `days` days, moved by the known events of the recurring series and the everyday-spending allowance.
 * Pending rows have left the accounts already: they come off the starting balance and stand for their event.
 */
export function projectForecast(input: ForecastInput): Forecast {
  const { asOf, days } = input;
  if (!Number.isSafeInteger(days) || days < 1)
    throw new RangeError(`A forecast covers 1 day or more, not ${days}`);
  const to = addDays(asOf, days);
  const accountIds = new Set(input.accounts.map((a) => a.id));
  const rows = input.rows.filter((row) => accountIds.has(row.accountId));
  const pendingOut = new Map<string, number>();
  for (const row of rows) {
    if (row.pending) pendingOut.set(row.accountId, (pendingOut.get(row.accountId) ?? 0) + row.amountCents);
  }
  const accounts = input.accounts.map((a) => ({
    id: a.id,
    name: a.name,
    startBalanceCents: a.balanceCents - (pendingOut.get(a.id) ?? 0),
  }));
  const startBalanceCents = accounts.reduce((sum, a) => sum + a.startBalanceCents, 0);

  const matched = new Set<string>();
  const events = input.streams
    .filter((s) => accountIds.has(s.accountId))
    .flatMap((s) => streamEvents(s, rows, asOf, to, matched));
  // A row that stands for a series' charge is that charge, never everyday spending too.
  const allowance = dailyAllowance(
    rows.filter((row) => !matched.has(row.id)),
    asOf,
  );
  const dates = Array.from({ length: days }, (_, i) => addDays(asOf, i + 1));
  if (allowance.cents > 0 && allowance.accountId !== null) {
    for (const date of dates) {
      events.push({
        date,
        accountId: allowance.accountId,
        name: EVERYDAY_SPENDING_NAME,
        amountCents: allowance.cents,
        kind: 'spending',
        streamId: null,
      });
    }
  }
  events.sort(byDateThenKind);

  const outByDate = new Map<IsoDate, number>();
  for (const e of events) outByDate.set(e.date, (outByDate.get(e.date) ?? 0) + e.amountCents);
  let balance = startBalanceCents;
  const daily: DayBalance[] = dates.map((date) => {
    balance -= outByDate.get(date) ?? 0;
    return { date, balanceCents: balance };
  });

  const cushion = input.cushionCents ?? 0;
  const lowest = daily.reduce((low, d) => (d.balanceCents < low.balanceCents ? d : low), daily[0]!);
  const overdraft = daily.find((d) => d.balanceCents < cushion) ?? null;
  // The next income is a pay-like one: a savings account's interest of cents is not what the user waits for.
  const incomes = events.filter((e) => e.kind === 'income' && e.amountCents < 0);
  const largest = Math.max(0, ...incomes.map((e) => -e.amountCents));
  const income = incomes.find((e) => -e.amountCents * 4 >= largest);
  const nextIncome = income ? { date: income.date, amountCents: income.amountCents } : null;
  // What can go today and still leave every day before the next income at or above the cushion.
  const beforeIncome = daily.filter((d) => !nextIncome || d.date < nextIncome.date);
  const floor = Math.min(startBalanceCents, ...beforeIncome.map((d) => d.balanceCents));
  const safeToSpendCents = Math.max(0, floor - cushion);
  return {
    asOf,
    days,
    startBalanceCents,
    accounts,
    daily,
    events,
    lowest,
    overdraft,
    safeToSpendCents,
    nextIncome,
    dailyAllowanceCents: allowance.cents,
  };
}
