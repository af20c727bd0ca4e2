import { addDays, compareIso, toCalendarDate } from '@tourniquet/domain';
import type { IsoDate } from '@tourniquet/domain';
import {
  dayInMonth,
  isWithin,
  lastBusinessDayOfMonth,
  monthStarts,
  shiftToBusinessDay,
} from '../../kit/calendar';
import type { Shift } from '../../kit/calendar';

/** The data window: two years of history, exported a few days before "today" (2026-11-24). */
export const WINDOW_START: IsoDate = '2024-11-01';
export const WINDOW_END: IsoDate = '2026-11-20';
export const TODAY: IsoDate = '2026-11-24';

export interface MonthlyOptions {
  /** Day of the month the biller anchors on; 31 clamps to the month end (Feb 28, Apr 30, ...). */
  day: number;
  from?: IsoDate;
  to?: IsoDate;
  shift?: Shift;
  /** 1 monthly, 3 quarterly, 6 semi-annual, 12 annual. */
  stepMonths?: number;
  /** First month of the schedule (defaults to the month of `from`). */
  firstMonth?: IsoDate;
}

export function monthlyDates(options: MonthlyOptions): IsoDate[] {
  const from = options.from ?? WINDOW_START;
  const to = options.to ?? WINDOW_END;
  const starts = monthStarts(options.firstMonth ?? from, to, options.stepMonths ?? 1);
  return starts
    .map((start) => {
      const { year, month } = toCalendarDate(start);
      return shiftToBusinessDay(dayInMonth(year, month, options.day), options.shift ?? 'none');
    })
    .filter((date) => isWithin(date, from, to));
}

/** Salaried pay on the 15th and the last business day; a weekend or holiday payday moves earlier. */
export function semiMonthlyDates(from: IsoDate = WINDOW_START, to: IsoDate = WINDOW_END): IsoDate[] {
  return monthStarts(from, to).flatMap((start) => {
    const { year, month } = toCalendarDate(start);
    const mid = shiftToBusinessDay(dayInMonth(year, month, 15), 'previous');
    return [mid, lastBusinessDayOfMonth(start)].filter((date) => isWithin(date, from, to));
  });
}

/** Weekly (7) or biweekly (14) from a first date; each date may move to a business day. */
export function everyNDays(
  first: IsoDate,
  n: number,
  to: IsoDate = WINDOW_END,
  shift: Shift = 'none',
): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let d = first; compareIso(d, to) <= 0; d = addDays(d, n)) {
    const shifted = shiftToBusinessDay(d, shift);
    if (compareIso(shifted, to) <= 0) dates.push(shifted);
  }
  return dates;
}

/** Drops the dates inside [from, to]: a paused membership, a forbearance, a declined month. */
export function without(dates: readonly IsoDate[], from: IsoDate, to: IsoDate = from): IsoDate[] {
  return dates.filter((date) => !isWithin(date, from, to));
}
