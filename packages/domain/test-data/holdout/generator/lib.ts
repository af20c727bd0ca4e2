/**
 * Building blocks of the held-out set: a seeded PRNG, the US Federal Reserve holiday calendar, schedules,
 * and a household builder that turns rows into CSV text plus labels.json. Written apart from the first set's
 * generator (households/generator), which this code never imports.
 */
import { addDays, daysBetween, daysInMonth, toCalendarDate, toDayNumber } from '../../../src/dates';
import type { IsoDate } from '../../../src/dates';
import type {
  AccountType,
  Cadence,
  FeeKind,
  HouseholdLabels,
  PriceChangeLabel,
  SeriesKind,
  SeriesLabel,
} from '../../labels';

export const TODAY: IsoDate = '2026-11-24';
export const START: IsoDate = '2024-11-21';
export const END: IsoDate = '2026-11-20';

/** mulberry32: small, fast, deterministic. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  cents(minDollars: number, maxDollars: number): number {
    return this.int(Math.round(minDollars * 100), Math.round(maxDollars * 100));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
  alnum(n: number): string {
    const chars = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
    let s = '';
    for (let i = 0; i < n; i++) s += chars[this.int(0, chars.length - 1)] ?? 'X';
    return s;
  }
}

/** Federal Reserve holidays (observed dates) over the set's span. */
export const FED_HOLIDAYS = new Set<IsoDate>([
  '2024-11-28',
  '2024-12-25',
  '2025-01-01',
  '2025-01-20',
  '2025-02-17',
  '2025-05-26',
  '2025-06-19',
  '2025-07-04',
  '2025-09-01',
  '2025-10-13',
  '2025-11-11',
  '2025-11-27',
  '2025-12-25',
  '2026-01-01',
  '2026-01-19',
  '2026-02-16',
  '2026-05-25',
  '2026-06-19',
  '2026-07-03',
  '2026-09-07',
  '2026-10-12',
  '2026-11-11',
  '2026-11-26',
]);

/** 0 = Sunday ... 6 = Saturday (1970-01-01 was a Thursday). */
export function weekday(iso: IsoDate): number {
  return (((toDayNumber(iso) + 4) % 7) + 7) % 7;
}

export function isBusinessDay(iso: IsoDate): boolean {
  const d = weekday(iso);
  return d !== 0 && d !== 6 && !FED_HOLIDAYS.has(iso);
}

export function nextBusinessDay(iso: IsoDate): IsoDate {
  let d = iso;
  while (!isBusinessDay(d)) d = addDays(d, 1);
  return d;
}

export function prevBusinessDay(iso: IsoDate): IsoDate {
  let d = iso;
  while (!isBusinessDay(d)) d = addDays(d, -1);
  return d;
}

export type Shift = 'none' | 'next' | 'prev';

export function shifted(iso: IsoDate, shift: Shift): IsoDate {
  return shift === 'next' ? nextBusinessDay(iso) : shift === 'prev' ? prevBusinessDay(iso) : iso;
}

export function iso(year: number, month: number, day: number): IsoDate {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
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
    const nominal = iso(year, month, Math.min(day, daysInMonth(year, month)));
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
    const offset = (dow - weekday(first) + 7) % 7;
    return addDays(first, offset + 7 * (n - 1));
  });
}

