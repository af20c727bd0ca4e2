import { addDays, type IsoDate } from '../dates';
import { dailyAllowance, dailyIrregularIncome, type DailyAllowance } from './allowance';
import { cardPaidBy, chargesBySeries, statementPayments } from './card-statements';
import { streamEvents } from './known-events';
import { unscheduledRows } from './unscheduled-rows';
import type {
  DayBalance,
  Forecast,
  ForecastCard,
  ForecastEvent,
  ForecastEventKind,
  ForecastInput,
  ForecastRow,
  ForecastStream,
} from './types';

export const FORECAST_DAY_CHOICES = [30, 60, 90] as const;
export const EVERYDAY_SPENDING_NAME = 'Everyday spending';
export const IRREGULAR_INCOME_NAME = 'Income with no schedule';

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

/** Everyday spending as one event a day, none when nothing was learned. */
function spendingEvents(dates: readonly IsoDate[], learned: DailyAllowance): ForecastEvent[] {
  const { cents, accountId } = learned;
  if (cents <= 0 || accountId === null) return [];
  return dates.map((date) => ({
    date,
    accountId,
    name: EVERYDAY_SPENDING_NAME,
    amountCents: cents,
    kind: 'spending' as const,
    streamId: null,
  }));
}

/** Income with no schedule is counted a week at a time. */
export const IRREGULAR_INCOME_EVERY_DAYS = 7;

/**
 * Income with no schedule as a week's worth at the end of each whole week: it cannot be counted on for any given
 * day, so an overdraft before the week's money could have come is still seen, and a part week counts nothing.
 */
function irregularIncomeEvents(dates: readonly IsoDate[], learned: DailyAllowance): ForecastEvent[] {
  const { cents, accountId } = learned;
  if (cents <= 0 || accountId === null) return [];
  return dates
    .filter((_, i) => (i + 1) % IRREGULAR_INCOME_EVERY_DAYS === 0)
    .map((date) => ({
      date,
      accountId,
      name: IRREGULAR_INCOME_NAME,
      amountCents: -cents * IRREGULAR_INCOME_EVERY_DAYS,
      kind: 'income' as const,
      streamId: null,
    }));
}

/** The loan each outgoing series pays: the loan whose payment rows are the series' charges coming back. */
function loansPaidBy(
  streams: readonly ForecastStream[],
  charges: readonly ForecastRow[],
  loans: readonly ForecastCard[],
): Map<string, string> {
  const paid = new Map<string, string>();
  if (loans.length === 0) return paid;
  const chargesOf = chargesBySeries(charges);
  for (const stream of streams) {
    if (stream.direction !== 'outflow' || stream.status !== 'active' || !stream.active) continue;
    const loan = cardPaidBy(chargesOf.get(stream.id) ?? [], loans);
    if (loan) paid.set(stream.id, loan.card.id);
  }
  return paid;
}

/**
 * The forecast: from today's balance of the cash accounts, each day's end-of-day balance for the next
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
  const streams = input.streams.filter((s) => accountIds.has(s.accountId));
  // A card paid in full by autopay pays its statement: the purchases of the cycle, not a usual amount.
  const charges = [...rows, ...(input.seriesCharges ?? [])];
  const statements = statementPayments(streams, charges, input.cards ?? [], asOf);
  const loansPaid = loansPaidBy(streams, charges, input.loans ?? []);
  const events = streams.flatMap((s) => {
    const statement = statements.get(s.id);
    const found = streamEvents(s, rows, asOf, to, matched, statement?.amountOn);
    // The card or loan the series pays: its due-date alert reads this payment as the one on the way.
    const paysAccountId = statement?.cardId ?? loansPaid.get(s.id);
    return paysAccountId ? found.map((e) => ({ ...e, paysAccountId })) : found;
  });
  // The adopted debt plan's extra payments, from the cash accounts projected, in the days projected.
  for (const e of input.plannedPayments ?? []) {
    if (accountIds.has(e.accountId) && e.date > asOf && e.date <= to) events.push(e);
  }
  // A row that stands for a series' charge is that charge, never everyday spending (or income) too.
  const unscheduled = unscheduledRows(rows, input.streams, matched);
  const allowance = dailyAllowance(unscheduled, asOf);
  // Income with no schedule, learned the same way.
  const irregularIncome = dailyIrregularIncome(unscheduled, asOf);
  const dates = Array.from({ length: days }, (_, i) => addDays(asOf, i + 1));
  events.push(...spendingEvents(dates, allowance), ...irregularIncomeEvents(dates, irregularIncome));
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
  const incomes = events.filter((e) => e.kind === 'income' && e.amountCents < 0 && e.streamId !== null);
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
    dailyIrregularIncomeCents: irregularIncome.cents,
  };
}
