/**
 * Calendar dates as 'YYYY-MM-DD' strings. Transaction dates are calendar days, never instants, so all
 * arithmetic here is on day numbers (days since 1970-01-01) with the proleptic Gregorian calendar and no
 * Date object at all: that rules out time-zone shifts and Date.UTC's "years 0-99 mean 1900-1999" quirk.
 * Supported years: 0001-9999 (what four digits can spell).
 */
export type IsoDate = string;

export interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  /** 1-31 */
  day: number;
}

const ISO_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MIN_DAY_NUMBER = -719162; // 0001-01-01
const MAX_DAY_NUMBER = 2932896; // 9999-12-31

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function parseParts(iso: string): CalendarDate | null {
  const match = ISO_PATTERN.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && parseParts(value) !== null;
}

/**
 * The days a stored or asked-for date may take: a row dated 0001-01-01 or a report to 9999-12-31 made the
 * day-by-day series fail; no statement or plan of a person's money reaches outside these.
 */
export const EARLIEST_DATE: IsoDate = '1900-01-01';
export const LATEST_DATE: IsoDate = '2100-12-31';

/** A valid ISO date within EARLIEST_DATE .. LATEST_DATE. */
export function isDateInRange(value: unknown): value is IsoDate {
  return isIsoDate(value) && value >= EARLIEST_DATE && value <= LATEST_DATE;
}

/** Splits a valid ISO date; throws RangeError for anything else (a programming error, not user input). */
export function toCalendarDate(iso: IsoDate): CalendarDate {
  const parts = parseParts(iso);
  if (!parts) throw new RangeError(`Not an ISO calendar date (YYYY-MM-DD): ${JSON.stringify(iso)}`);
  return parts;
}

export function fromCalendarDate({ year, month, day }: CalendarDate): IsoDate {
  const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  toCalendarDate(iso);
  return iso;
}

// Howard Hinnant's days_from_civil / civil_from_days: exact integer arithmetic in 400-year eras.
function dayNumber({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function fromDayNumber(days: number): IsoDate {
  if (!Number.isSafeInteger(days) || days < MIN_DAY_NUMBER || days > MAX_DAY_NUMBER) {
    throw new RangeError('Date out of the supported range 0001-01-01..9999-12-31');
  }
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return fromCalendarDate({ year, month, day });
}

/** Days since 1970-01-01 (negative before). */
export function toDayNumber(iso: IsoDate): number {
  return dayNumber(toCalendarDate(iso));
}

function assertWholeNumber(n: number): void {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Expected a whole number, got ${n}`);
}

export function addDays(iso: IsoDate, days: number): IsoDate {
  assertWholeNumber(days);
  return fromDayNumber(toDayNumber(iso) + days);
}

/** Adds calendar months, clamping to the month end: 2024-01-31 + 1 month = 2024-02-29. */
export function addMonths(iso: IsoDate, months: number): IsoDate {
  assertWholeNumber(months);
  const { year, month, day } = toCalendarDate(iso);
  const monthIndex = year * 12 + (month - 1) + months;
  const newYear = Math.floor(monthIndex / 12);
  const newMonth = monthIndex - newYear * 12 + 1;
  if (newYear < 1 || newYear > 9999) throw new RangeError('Date out of the supported range');
  return fromCalendarDate({
    year: newYear,
    month: newMonth,
    day: Math.min(day, daysInMonth(newYear, newMonth)),
  });
}

/** Adds years; Feb 29 lands on Feb 28 in a common year. */
export function addYears(iso: IsoDate, years: number): IsoDate {
  assertWholeNumber(years);
  return addMonths(iso, years * 12);
}

export function startOfMonth(iso: IsoDate): IsoDate {
  const { year, month } = toCalendarDate(iso);
  return fromCalendarDate({ year, month, day: 1 });
}

export function endOfMonth(iso: IsoDate): IsoDate {
  const { year, month } = toCalendarDate(iso);
  return fromCalendarDate({ year, month, day: daysInMonth(year, month) });
}

export function startOfYear(iso: IsoDate): IsoDate {
  return fromCalendarDate({ year: toCalendarDate(iso).year, month: 1, day: 1 });
}

/** -1, 0 or 1; valid four-digit ISO dates order the same as strings, but we validate first. */
export function compareIso(a: IsoDate, b: IsoDate): -1 | 0 | 1 {
  const diff = toDayNumber(a) - toDayNumber(b);
  return diff < 0 ? -1 : diff > 0 ? 1 : 0;
}

/** Signed whole days from `from` to `to`: daysBetween('2026-01-01', '2026-01-02') === 1. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

export function minIso(a: IsoDate, b: IsoDate): IsoDate {
  return compareIso(a, b) <= 0 ? a : b;
}

export function maxIso(a: IsoDate, b: IsoDate): IsoDate {
  return compareIso(a, b) >= 0 ? a : b;
}
