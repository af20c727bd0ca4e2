import { addDays, compareIso, endOfMonth, startOfMonth, type IsoDate } from './dates';

/**
 * The whole calendar months inside an inclusive date range, as the first day of the first and the last
 * day of the last (null when no month lies wholly inside): the reports read these months from totals kept
 * at write time and only the days outside them from the rows.
 */
export function wholeMonthsWithin(from: IsoDate, to: IsoDate): { first: IsoDate; last: IsoDate } | null {
  const first = from === startOfMonth(from) ? from : addDays(endOfMonth(from), 1);
  const last = to === endOfMonth(to) ? to : addDays(startOfMonth(to), -1);
  return compareIso(first, last) < 0 ? { first, last } : null;
}
