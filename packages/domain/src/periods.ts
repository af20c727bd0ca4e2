import { z } from 'zod';
import {
  addDays,
  addMonths,
  compareIso,
  daysBetween,
  endOfMonth,
  fromCalendarDate,
  isIsoDate,
  minIso,
  startOfMonth,
  startOfYear,
  toCalendarDate,
  type IsoDate,
} from './dates';

/**
 * Report periods of the Display Criteria filter bar and the summary (spec section 9).
 *
 * Decisions where the spec is silent (docs/decisions would repeat these):
 * - "Last N days" is N calendar days ending today, inclusive: from = today - (N - 1). So "Last 7 days" on
 *   a Saturday starts the previous Sunday. '180' (Last 6 months) and '365' (Last year) are day counts too,
 *   as section 9 lists them among the "days" values.
 * - Last month / Last quarter are the previous full calendar month / quarter (Q1 = Jan-Mar); in Q1 the
 *   last quarter is Oct-Dec of the previous year.
 * - All time is 1970-01-01 to today. This month / This year run from their first day to today.
 * - This year up to last month is Jan 1 to the end of the previous month. In January no month of the
 *   year has ended, so the range is empty: `empty: true` with from = Jan 1 and to = Dec 31 of the previous
 *   year. A consumer that ignores the flag still selects nothing (BETWEEN from AND to is empty).
 * - Custom is user input, so problems come back as a result, never thrown. An invalid `today` is a
 *   programming error (the clock is injected) and throws RangeError like the date functions.
 */

export const PERIOD_KEYS = [
  'custom',
  '7',
  '30',
  'last_month',
  '90',
  'last_quarter',
  '180',
  '365',
  'all',
  'this_month',
  'this_year',
  'this_year_to_last_month',
] as const;
export type PeriodKey = (typeof PERIOD_KEYS)[number];

/** The options of the report period select, in the spec's order. */
export const REPORT_PERIOD_KEYS = [
  'custom',
  '7',
  '30',
  'last_month',
  '90',
  'last_quarter',
  '180',
  '365',
  'all',
] as const satisfies readonly PeriodKey[];
export type ReportPeriodKey = (typeof REPORT_PERIOD_KEYS)[number];

export const PERIOD_LABELS: Readonly<Record<PeriodKey, string>> = {
  custom: 'Custom',
  '7': 'Last 7 days',
  '30': 'Last 30 days',
  last_month: 'Last month',
  '90': 'Last 90 days',
  last_quarter: 'Last quarter',
  '180': 'Last 6 months',
  '365': 'Last year',
  all: 'All time',
  this_month: 'This month',
  this_year: 'This year',
  this_year_to_last_month: 'This year up to last month',
};

export const DEFAULT_PERIOD = '30' satisfies ReportPeriodKey;
export const ALL_TIME_START: IsoDate = '1970-01-01';

export const periodKeySchema = z.enum(PERIOD_KEYS);
export const reportPeriodKeySchema = z.enum(REPORT_PERIOD_KEYS);

export interface PeriodOption<K extends PeriodKey = PeriodKey> {
  value: K;
  label: string;
}

export const REPORT_PERIOD_OPTIONS: readonly PeriodOption<ReportPeriodKey>[] = REPORT_PERIOD_KEYS.map(
  (value) => ({ value, label: PERIOD_LABELS[value] }),
);

export function periodLabel(key: PeriodKey): string {
  return PERIOD_LABELS[key];
}

/** The From/To pickers are hidden for All time (spec: Display Criteria). */
export function periodShowsDatePickers(key: PeriodKey): boolean {
  return key !== 'all';
}

export interface DateRange {
  from: IsoDate;
  to: IsoDate;
}

/** Inclusive range. `empty` is true only when no day qualifies; then from > to. */
export interface ResolvedPeriod extends DateRange {
  empty: boolean;
}

export type PeriodErrorCode = 'CUSTOM_RANGE_MISSING' | 'CUSTOM_RANGE_INVALID_DATE' | 'CUSTOM_RANGE_REVERSED';

