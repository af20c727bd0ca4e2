/**
 * credit-union-and-online-bank's own window and date helpers (a set never imports another set's). 26.5 months, so an annual
 * charge early in the autumn is seen three times; the business-day shifts are the kit's.
 */
import { addDays, type IsoDate } from '@tourniquet/domain';
import { dayInMonth, dayOfWeek, monthStarts } from '../../kit/calendar';
import { nextBiz } from '../../kit/household';

export const WINDOW = { from: '2024-09-01', to: '2026-11-20' } as const;

/** Every [year, month] of the window. */
export const MONTHS_6: [number, number][] = monthStarts(WINDOW.from, WINDOW.to).map((d) => [
  Number(d.slice(0, 4)),
  Number(d.slice(5, 7)),
]);

/** Every date from `first` stepping `days` through `to` (the window's end unless given). */
export function every(first: IsoDate, days: number, to: IsoDate = WINDOW.to): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let d = first; d <= to && dates.length < 900; d = addDays(d, days)) dates.push(d);
  return dates;
}

/** The nth (1-based) given weekday (0 = Sunday) of a month. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): IsoDate {
  let d = dayInMonth(year, month, 1);
  while (dayOfWeek(d) !== weekday) d = addDays(d, 1);
  return addDays(d, 7 * (n - 1));
}

/** A monthly draft on `day`, moved to the next business day. */
export const draft = (year: number, month: number, day: number) => nextBiz(dayInMonth(year, month, day));

/** The amount in force on `date`: `steps` is [first date, cents] in date order. */
export function priceOn(date: IsoDate, steps: readonly [IsoDate, number][]): number {
  let cents = steps[0]![1];
  for (const [from, value] of steps) if (date >= from) cents = value;
  return cents;
}
