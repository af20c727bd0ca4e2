import {
  addDays,
  addMonths,
  daysInMonth,
  fromCalendarDate,
  toCalendarDate,
  toDayNumber,
  type IsoDate,
} from '../../dates';
import type { LedgerTransaction } from '../../ledger/ledger-transaction';

/** Builders for the engine's table tests: statement rows and schedules with real-world shifts. */

let sequence = 0;

export function row(
  date: IsoDate,
  description: string,
  amountCents: number,
  options: { accountId?: string; merchantName?: string | null; category?: string[]; id?: string } = {},
): LedgerTransaction {
  sequence++;
  return {
    id: options.id ?? `t${sequence}`,
    accountId: options.accountId ?? 'checking',
    date,
    description,
    merchantName: options.merchantName ?? null,
    amountCents,
    category: options.category ?? [],
    pending: false,
  };
}

/** 0 = Sunday .. 6 = Saturday (1970-01-01 was a Thursday). */
export function weekday(date: IsoDate): number {
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

/** Banks post a weekend charge on the Friday before ('back') or the Monday after ('forward'). */
export function businessDay(date: IsoDate, shift: 'back' | 'forward'): IsoDate {
  const day = weekday(date);
  if (day === 6) return addDays(date, shift === 'back' ? -1 : 2);
  if (day === 0) return addDays(date, shift === 'back' ? -2 : 1);
  return date;
}

/** `count` dates on day `day` of consecutive months (clamped at month end) from `start`'s month. */
export function monthlyOn(start: IsoDate, day: number, count: number, shift?: 'back' | 'forward'): IsoDate[] {
  return Array.from({ length: count }, (_, i) => {
    const { year, month } = toCalendarDate(addMonths(start, i));
    const date = fromCalendarDate({ year, month, day: Math.min(day, daysInMonth(year, month)) });
    return shift ? businessDay(date, shift) : date;
  });
}

export function everyDays(start: IsoDate, step: number, count: number): IsoDate[] {
  return Array.from({ length: count }, (_, i) => addDays(start, i * step));
}

/** Rows for each date with one description and amount (or an amount per index). */
export function rows(
  dates: readonly IsoDate[],
  description: string | ((i: number) => string),
  amountCents: number | ((i: number) => number),
  options: { accountId?: string; merchantName?: string | null; category?: string[] } = {},
): LedgerTransaction[] {
  return dates.map((date, i) =>
    row(
      date,
      typeof description === 'function' ? description(i) : description,
      typeof amountCents === 'function' ? amountCents(i) : amountCents,
      options,
    ),
  );
}

/** A deterministic pseudo-random sequence for noise in tests (no Math.random in the domain). */
export function noise(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