export const PERIOD_ERROR_MESSAGES: Readonly<Record<PeriodErrorCode, string>> = {
  CUSTOM_RANGE_MISSING: 'Choose both a From and a To date.',
  CUSTOM_RANGE_INVALID_DATE: 'From and To must be valid dates.',
  CUSTOM_RANGE_REVERSED: 'The From date must be on or before the To date.',
};

export type PeriodResolution =
  { ok: true; period: ResolvedPeriod } | { ok: false; code: PeriodErrorCode; message: string };

const LAST_N_DAYS: Partial<Record<PeriodKey, number>> = {
  '7': 7,
  '30': 30,
  '90': 90,
  '180': 180,
  '365': 365,
};

function range(from: IsoDate, to: IsoDate): PeriodResolution {
  return { ok: true, period: { from, to, empty: compareIso(from, to) > 0 } };
}

function failure(code: PeriodErrorCode): PeriodResolution {
  return { ok: false, code, message: PERIOD_ERROR_MESSAGES[code] };
}

function resolveCustom(custom: Partial<DateRange> | undefined): PeriodResolution {
  if (!custom?.from || !custom.to) return failure('CUSTOM_RANGE_MISSING');
  if (!isIsoDate(custom.from) || !isIsoDate(custom.to)) return failure('CUSTOM_RANGE_INVALID_DATE');
  if (compareIso(custom.from, custom.to) > 0) return failure('CUSTOM_RANGE_REVERSED');
  return range(custom.from, custom.to);
}

function startOfQuarter(iso: IsoDate): IsoDate {
  const { year, month } = toCalendarDate(iso);
  return fromCalendarDate({ year, month: month - ((month - 1) % 3), day: 1 });
}

/** Resolves a period key to inclusive ISO dates relative to `today` (from the injected clock). */
export function resolvePeriod(key: PeriodKey, today: IsoDate, custom?: Partial<DateRange>): PeriodResolution {
  toCalendarDate(today); // throws on a malformed clock value
  const days = LAST_N_DAYS[key];
  if (days !== undefined) return range(addDays(today, -(days - 1)), today);
  switch (key) {
    case 'custom':
      return resolveCustom(custom);
    case 'last_month': {
      const start = addMonths(startOfMonth(today), -1);
      return range(start, endOfMonth(start));
    }
    case 'last_quarter': {
      const start = addMonths(startOfQuarter(today), -3);
      return range(start, endOfMonth(addMonths(start, 2)));
    }
    case 'all':
      // min() only matters for a clock set before 1970, which keeps the range non-empty.
      return range(minIso(ALL_TIME_START, today), today);
    case 'this_month':
      return range(startOfMonth(today), today);
    case 'this_year':
      return range(startOfYear(today), today);
    case 'this_year_to_last_month':
      return range(startOfYear(today), addDays(startOfMonth(today), -1));
    default:
      throw new RangeError(`Unknown period key: ${String(key)}`);
  }
}

/** Number of days in an inclusive range; 0 for an empty one. */
export function periodLengthDays({ from, to }: DateRange): number {
  return Math.max(0, daysBetween(from, to) + 1);
}

/**
 * Timeframes of the Income & Spending Goals page: the report periods plus this month, this year to date
 * and this year to last month (spec section 9). The spec names but does not order them; we put the
 * calendar ones next to their neighbours in length and keep Custom last, where the custom inputs appear.
 */
export const GOAL_TIMEFRAME_OPTIONS: readonly PeriodOption[] = [
  { value: '7', label: PERIOD_LABELS['7'] },
  { value: '30', label: PERIOD_LABELS['30'] },
  { value: 'this_month', label: 'This month' },
  { value: 'last_month', label: PERIOD_LABELS.last_month },
  { value: '90', label: PERIOD_LABELS['90'] },
  { value: 'last_quarter', label: PERIOD_LABELS.last_quarter },
  { value: '180', label: PERIOD_LABELS['180'] },
  { value: 'this_year', label: 'This year to date' },
  { value: 'this_year_to_last_month', label: 'This year to last month' },
  { value: '365', label: PERIOD_LABELS['365'] },
  { value: 'all', label: PERIOD_LABELS.all },
  { value: 'custom', label: PERIOD_LABELS.custom },
];
