import { addDays, compareIso, type IsoDate } from './dates';
import { absCents, type Cents } from './money';

/**
 * Net worth over time, rebuilt from what we know: the balances stored on given days (a daily snapshot
 * after every sync, and today's balance) and the transactions per day. A day with a known balance uses it;
 * any other day works backwards from the nearest later known balance through the transactions between.
 *
 * Signs (Plaid, as the rest of the product): a positive amount is money out. On an asset account money out
 * lowered the balance, so the day before it was higher: before = after + amount. On a credit card or a loan
 * the balance is what is owed and money out (a purchase, interest) raised it: before = after - amount.
 * Net worth then takes each balance as an absolute value, assets minus obligations, exactly as netWorth().
 */

export interface BalanceHistoryAccount {
  /** isObligation() of the account: credit cards, loans, manual liabilities. */
  obligation: boolean;
  /** Balances known at the end of a day (snapshots, today's current balance); at most one per day. */
  knownBalances: readonly { date: IsoDate; balanceCents: Cents }[];
  /** The sum of the account's transaction amounts per day (Plaid sign: positive = money out). */
  dailyAmounts: readonly { date: IsoDate; amountCents: Cents }[];
}

export interface NetWorthPoint {
  date: IsoDate;
  assetsCents: Cents;
  liabilitiesCents: Cents;
  netWorthCents: Cents;
}

/**
 * The account's balance at the end of each day from `from` to `to` (inclusive, in order). Days after the
 * last known balance keep it (nothing later is known); an account with no known balance reads 0.
 */
export function balancesBackwards(account: BalanceHistoryAccount, from: IsoDate, to: IsoDate): Cents[] {
  const known = new Map(account.knownBalances.map((k) => [k.date, k.balanceCents]));
  const amounts = new Map<IsoDate, Cents>();
  for (const d of account.dailyAmounts) amounts.set(d.date, (amounts.get(d.date) ?? 0) + d.amountCents);
  const lastKnown = [...known.keys()].sort(compareIso).at(-1);
  const sign = account.obligation ? -1 : 1;

  // Walk from the last known day (or `to`, whichever is later) back to `from`, carrying the balance.
  const start = lastKnown && compareIso(lastKnown, to) > 0 ? lastKnown : to;
  const out = new Map<IsoDate, Cents>();
  let balance: Cents = lastKnown ? known.get(lastKnown)! : 0;
  for (let day = start; compareIso(day, from) >= 0; day = addDays(day, -1)) {
    const stored = known.get(day);
    if (stored !== undefined) balance = stored;
    if (compareIso(day, to) <= 0) out.set(day, balance);
    // A day before the last known balance: undo this day's transactions to get the end of the day before.
    if (lastKnown && compareIso(day, lastKnown) <= 0) balance += sign * (amounts.get(day) ?? 0);
  }
  const days: Cents[] = [];
  for (let day = from; compareIso(day, to) <= 0; day = addDays(day, 1)) days.push(out.get(day) ?? balance);
  return days;
}

/** Net worth at the end of each day from `from` to `to` (inclusive), with netWorth()'s signs. */
export function netWorthHistory(
  accounts: readonly BalanceHistoryAccount[],
  from: IsoDate,
  to: IsoDate,
): NetWorthPoint[] {
  const points: NetWorthPoint[] = [];
  for (let day = from; compareIso(day, to) <= 0; day = addDays(day, 1)) {
    points.push({ date: day, assetsCents: 0, liabilitiesCents: 0, netWorthCents: 0 });
  }
  for (const account of accounts) {
    balancesBackwards(account, from, to).forEach((balance, i) => {
      const point = points[i]!;
      if (account.obligation) point.liabilitiesCents += absCents(balance);
      else point.assetsCents += absCents(balance);
    });
  }
  for (const p of points) p.netWorthCents = p.assetsCents - p.liabilitiesCents;
  return points;
}

/** Up to this many days a chart shows every day; longer ranges show weeks, then months. */
export const DAILY_POINTS_MAX_DAYS = 120;
export const WEEKLY_POINTS_MAX_DAYS = 740;

/**
 * The points a chart (and the table behind it) shows from daily points: every day for a short range, every
 * 7th day counted back from the last for up to about two years, else each month's last day. The last day
 * is always kept, so the chart ends on the figure the report shows.
 */
export function chartPoints<T extends { date: IsoDate }>(daily: readonly T[]): T[] {
  if (daily.length <= DAILY_POINTS_MAX_DAYS) return [...daily];
  const last = daily.length - 1;
  if (daily.length <= WEEKLY_POINTS_MAX_DAYS) return daily.filter((_, i) => (last - i) % 7 === 0);
  return daily.filter((p, i) => i === last || daily[i + 1]!.date.slice(0, 7) !== p.date.slice(0, 7));
}