export function mmddyyyy(d: IsoDate): string {
  return `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;
}
export function mmdd(d: IsoDate): string {
  return `${d.slice(5, 7)}/${d.slice(8, 10)}`;
}
export function mmddyy(d: IsoDate, sep = '/'): string {
  return `${d.slice(5, 7)}${sep}${d.slice(8, 10)}${sep}${d.slice(2, 4)}`;
}
export function yymmdd(d: IsoDate): string {
  return `${d.slice(2, 4)}${d.slice(5, 7)}${d.slice(8, 10)}`;
}

export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function csvField(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
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

interface SeriesDef {
  id: string;
  file: string;
  cadence: Cadence;
  kind: SeriesKind;
  fixed: boolean;
}

const PERIOD_DAYS: Record<Cadence, number> = {
  weekly: 7,
  biweekly: 14,
  semi_monthly: 15.2,
  monthly: 30.4,
  quarterly: 91.3,
  semi_annual: 182.6,
  annual: 365.25,
};

/** The first set's rule: the last charge is no more than 1.5 periods plus 5 days before today. */
export function isActive(last: IsoDate, cadence: Cadence): boolean {
  return daysBetween(last, TODAY) <= 1.5 * PERIOD_DAYS[cadence] + 5;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0) / 4294967296;
}

/**
 * What an aggregator puts in the Merchant and Category columns. Decided once per (file, merchant key), so a
 * merchant is wrong the same way on every line, as real enrichment is.
 */
export interface Enrichment {
  merchant: string;
  category: string;
}

export class Account {
  readonly rows: Row[] = [];
  private readonly memo = new Map<string, Enrichment>();
  constructor(
    readonly file: string,
    readonly type: AccountType,
    /** Many exports list the newest line first. */
    readonly newestFirst: boolean,
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
    if (row.date < START || row.date > END) return;
    this.rows.push(row);
  }
}

export class Household {
  readonly accounts: Account[] = [];
  private readonly defs = new Map<string, SeriesDef>();
  constructor(
    readonly name: string,
    readonly notes: string,
  ) {}

  account(file: string, type: AccountType, newestFirst: boolean, categoryRate: number): Account {
    const account = new Account(file, type, newestFirst, categoryRate);
    this.accounts.push(account);
    return account;
  }

  /** Declares a labelled series; rows join it with `series: id`. */
  series(id: string, account: Account, cadence: Cadence, kind: SeriesKind, fixed: boolean): string {
    if (this.defs.has(id)) throw new Error(`duplicate series ${id}`);
    this.defs.set(id, { id, file: account.file, cadence, kind, fixed });
    return id;
  }

  /** The CSV text of each file and the labels, with line numbers as written. */
  build(): { files: { file: string; csv: string }[]; labels: HouseholdLabels } {
    const seriesLines = new Map<string, { line: number; row: Row }[]>();
    const fees: HouseholdLabels['fees'] = [];
    const files = this.accounts.map((account) => {
      const ordered = account.rows
        .map((row, index) => ({ row, index }))
        .sort((a, b) => (a.row.date < b.row.date ? -1 : a.row.date > b.row.date ? 1 : a.index - b.index));
      if (account.newestFirst) ordered.reverse();
      const lines = ['Date,Description,Merchant,Amount,Category'];
      ordered.forEach(({ row }) => {
        lines.push(
          [mmddyyyy(row.date), row.description, row.merchant, dollars(row.cents), row.category]
            .map(csvField)
            .join(','),
        );
        const line = lines.length;
        if (row.series) {
          const def = this.defs.get(row.series);
          if (!def) throw new Error(`unknown series ${row.series}`);
          if (def.file !== account.file)
            throw new Error(`${row.series} is in ${def.file}, not ${account.file}`);
          const list = seriesLines.get(row.series) ?? [];
          list.push({ line, row });
          seriesLines.set(row.series, list);
        }
        if (row.fee) fees.push({ file: account.file, line, kind: row.fee });
        if (row.fee && row.series) throw new Error(`a fee is never in a series: ${row.description}`);
      });
      return { file: account.file, csv: lines.join('\n') + '\n' };
    });
    const series: SeriesLabel[] = [];
    for (const def of this.defs.values()) {
      const members = (seriesLines.get(def.id) ?? []).sort((a, b) =>
        a.row.date < b.row.date ? -1 : a.row.date > b.row.date ? 1 : 0,
      );
      if (members.length < 2) throw new Error(`${def.id} has ${members.length} lines`);
      const last = members[members.length - 1]?.row.date ?? START;
      const active = isActive(last, def.cadence);
      const gap = daysBetween(last, TODAY) / PERIOD_DAYS[def.cadence];
      if (!active && gap < 3) throw new Error(`${def.id} ended only ${gap.toFixed(1)} periods ago`);
      const priceChanges: PriceChangeLabel[] = [];
      if (def.fixed) {
        let previous = Math.abs(members[0]?.row.cents ?? 0);
        for (const { row } of members.slice(1)) {
          const amount = Math.abs(row.cents);
          if (amount !== previous)
            priceChanges.push({ date: row.date, fromCents: previous, toCents: amount });
          previous = amount;
        }
      }
      series.push({
        id: def.id,
        file: def.file,
        lines: members.map((m) => m.line).sort((a, b) => a - b),
        cadence: def.cadence,
        kind: def.kind,
        active,
        priceChanges: def.kind === 'income' || def.kind === 'transfer' ? [] : priceChanges,
      });
    }
    fees.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
    return {
      files,
      labels: {
        today: TODAY,
        accounts: this.accounts.map((a) => ({ file: a.file, type: a.type })),
        series,
        fees,
        notes: this.notes,
      },
    };
  }
}

/** Irregular spending: about `perWeek` purchases a week, each from one of the given shapes. */
export interface Spend {
  key: string;
  clean: string;
  category: string;
  min: number;
  max: number;
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
        cents: -rng.cents(shape.min, shape.max),
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
