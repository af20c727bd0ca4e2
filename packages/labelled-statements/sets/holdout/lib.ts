/**
 * The first holdout set's own mechanics: its schedules (monthly anchors, every n days, the n-th weekday),
 * accounts whose lines carry an aggregator's enrichment (decided once per merchant), and its irregular
 * spending. Lines go into the kit's household builder on the kit's calendar.
 */
import { addDays, toCalendarDate } from '@tourniquet/domain';
import type { IsoDate } from '@tourniquet/domain';
import type { AccountType, FeeKind } from '../../score/labels';
import { dayInMonth, dayOfWeek, shiftToBusinessDay } from '../../kit/calendar';
import { END, START, Household } from '../../kit/household';
import type { Rng } from '../../kit/random';

export { END, START };

export type Shift = 'none' | 'next' | 'prev';

/** A date moved to a business day of the one calendar (calendar.ts), as the holdout sets observe it. */
export function shifted(iso: IsoDate, shift: Shift): IsoDate {
  return shift === 'none'
    ? iso
    : shiftToBusinessDay(iso, shift === 'prev' ? 'previous' : 'next', 'friday-before');
}

/** The anchor day in every month from `from` to `to` (inclusive), clamped to the month end, then shifted. */
export function monthlyDates(
  from: IsoDate,
  to: IsoDate,
  day: number,
  shift: Shift = 'none',
  everyMonths = 1,
): IsoDate[] {
  const out: IsoDate[] = [];
  const start = toCalendarDate(from);
  let year = start.year;
  let month = start.month;
  for (;;) {
    const nominal = dayInMonth(year, month, day);
    if (nominal > to) break;
    if (nominal >= from) out.push(shifted(nominal, shift));
    month += everyMonths;
    while (month > 12) {
      month -= 12;
      year++;
    }
  }
  return out;
}

/** Every `step` days from `first` while on or before `to`, shifted. */
export function everyDays(first: IsoDate, to: IsoDate, step: number, shift: Shift = 'none'): IsoDate[] {
  const out: IsoDate[] = [];
  for (let d = first; d <= to; d = addDays(d, step)) out.push(shifted(d, shift));
  return out;
}

/** The n-th given weekday (0=Sun) of each month, e.g. Social Security's second Wednesday. */
export function nthWeekdayDates(from: IsoDate, to: IsoDate, dow: number, n: number): IsoDate[] {
  return monthlyDates(from, to, 1).map((first) => {
    const offset = (dow - dayOfWeek(first) + 7) % 7;
    return addDays(first, offset + 7 * (n - 1));
  });
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0) / 4294967296;
}

export interface Row {
  date: IsoDate;
  description: string;
  merchant: string;
  /** The bank's sign: negative is money out. */
  cents: number;
  category: string;
  series?: string;
  fee?: FeeKind;
}

/**
 * What an aggregator puts in the Merchant and Category columns. Decided once per (file, merchant key), so a
 * merchant is wrong the same way on every line, as real enrichment is.
 */
export interface Enrichment {
  merchant: string;
  category: string;
}

/** An account of the household builder whose lines carry the aggregator's enrichment. */
export class Account {
  private readonly memo = new Map<string, Enrichment>();
  constructor(
    private readonly household: Household,
    readonly file: string,
    /** Share of lines with a category (cards fill most, checking accounts few). */
    readonly categoryRate: number,
  ) {}

  /** Merchant/category as the aggregator gives them, consistently per key. */
  enrich(
    key: string,
    clean: string,
    category: string,
    wrong?: { merchant?: string; category?: string },
  ): Enrichment {
    const found = this.memo.get(key);
    if (found) return found;
    const m = hash(`${this.file}|m|${key}`);
    const c = hash(`${this.file}|c|${key}`);
    const merchant = m < 0.56 ? clean : m < 0.86 ? '' : (wrong?.merchant ?? '');
    const cat = c < 0.06 && wrong?.category ? wrong.category : c < this.categoryRate ? category : '';
    const result = { merchant, category: cat };
    this.memo.set(key, result);
    return result;
  }

  add(row: Row): void {
    const { date, description, cents, ...options } = row;
    this.household.add(this.file, date, description, cents, options);
  }
}

/** A household of the first holdout set, which lists its fee labels by file name. */
export function holdoutHousehold(name: string, notes: string): Household {
  return new Household(name, notes, { feesByFileName: true });
}

/** Opens an account on the household (newest line first when the bank exports so) with its enrichment. */
export function enrichedAccount(
  household: Household,
  file: string,
  type: AccountType,
  newestFirst: boolean,
  categoryRate: number,
): Account {
  household.account(file, type, { newestFirst });
  return new Account(household, file, categoryRate);
}

/** Irregular spending: about `perWeek` purchases a week, each from one of the given shapes. */
export interface Spend {
  key: string;
  clean: string;
  category: string;
  minCents: number;
  maxCents: number;
  describe: (date: IsoDate, rng: Rng) => string;
  wrong?: { merchant?: string; category?: string };
  weight?: number;
}

export function irregularSpending(
  account: Account,
  rng: Rng,
  perWeek: number,
  shapes: readonly Spend[],
): void {
  const total = shapes.reduce((s, x) => s + (x.weight ?? 1), 0);
  for (let d = START; d <= END; d = addDays(d, 1)) {
    let count = 0;
    const p = perWeek / 7;
    while (rng.chance(p / (count + 1)) && count < 3) count++;
    for (let i = 0; i < count; i++) {
      let r = rng.next() * total;
      let shape = shapes[0];
      for (const s of shapes) {
        r -= s.weight ?? 1;
        if (r <= 0) {
          shape = s;
          break;
        }
      }
      if (!shape) continue;
      const e = account.enrich(shape.key, shape.clean, shape.category, shape.wrong);
      account.add({
        date: d,
        description: shape.describe(d, rng),
        merchant: e.merchant,
        cents: -rng.cents(shape.minCents, shape.maxCents),
        category: e.category,
      });
    }
  }
}

/** Adds one row with the aggregator's merchant/category for `key`. */
export function put(
  account: Account,
  date: IsoDate,
  description: string,
  cents: number,
  meta: [key: string, clean: string, category: string, wrong?: { merchant?: string; category?: string }],
  extra: { series?: string; fee?: FeeKind } = {},
): void {
  const e = account.enrich(meta[0], meta[1], meta[2], meta[3]);
  account.add({ date, description, cents, merchant: e.merchant, category: e.category, ...extra });
}

/** Irregular dates: gaps drawn between `minGap` and `maxGap` days. */
export function irregularDates(rng: Rng, minGap: number, maxGap: number, from = START, to = END): IsoDate[] {
  const out: IsoDate[] = [];
  for (let d = addDays(from, rng.int(0, maxGap)); d <= to; d = addDays(d, rng.int(minGap, maxGap)))
    out.push(d);
  return out;
}
