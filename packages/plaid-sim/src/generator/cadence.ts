import { addDays, monthDay, weekday, type IsoDate } from '../core/dates.ts';
import type { Cadence } from './types.ts';

const MONTH_STEP: Partial<Record<Cadence, number>> = { monthly: 1, quarterly: 3, annual: 12 };
const DAY_STEP: Partial<Record<Cadence, number>> = { weekly: 7, biweekly: 14 };

export const CADENCE_DAYS: Record<Cadence, number> = {
  weekly: 7,
  biweekly: 14,
  monthly: 30.44,
  quarterly: 91.3,
  annual: 365.25,
};

/**
 * Occurrence dates of a cadence from `first` (inclusive) up to `last` (inclusive), with each occurrence's
 * index counted from `first`. Indices never depend on `last`, so a longer horizon only appends occurrences.
 */
export function occurrences(cadence: Cadence, anchor: number, first: IsoDate, last: IsoDate): IsoDate[] {
  const out: IsoDate[] = [];
  const months = MONTH_STEP[cadence];
  if (months !== undefined) {
    for (let k = 0; ; k++) {
      const date = monthDay(first, k * months, anchor);
      if (date < first) continue;
      if (date > last) break;
      out.push(date);
    }
    return out;
  }
  const step = DAY_STEP[cadence] ?? 7;
  let date = addDays(first, (anchor - weekday(first) + 7) % 7);
  for (; date <= last; date = addDays(date, step)) out.push(date);
  return out;
}
