import { addDays, toCalendarDate, toDayNumber, fromCalendarDate, daysInMonth, type IsoDate } from '../dates';

/**
 * The days US banks settle on ("business days and holidays move paydays and debits as banks do"):
 * Monday to Friday except the Federal Reserve's holidays. A holiday on a Sunday is observed the Monday after;
 * one on a Saturday is not moved (the Federal Reserve stays open the Friday before).
 */

/** 0 = Sunday ... 6 = Saturday (1970-01-01 was a Thursday). */
export function weekday(date: IsoDate): number {
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

/** The n-th (1-based) given weekday of a month, or the last one when n is -1. */
function nthWeekday(year: number, month: number, day: number, n: number): IsoDate {
  if (n === -1) {
    const last = fromCalendarDate({ year, month, day: daysInMonth(year, month) });
    return addDays(last, -((weekday(last) - day + 7) % 7));
  }
  const first = fromCalendarDate({ year, month, day: 1 });
  return addDays(first, ((day - weekday(first) + 7) % 7) + (n - 1) * 7);
}

const holidayCache = new Map<number, ReadonlySet<IsoDate>>();

/** The days of a year the Federal Reserve is closed (observed dates). */
export function usBankHolidays(year: number): ReadonlySet<IsoDate> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const fixed = [
    [1, 1], // New Year's Day
    [6, 19], // Juneteenth
    [7, 4], // Independence Day
    [11, 11], // Veterans Day
    [12, 25], // Christmas Day
  ].map(([month, day]) => {
    const date = fromCalendarDate({ year, month: month!, day: day! });
    return weekday(date) === 0 ? addDays(date, 1) : date;
  });
  const floating = [
    nthWeekday(year, 1, 1, 3), // Martin Luther King Jr. Day
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving Day
  ];
  const set = new Set([...fixed, ...floating]);
  holidayCache.set(year, set);
  return set;
}

export function isBusinessDay(date: IsoDate): boolean {
  const day = weekday(date);
  return day !== 0 && day !== 6 && !usBankHolidays(toCalendarDate(date).year).has(date);
}

/**
 * Moves a scheduled day onto a business day: money in arrives the business day before (employers and
 * benefits pay early), money out is debited the business day after (an ACH debit settles when banks open).
 */
export function shiftToBusinessDay(date: IsoDate, direction: 'earlier' | 'later'): IsoDate {
  const step = direction === 'earlier' ? -1 : 1;
  let day = date;
  while (!isBusinessDay(day)) day = addDays(day, step);
  return day;
}
