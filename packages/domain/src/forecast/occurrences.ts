import { addDays, addMonths, daysInMonth, fromCalendarDate, toCalendarDate, type IsoDate } from '../dates';
import type { Cadence } from '../recurring/engine/types';

const DAY_STEPS: Partial<Record<Cadence, number>> = { weekly: 7, biweekly: 14 };
const MONTH_STEPS: Partial<Record<Cadence, number>> = {
  monthly: 1,
  quarterly: 3,
  semi_annual: 6,
  annual: 12,
};

function onDay(year: number, month: number, day: number): IsoDate {
  return fromCalendarDate({ year, month, day: Math.min(day, daysInMonth(year, month)) });
}

/** A month-end date (28th or later and the month's last day) stands for "the last day of every month". */
function anchorDay(date: IsoDate): number {
  const { year, month, day } = toCalendarDate(date);
  return day >= 28 && day === daysInMonth(year, month) ? 31 : day;
}

/**
 * The two days of a semi-monthly series from one of them: the 1st and 15th, the 15th and the month's end, or
 * two days 15 apart (5th and 20th).
 */
function semiMonthlyDays(next: IsoDate): [number, number] {
  const day = anchorDay(next);
  if (day <= 15) return [day, day === 15 ? 31 : day + 15];
  if (day === 31) return [15, 31];
  return [day - 15, day];
}

/**
 * The scheduled (not yet business-day shifted) dates of a series from its next expected date through `to`,
 * each computed from the anchor, not from the one before, so a clamped February never drags later months.
 */
export function scheduledDates(cadence: Cadence, nextDate: IsoDate, to: IsoDate): IsoDate[] {
  const dates: IsoDate[] = [];
  const dayStep = DAY_STEPS[cadence];
  const monthStep = MONTH_STEPS[cadence];
  if (dayStep !== undefined) {
    for (let date = nextDate; date <= to; date = addDays(date, dayStep)) dates.push(date);
    return dates;
  }
  if (monthStep !== undefined) {
    const day = anchorDay(nextDate);
    for (let k = 0; ; k += 1) {
      const shifted = addMonths(nextDate, k * monthStep);
      const { year, month } = toCalendarDate(shifted);
      const date = onDay(year, month, day);
      if (date > to) return dates;
      dates.push(date);
    }
  }
  const [early, late] = semiMonthlyDays(nextDate);
  const start = toCalendarDate(nextDate);
  for (let k = 0; ; k += 1) {
    const { year, month } = toCalendarDate(addMonths(fromCalendarDate({ ...start, day: 1 }), k));
    for (const date of [onDay(year, month, early), onDay(year, month, late)]) {
      if (date > to) return dates;
      if (date >= nextDate) dates.push(date);
    }
  }
}
