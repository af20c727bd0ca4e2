import {
  addDays,
  addMonths,
  compareIso,
  daysBetween,
  endOfMonth,
  fromCalendarDate,
  EARLIEST_DATE,
  isDateInRange,
  isIsoDate,
  LATEST_DATE,
  minIso,
  startOfMonth,
  startOfYear,
  toCalendarDate,
  type IsoDate,
} from './dates';
import type { PeriodKey } from './period-keys';

/**
 * Report periods of the Display Criteria filter bar and the summary (docs/product.md#9-constants).
 *
 * Decisions where the spec is silent (summarised in packages/domain/README.md):
 * - "Last N days" is N calendar days ending today, inclusive: from = today - (N - 1). So "Last 7 days" on
 *   a Saturday starts the previous Sunday. '180' and '365' (the spec's Last 6 months and Last year) are day counts
 *   too, as docs/product.md#9-constants lists them among the "days" values; the filter bar's coverage line says so
 *   (docs/decisions/028-period-labels-and-coverage.md).
 * - Last month / Last quarter are the previous full calendar month / quarter (Q1 = Jan-Mar); in Q1 the
 *   last quarter is Oct-Dec of the previous year.
 * - All time is 1970-01-01 to today. This month / This year run from their first day to today.
 * - This year up to last month is Jan 1 to the end of the previous month. In January no month of the
 *   year has ended, so the range is empty: `empty: true` with from = Jan 1 and to = Dec 31 of the previous
 *   year. A consumer that ignores the flag still selects nothing (BETWEEN from AND to is empty).
 * - Custom is user input, so problems come back as a result, never thrown. An invalid `today` is a
 *   programming error (the clock is injected) and throws RangeError like the date functions.
 */

export const ALL_TIME_START: IsoDate = '1970-01-01';

export interface DateRange {
  from: IsoDate;
  to: IsoDate;
}

/** Inclusive range. `empty` is true only when no day qualifies; then from > to. */
export interface ResolvedPeriod extends DateRange {
  empty: boolean;
}

export type PeriodErrorCode =
  | 'CUSTOM_RANGE_MISSING'
  | 'CUSTOM_RANGE_INVALID_DATE'
  | 'CUSTOM_RANGE_OUT_OF_BOUNDS'
  | 'CUSTOM_RANGE_REVERSED';

export const PERIOD_ERROR_MESSAGES: Readonly<Record<PeriodErrorCode, string>> = {
  CUSTOM_RANGE_MISSING: 'Choose both a From and a To date.',
  CUSTOM_RANGE_INVALID_DATE: 'From and To must be valid dates.',
  CUSTOM_RANGE_OUT_OF_BOUNDS: `From and To must be between ${EARLIEST_DATE} and ${LATEST_DATE}.`,
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
  if (!isDateInRange(custom.from) || !isDateInRange(custom.to)) return failure('CUSTOM_RANGE_OUT_OF_BOUNDS');
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
