import {
  addDays,
  addMonths,
  daysBetween,
  daysInMonth,
  fromCalendarDate,
  toCalendarDate,
  type IsoDate,
} from '../../dates';
import { median } from './amounts';
import { CADENCE_DAYS, MONTH_STEPS, activeGraceDays } from './cadence';
import type { Cadence } from './types';

/** The most common value; ties go to the value seen first (the series' original day). */
function mode(values: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best = values[0] ?? 1;
  for (const [value, count] of counts) if (count > (counts.get(best) ?? 0)) best = value;
  return best;
}

/**
 * The day of month a monthly (or longer) series is anchored on. Charges in the last days of a month count
 * as a month-end anchor, so 31, 30, 28 and 31 (clamped February) read as the 31st.
 */
export function monthAnchor(dates: readonly IsoDate[]): number {
  const days = dates.map((date) => {
    const { year, month, day } = toCalendarDate(date);
    return day === daysInMonth(year, month) && day >= 28 ? 31 : day;
  });
  return mode(days);
}

/** Both anchors of a semi-monthly series: the usual day in the first half and in the second half. */
export function semiMonthlyAnchors(dates: readonly IsoDate[]): [number, number] {
  const days = dates.map((date) => {
    const { year, month, day } = toCalendarDate(date);
    return day === daysInMonth(year, month) && day >= 28 ? 31 : day;
  });
  const early = days.filter((day) => day <= 15);
  const late = days.filter((day) => day > 15);
  return [mode(early.length > 0 ? early : [1]), mode(late.length > 0 ? late : [31])];
}

function onDay(date: IsoDate, day: number): IsoDate {
  const { year, month } = toCalendarDate(date);
  return fromCalendarDate({ year, month, day: Math.min(day, daysInMonth(year, month)) });
}

/**
 * The next expected charge after the last date, from the series' anchor rather than from the last posting
 * date, which a weekend may have moved. Weekly cadences, and monthly ones whose day drifts (every 4 weeks),
 * step from the last charge.
 */
export function nextExpectedDate(cadence: Cadence, dates: readonly IsoDate[]): IsoDate {
  const last = dates[dates.length - 1] as IsoDate;
  const months = MONTH_STEPS[cadence];
  if (months !== undefined && dates.length >= 3 && timingSpread(cadence, dates) > 3) {
    // Billed every 4 weeks or 30 days: the day of month drifts, so step by the usual gap instead.
    const gaps = dates.slice(1).map((date, i) => daysBetween(dates[i] as IsoDate, date));
    return addDays(last, median(gaps));
  }
  if (months !== undefined) {
    const anchor = monthAnchor(dates);
    // The period the last charge belongs to: a charge on the 30th for a 1st anchor paid next month's bill.
    const candidates = [-1, 0, 1].map((shift) => onDay(addMonths(last, shift), anchor));
    const own = candidates.reduce((a, b) => (distance(a, last) <= distance(b, last) ? a : b));
    return addMonths(own, months) > last
      ? onDay(addMonths(own, months), anchor)
      : addDays(last, Math.round(CADENCE_DAYS[cadence]));
  }
  if (cadence === 'semi_monthly') {
    const [early, late] = semiMonthlyAnchors(dates);
    const options = [0, 1].flatMap((shift) => [
      onDay(addMonths(last, shift), early),
      onDay(addMonths(last, shift), late),
    ]);
    return options.filter((date) => distance(date, last) > 7 && date > last).sort()[0] ?? addDays(last, 15);
  }
  return addDays(last, Math.round(CADENCE_DAYS[cadence]));
}

const distance = (a: IsoDate, b: IsoDate) => Math.abs(daysBetween(a, b));

/** Active while the last charge is within one and a half periods (plus posting slack) of `today`. */
export function isActive(cadence: Cadence, lastDay: number, todayDay: number): boolean {
  return todayDay - lastDay <= activeGraceDays(cadence);
}

/**
 * How far charges stray from their schedule, in days (median). Monthly and longer: distance from the
 * anchor day in the nearest month (clamped at month end). Weekly cadences: distance of each gap from a
 * whole number of periods. Real bills post within a day or two of their date; visits to a shop do not.
 */
export function timingSpread(cadence: Cadence, dates: readonly IsoDate[]): number {
  const deviations: number[] = [];
  if (MONTH_STEPS[cadence] !== undefined || cadence === 'semi_monthly') {
    const anchors = cadence === 'semi_monthly' ? semiMonthlyAnchors(dates) : [monthAnchor(dates)];
    for (const date of dates) {
      let nearest = Infinity;
      for (const anchor of anchors)
        for (const shift of [-1, 0, 1])
          nearest = Math.min(nearest, distance(onDay(addMonths(date, shift), anchor), date));
      deviations.push(nearest);
    }
  } else {
    const period = CADENCE_DAYS[cadence];
    for (let i = 1; i < dates.length; i++) {
      const gap = daysBetween(dates[i - 1] as IsoDate, dates[i] as IsoDate);
      deviations.push(Math.abs(gap - Math.max(1, Math.round(gap / period)) * period));
    }
  }
  deviations.sort((a, b) => a - b);
  return deviations[deviations.length >> 1] ?? 0;
}
