import { addDays, daysBetween, type IsoDate } from '../dates';
import type { ForecastRow } from './types';

/** How far back everyday spending is learned: the user's own last three months. */
export const ALLOWANCE_LOOKBACK_DAYS = 90;

export interface DailyAllowance {
  /** Whole cents a day. */
  cents: number;
  /** The account most of that spending came from (where the forecast takes it), or null when there was none. */
  accountId: string | null;
}

/**
 * Everyday spending the engine cannot schedule (groceries, fuel, eating out) as a daily amount: the money that
 * went out of the cash accounts over the last months in rows that belong to no series and are not transfers,
 * divided by the days seen (fewer than 90 when the history is shorter). Money in is never counted.
 */
export function dailyAllowance(rows: readonly ForecastRow[], asOf: IsoDate): DailyAllowance {
  const from = addDays(asOf, -(ALLOWANCE_LOOKBACK_DAYS - 1));
  const recent = rows.filter((row) => row.date >= from && row.date <= asOf);
  if (recent.length === 0) return { cents: 0, accountId: null };
  const earliest = recent.reduce((min, row) => (row.date < min ? row.date : min), asOf);
  const span = daysBetween(earliest, asOf) + 1;
  const byAccount = new Map<string, number>();
  let total = 0;
  for (const row of recent) {
    if (row.amountCents <= 0 || row.streamId !== null || row.transfer) continue;
    total += row.amountCents;
    byAccount.set(row.accountId, (byAccount.get(row.accountId) ?? 0) + row.amountCents);
  }
  if (total === 0) return { cents: 0, accountId: null };
  const [accountId] = [...byAccount].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
  return { cents: Math.round(total / span), accountId };
}
