import { daysInMonth, type IsoDate } from './dates';

/**
 * How the dates of a statement file are written: the one list the importer, its API and the import screen
 * use. Each name also covers its 2-digit-year spelling (M/D/YY parses as 'MM/DD/YYYY') and any of the
 * separators / - . between the numbers ('YYYY-MM-DD' also reads 2025/03/15).
 */
export const DATE_FORMATS = [
  'YYYY-MM-DD',
  'MM/DD/YYYY',
  'DD/MM/YYYY',
  'YYYYMMDD',
  'MMM D, YYYY',
  'D-MMM-YYYY',
  'DD/YYYY/MM',
  'MM/YYYY/DD',
] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** The same formats in order of preference when a file's dates fit several: US banks write month first. */
export const DATE_FORMATS_BY_PREFERENCE: readonly DateFormat[] = [
  'MM/DD/YYYY',
  'DD/MM/YYYY',
  'YYYY-MM-DD',
  'YYYYMMDD',
  'MMM D, YYYY',
  'D-MMM-YYYY',
  // The year between day and month (hledger's own example writes 10/2009/09): the day first, as most of the
  // world writes it. No bank is known to write either; they are read because such a date is still clear.
  'DD/YYYY/MM',
  'MM/YYYY/DD',
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
// what counts, taken as written, never shifted by a time zone. The time is found from its first colon and read
// by an anchored pattern: the unanchored `[T\s]+\d{1,2}:...$` it replaces took quadratic time on "TTTT...".
const TIME = /^\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:[AP]M\s*)?(?:Z|[+-]\d{2}:?\d{2}|[A-Z]{3,4})?$/i;
/** No statement date is longer: a longer cell is refused before any pattern reads it. */
export const MAX_STATEMENT_DATE_CHARS = 64;
const NUMERIC = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})$/;
const YEAR_MIDDLE = /^(\d{1,2})[/.-](\d{4})[/.-](\d{1,2})$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const MONTH_FIRST = /^(?:[a-z]{3,9},?\s+)?([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4}|\d{2})$/i;
const DAY_FIRST = /^(\d{1,2})[\s/-]([a-z]{3,9})\.?[\s/,-]+(\d{4}|\d{2})$/i;

/**
 * The calendar date a statement cell spells in one format, or null. The importer stores what this reads,
 * and the import screen asks its "which way round?" question with it, so both read a cell the same way.
 */
export function parseStatementDate(value: string, format: DateFormat): IsoDate | null {
  if (value.length > MAX_STATEMENT_DATE_CHARS) return null;
  const text = withoutTime(value.trim());
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
    case 'DD/YYYY/MM':
    case 'MM/YYYY/DD': {
      const m = YEAR_MIDDLE.exec(text);
      if (!m) return null;
      const [first, last] = [Number(m[1]), Number(m[3])];
      return format === 'DD/YYYY/MM' ? build(m[2]!, last, first) : build(m[2]!, first, last);
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

/** The text before a trailing time: separated from the date by T or spaces, 1-2 digits before the colon. */
function withoutTime(text: string): string {
  const colon = text.indexOf(':');
  if (colon < 0) return text;
  let start = colon;
  while (start > colon - 2 && start > 0 && isDigit(text[start - 1]!)) start -= 1;
  let end = start;
  while (end > 0 && /[T\s]/i.test(text[end - 1]!)) end -= 1;
  if (start === colon || end === start || !TIME.test(text.slice(start))) return text;
  return text.slice(0, end);
}

function isDigit(char: string): boolean {
  return char >= '0' && char <= '9';
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
