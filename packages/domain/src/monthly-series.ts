import { addMonths, compareIso, startOfMonth, type IsoDate } from './dates';
import type { Cents } from './money';

/** A calendar month as YYYY-MM. */
export type IsoMonth = string;

/** The months a range touches, first to last (YYYY-MM), so a chart shows a month with no rows as zero. */
export function monthsOfRange(from: IsoDate, to: IsoDate): IsoMonth[] {
  const months: IsoMonth[] = [];
  if (compareIso(from, to) > 0) return months;
  for (let day = startOfMonth(from); compareIso(day, to) <= 0; day = addMonths(day, 1)) {
    months.push(day.slice(0, 7));
  }
  return months;
}

export interface MonthlyFlow {
  month: IsoMonth;
  /** Money in, positive. */
  inCents: Cents;
  /** Money out, positive. */
  outCents: Cents;
}

/**
 * Per-month sums (from SQL, months with rows only) laid over every month of the range, in order. A month
 * outside the range is a caller's mistake and throws rather than vanish from the totals.
 */
export function monthlySeries(rows: readonly MonthlyFlow[], from: IsoDate, to: IsoDate): MonthlyFlow[] {
  const months = monthsOfRange(from, to);
  const byMonth = new Map(months.map((month) => [month, { month, inCents: 0, outCents: 0 }]));
  for (const row of rows) {
    const slot = byMonth.get(row.month);
    if (!slot) throw new Error(`month ${row.month} is outside ${from}..${to}`);
    slot.inCents += row.inCents;
    slot.outCents += row.outCents;
  }
  return months.map((m) => byMonth.get(m)!);
}
