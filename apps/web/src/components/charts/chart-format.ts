import { daysBetween, formatUsd, type Cents } from '@tourniquet/domain';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Axis ticks: whole dollars, thousands as k, millions as M ("-$3.5k"); tables and labels use formatUsd. */
export function compactUsd(cents: Cents): string {
  const dollars = Math.abs(cents) / 100;
  const sign = cents < 0 ? '-' : '';
  if (dollars >= 1_000_000) return `${sign}$${trim(dollars / 1_000_000)}M`;
  if (dollars >= 1_000) return `${sign}$${trim(dollars / 1_000)}k`;
  return `${sign}$${Math.round(dollars)}`;
}

const trim = (n: number) => (n >= 100 ? Math.round(n).toString() : n.toFixed(1).replace(/\.0$/, ''));

/** "2026-11" -> "Nov 2026"; short: "Nov". */
export function monthLabel(month: string, short = false): string {
  const name = MONTHS[Number(month.slice(5, 7)) - 1] ?? month;
  return short ? name : `${name} ${month.slice(0, 4)}`;
}

/** An axis tick: "Nov", with the year where it turns ("Jan '26") so two Novembers never read the same. */
export function monthTick(month: string, index: number): string {
  const name = monthLabel(month, true);
  return index === 0 || month.endsWith('-01') ? `${name} '${month.slice(2, 4)}` : name;
}

/** "2026-11-03" -> "Nov 3". */
export function dayLabel(date: string): string {
  return `${MONTHS[Number(date.slice(5, 7)) - 1] ?? ''} ${Number(date.slice(8, 10))}`;
}

/** Up to this many days, a day names its tick ("Dec 18") even across New Year: no date repeats in the span. */
const DAY_TICKS_UP_TO_DAYS = 120;

/**
 * The date axis's label for a span of days: "Nov 3" within one year or within a few months; "Nov 2025" when a
 * longer span crosses a year, so All time says which year each tick is in (its axis had no years). A 30-day
 * forecast from Dec 8 keeps its days: month ticks read "Dec 2026" three times there.
 */
export function dateAxisLabel(first: string | undefined, last: string | undefined) {
  const crossesYears =
    first !== undefined &&
    last !== undefined &&
    first.slice(0, 4) !== last.slice(0, 4) &&
    daysBetween(first, last) > DAY_TICKS_UP_TO_DAYS;
  return crossesYears
    ? (date: string) => `${MONTHS[Number(date.slice(5, 7)) - 1] ?? ''} ${date.slice(0, 4)}`
    : dayLabel;
}

/** Money out shown with its minus sign, so a table tells it from money in without colour. */
export const moneyOut = (cents: Cents) => formatUsd(-cents);
