import { daysInMonth, type IsoDate } from '@tourniquet/domain';
import type { DateFormat } from '../types.ts';

/** In order of preference when a file's dates fit several: US banks write month first. */
export const DATE_FORMATS: readonly DateFormat[] = [
  'MM/DD/YYYY',
  'DD/MM/YYYY',
  'YYYY-MM-DD',
  'YYYYMMDD',
  'MMM D, YYYY',
  'D-MMM-YYYY',
];

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
// Exports append a time now and then ("2025-03-15T10:22:01Z", "03/15/2025 10:22 AM"): the calendar day is
// what counts, taken as written, never shifted by a time zone.
const TRAILING_TIME =
  /[T\s]+\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:[AP]M)?\s*(?:Z|[+-]\d{2}:?\d{2}|[A-Z]{3,4})?$/i;
const NUMERIC = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const MONTH_FIRST = /^(?:[a-z]{3,9},?\s+)?([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4}|\d{2})$/i;
const DAY_FIRST = /^(\d{1,2})[\s/-]([a-z]{3,9})\.?[\s/,-]+(\d{4}|\d{2})$/i;

/** The calendar date a cell spells in one format, or null. */
export function parseDate(value: string, format: DateFormat): IsoDate | null {
  const text = value.trim().replace(TRAILING_TIME, '');
  switch (format) {
    case 'MM/DD/YYYY':
    case 'DD/MM/YYYY': {
      const m = NUMERIC.exec(text);
      if (!m || m[1]!.length > 2 || m[2]!.length > 2 || m[3]!.length === 1 || m[3]!.length === 3) return null;
      const [first, second] = [Number(m[1]), Number(m[2])];
      return format === 'MM/DD/YYYY' ? build(m[3]!, first, second) : build(m[3]!, second, first);
    }
    case 'YYYY-MM-DD': {
      const m = NUMERIC.exec(text);
      return m && m[1]!.length === 4 && m[3]!.length <= 2 ? build(m[1]!, Number(m[2]), Number(m[3])) : null;
    }
    case 'YYYYMMDD': {
      const m = COMPACT.exec(text);
      return m ? build(m[1]!, Number(m[2]), Number(m[3])) : null;
    }
    case 'MMM D, YYYY': {
      const m = MONTH_FIRST.exec(text);
      return m ? build(m[3]!, monthNumber(m[1]!), Number(m[2])) : null;
    }
    case 'D-MMM-YYYY': {
      const m = DAY_FIRST.exec(text);
      return m ? build(m[3]!, monthNumber(m[2]!), Number(m[1])) : null;
    }
  }
}

/** "mar", "March", "Sept." -> 3, 3, 9; 0 for anything else. */
function monthNumber(name: string): number {
  const lower = name.toLowerCase();
  if (lower.length < 3) return 0;
  return MONTHS.findIndex((month) => month.startsWith(lower)) + 1;
}

/** Two-digit years pivot at 70 (25 -> 2025, 98 -> 1998); years outside 1900-2199 are not statement dates. */
function build(yearText: string, month: number, day: number): IsoDate | null {
  const twoDigit = Number(yearText);
  const year = yearText.length <= 2 ? (twoDigit < 70 ? 2000 + twoDigit : 1900 + twoDigit) : twoDigit;
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return null;
  }
  return `${year}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}
