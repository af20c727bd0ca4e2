import { addDays, daysBetween, type IsoDate } from '../dates';
import type { ForecastRow } from './types';

/** How far back everyday spending is learned: the user's own last three months. */
export const ALLOWANCE_LOOKBACK_DAYS = 90;
/**
 * How far back income with no schedule is learned: a year, as such income comes in lumps with dry spells of
 * weeks (a freelancer's quiet quarter, a driver's slow season) that three months mistake for the usual.
 */
export const IRREGULAR_INCOME_LOOKBACK_DAYS = 365;

export interface DailyAllowance {
  /** Whole cents a day. */
  cents: number;
  /** The account most of that money went through (where the forecast puts it), or null when there was none. */
  accountId: string | null;
}

/**
 * The rows of the last `lookbackDays` outside every series and transfer, going one way, as whole cents a day
 * over the days seen (fewer when the history is shorter), with the account most of it went through.
 */
function learnedDaily(
  rows: readonly ForecastRow[],
  asOf: IsoDate,
  direction: 'out' | 'in',
  lookbackDays: number,
): DailyAllowance {
  const from = addDays(asOf, -(lookbackDays - 1));
  const recent = rows.filter((row) => row.date >= from && row.date <= asOf);
  if (recent.length === 0) return { cents: 0, accountId: null };
  const earliest = recent.reduce((min, row) => (row.date < min ? row.date : min), asOf);
  const span = daysBetween(earliest, asOf) + 1;
  const byAccount = new Map<string, number>();
  let total = 0;
  for (const row of recent) {
    const cents = direction === 'out' ? row.amountCents : -row.amountCents;
    if (cents <= 0 || row.streamId !== null || row.transfer) continue;
    total += cents;
    byAccount.set(row.accountId, (byAccount.get(row.accountId) ?? 0) + cents);
  }
  if (total === 0) return { cents: 0, accountId: null };
  const [accountId] = [...byAccount].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
  return { cents: Math.round(total / span), accountId };
}

/**
 * Everyday spending the engine cannot schedule (groceries, fuel, eating out) as a daily amount: the money that
 * went out of the cash accounts over the last months in rows that belong to no series and are not transfers.
 * Money in is never counted here.
 */
export function dailyAllowance(rows: readonly ForecastRow[], asOf: IsoDate): DailyAllowance {
  return learnedDaily(rows, asOf, 'out', ALLOWANCE_LOOKBACK_DAYS);
}

/** Below this a day, money in outside any series (a refund now and then, cents of interest) is not forecast. */
export const IRREGULAR_INCOME_MIN_CENTS = 500;

/**
 * Income the engine cannot schedule (a freelancer's clients, a driver's instant payouts, tips) as a daily amount
 * learned the same way over a year: without it, the forecast of someone paid on no schedule only ever goes down. Shown apart
 * from everyday spending, never netted into it.
 */
export function dailyIrregularIncome(rows: readonly ForecastRow[], asOf: IsoDate): DailyAllowance {
  const learned = learnedDaily(rows, asOf, 'in', IRREGULAR_INCOME_LOOKBACK_DAYS);
  return learned.cents >= IRREGULAR_INCOME_MIN_CENTS ? learned : { cents: 0, accountId: null };
}
