import { parseStatementDate, toCalendarDate, type DateFormat } from '@tourniquet/domain';

/** How each date format reads, with an example of its spelling. */
export const DATE_FORMAT_LABELS: Record<DateFormat, string> = {
  'YYYY-MM-DD': 'Year first (2025-03-15)',
  'MM/DD/YYYY': 'Month first (03/15/2025)',
  'DD/MM/YYYY': 'Day first (15/03/2025)',
  YYYYMMDD: 'Compact (20250315)',
  'MMM D, YYYY': 'Month name first (Mar 15, 2025)',
  'D-MMM-YYYY': 'Day, month name (15-Mar-2025)',
  'DD/YYYY/MM': 'Day, year, month (15/2025/03)',
  'MM/YYYY/DD': 'Month, year, day (03/2025/15)',
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const SHORT = MONTHS.map((m) => m.slice(0, 3).toLowerCase());

export interface DayReading {
  year: number;
  month: number;
  day: number;
}

/**
 * What a date cell says under one format ("03/04/2025" is March 4 month first, April 3 day first), or null
 * when it does not read that way: the importer's own reading (the domain's parseStatementDate), so the
 * question asked here is about the dates the import will store.
 */
export function readDateAs(raw: string, format: DateFormat): DayReading | null {
  const iso = parseStatementDate(raw, format);
  return iso === null ? null : toCalendarDate(iso);
}

/** "March 4", or "March 4, 2025" when the year is wanted. */
export function describeDay(reading: DayReading, withYear: boolean): string {
  const text = `${MONTHS[reading.month - 1]} ${reading.day}`;
  return withYear ? `${text}, ${reading.year}` : text;
}

/** An ISO date written in a format's spelling: what a file using that format had in the cell. */
export function writeDateAs(iso: string, format: DateFormat): string {
  const [y = '', m = '', d = ''] = iso.split('-');
  const month = SHORT[Number(m) - 1] ?? '';
  const name = month.charAt(0).toUpperCase() + month.slice(1);
  switch (format) {
    case 'YYYY-MM-DD':
      return iso;
    case 'MM/DD/YYYY':
      return `${m}/${d}/${y}`;
    case 'DD/MM/YYYY':
      return `${d}/${m}/${y}`;
    case 'YYYYMMDD':
      return `${y}${m}${d}`;
    case 'MMM D, YYYY':
      return `${name} ${Number(d)}, ${y}`;
    case 'D-MMM-YYYY':
      return `${Number(d)}-${name}-${y}`;
    case 'DD/YYYY/MM':
      return `${d}/${y}/${m}`;
    case 'MM/YYYY/DD':
      return `${m}/${y}/${d}`;
  }
}

export interface DateQuestion {
  /** The cell the question is about, as the file writes it. */
  example: string;
  /** '03/04/2025 is March 4 or April 3?' */
  question: string;
  /** One answer per format, in the order given: 'March 4, 2025'. */
  answers: { format: DateFormat; reading: string }[];
}

/**
 * The question to put to the user when several formats read every date of the file: about the first of
 * `examples` that the formats read differently (03/04 rather than 01/01), so the answers tell them apart.
 */
export function dateQuestion(
  examples: readonly string[],
  formats: readonly DateFormat[],
): DateQuestion | null {
  const readingsOf = (raw: string) => formats.map((format) => readDateAs(raw, format));
  const telling = examples.find((raw) => {
    const readings = readingsOf(raw);
    return (
      readings.every(Boolean) && new Set(readings.map((r) => JSON.stringify(r))).size === readings.length
    );
  });
  if (telling === undefined) {
    // Every date reads the same either way (01/01/2025): ask about the formats themselves.
    const example = examples.find((raw) => readingsOf(raw).every(Boolean));
    if (example === undefined) return null;
    return {
      example,
      question: 'Which way does this file write its dates?',
      answers: formats.map((format) => ({
        format,
        reading: describeDay(readDateAs(example, format)!, true),
      })),
    };
  }
  const example = telling;
  const readings = readingsOf(example) as DayReading[];
  const oneYear = new Set(readings.map((r) => r.year)).size === 1;
  const short = readings.map((r) => describeDay(r, !oneYear));
  const last = short.pop();
  return {
    example,
    question: `${example} is ${short.length > 0 ? `${short.join(', ')} or ${last}` : last}?`,
    answers: formats.map((format, i) => ({ format, reading: describeDay(readings[i]!, true) })),
  };
}
