import { fromCalendarDate, isIsoDate, toCalendarDate, type IsoDate } from './dates';

/** Display and filter formats for calendar dates, fixed to en-US (spec: short month, day, year). */

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-21' -> 'Nov 21, 2026' (the same text Intl en-US { month: 'short' } gives, without a time zone). */
export function formatDate(iso: IsoDate): string {
  const { year, month, day } = toCalendarDate(iso);
  return `${SHORT_MONTHS[month - 1]} ${day}, ${year}`;
}

/** '2026-11-21' -> '11/21/26', the MM/dd/yy of the Display Criteria date pickers. */
export function formatFilterDate(iso: IsoDate): string {
  const { year, month, day } = toCalendarDate(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(month)}/${pad(day)}/${pad(year % 100)}`;
}

const FILTER_PATTERN = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/;

/**
 * Parses the filter format back to ISO: '11/21/26' -> '2026-11-21'; also accepts M/d/yy and MM/dd/yyyy.
 * A two-digit year is resolved like date-fns does: into the 100-year window [today - 50, today + 49]
 * (so '12/31/99' is 1999 in 2026). Without `today`, two-digit years mean 2000-2099.
 * Returns null for anything that is not a real calendar date.
 */
export function parseFilterDate(input: string, today?: IsoDate): IsoDate | null {
  const match = FILTER_PATTERN.exec(input.trim());
  if (!match) return null;
  const [, monthText = '', dayText = '', yearText = ''] = match;
  let year = Number(yearText);
  if (yearText.length === 2) {
    // date-fns' normalizeTwoDigitYear: the window is [reference - 50, reference + 49].
    const referenceYear = today === undefined ? 2050 : toCalendarDate(today).year;
    const rangeEnd = referenceYear + 50;
    const rangeEndCentury = Math.floor(rangeEnd / 100) * 100;
    year += rangeEndCentury - (year >= rangeEnd % 100 ? 100 : 0);
  }
  const month = Number(monthText);
  const day = Number(dayText);
  const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isIsoDate(iso) ? fromCalendarDate({ year, month, day }) : null;
}
