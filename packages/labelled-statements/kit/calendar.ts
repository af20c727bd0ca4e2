import { addDays, addMonths, compareIso, daysInMonth, toCalendarDate, toDayNumber } from '@tourniquet/domain';
import type { IsoDate } from '@tourniquet/domain';

/**
 * Federal Reserve holidays in the window (ACH does not settle on them). Written out rather than computed so
 * a reviewer can check them against the Fed's calendar; July 4 2026 is a Saturday, which the Fed does not
 * move to Friday, so 2026-07-03 is a business day.
 */
// prettier-ignore
const BANK_HOLIDAYS = new Set<IsoDate>([
  '2024-11-11', '2024-11-28', '2024-12-25',
  '2025-01-01', '2025-01-20', '2025-02-17', '2025-05-26', '2025-06-19', '2025-07-04', '2025-09-01',
  '2025-10-13', '2025-11-11', '2025-11-27', '2025-12-25',
  '2026-01-01', '2026-01-19', '2026-02-16', '2026-05-25', '2026-06-19', '2026-09-07', '2026-10-12',
  '2026-11-11', '2026-11-26', '2026-12-25',
]);

/**
 * Which days a holiday closes. `fed`: the Federal Reserve's settlement calendar above. `friday-before`: also
 * the Friday before a Saturday holiday (2026-07-03), as the federal workforce's calendar observes it; the
 * holdout sets (holdout, student-nurse-landlord-couple, -3, -4) were written with that calendar and keep it so they keep their bytes.
 */
export type Observance = 'fed' | 'friday-before';

/** Saturday holidays in the window, which `friday-before` observes on the Friday. */
const SATURDAY_HOLIDAYS = new Set<IsoDate>(['2026-07-04']);

/**
 * The IRS's quarterly estimated-tax due dates in the window, moved off weekends (2025-06-15 is a Sunday).
 */
export const ESTIMATED_TAX_DUE_DATES: readonly IsoDate[] = [
  '2025-01-15',
  '2025-04-15',
  '2025-06-16',
  '2025-09-15',
  '2026-01-15',
  '2026-04-15',
  '2026-06-15',
  '2026-09-15',
];

/** 0 = Sunday ... 6 = Saturday (1970-01-01, day number 0, was a Thursday). */
export function dayOfWeek(date: IsoDate): number {
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

export function isBusinessDay(date: IsoDate, observance: Observance = 'fed'): boolean {
  const dow = dayOfWeek(date);
  if (dow === 0 || dow === 6 || BANK_HOLIDAYS.has(date)) return false;
  return !(observance === 'friday-before' && SATURDAY_HOLIDAYS.has(addDays(date, 1)));
}

/** How a scheduled date moves when it is not a business day (ACH bills move forward, pay moves back). */
export type Shift = 'none' | 'next' | 'previous';

export function shiftToBusinessDay(date: IsoDate, shift: Shift, observance: Observance = 'fed'): IsoDate {
  if (shift === 'none') return date;
  let day = date;
  while (!isBusinessDay(day, observance)) day = addDays(day, shift === 'next' ? 1 : -1);
  return day;
}

/** The given day of the month, clamped to the month's length: day 31 in April is April 30. */
export function dayInMonth(year: number, month: number, day: number): IsoDate {
  const clamped = Math.min(day, daysInMonth(year, month));
  return `${year}-${String(month).padStart(2, '0')}-${String(clamped).padStart(2, '0')}`;
}

export function lastBusinessDayOfMonth(date: IsoDate, observance: Observance = 'fed'): IsoDate {
  const { year, month } = toCalendarDate(date);
  return shiftToBusinessDay(dayInMonth(year, month, 31), 'previous', observance);
}

/** Month starts from `from` (its month) through `to`, stepping `stepMonths`. */
export function monthStarts(from: IsoDate, to: IsoDate, stepMonths = 1): IsoDate[] {
  const { year, month } = toCalendarDate(from);
  const starts: IsoDate[] = [];
  for (let d = dayInMonth(year, month, 1); compareIso(d, to) <= 0; d = addMonths(d, stepMonths))
    starts.push(d);
  return starts;
}

export function isWithin(date: IsoDate, from: IsoDate, to: IsoDate): boolean {
  return compareIso(date, from) >= 0 && compareIso(date, to) <= 0;
}

/** "0315" as debit-card descriptions print the purchase day. */
export function mmdd(date: IsoDate): string {
  const { month, day } = toCalendarDate(date);
  return `${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
}

/** "03/15". */
export function mmSlashDd(date: IsoDate): string {
  const { month, day } = toCalendarDate(date);
  return `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}`;
}

/** "250315" as Wells Fargo ACH lines print the effective date. */
export function yymmdd(date: IsoDate): string {
  return date.slice(2).replaceAll('-', '');
}

/** "03/15/25" as Wells Fargo transfer lines print it (or with another separator). */
export function mmddyy(date: IsoDate, separator = '/'): string {
  const { year, month, day } = toCalendarDate(date);
  return [month, day, year % 100].map((n) => String(n).padStart(2, '0')).join(separator);
}

/** "03/15/2025", as US statements print the date. */
export function mmddyyyy(date: IsoDate): string {
  return `${mmSlashDd(date)}/${date.slice(0, 4)}`;
}
