/**
 * The small toolkit the holdout-2 generator writes its households with: a seeded random source, US business
 * days (Fed holidays written out), and a household builder that keeps every row's truth (its series or fee)
 * beside it, sorts each statement by date and derives labels.json from what was written.
 */
import type { AccountType, Cadence, FeeKind, HouseholdLabels, SeriesKind, SeriesLabel } from '../labels';

export const TODAY = '2026-11-24';
export const START = '2024-11-21';
export const END = '2026-11-20';

/** mulberry32: small, seeded, deterministic. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    cents: (lo: number, hi: number) => Math.round((lo + next() * (hi - lo)) * 100),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
    digits: (n: number) => Array.from({ length: n }, () => Math.floor(next() * 10)).join(''),
    alnum: (n: number) =>
      Array.from({ length: n }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[Math.floor(next() * 32)]).join(''),
  };
}
export type Rng = ReturnType<typeof rng>;

const HOLIDAYS = new Set([
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

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const fromDate = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (iso: string, n: number) => fromDate(new Date(toDate(iso).getTime() + n * 86400000));
export const weekday = (iso: string) => toDate(iso).getUTCDay();
export const daysBetween = (a: string, b: string) =>
  Math.round((toDate(b).getTime() - toDate(a).getTime()) / 86400000);
export const isBusinessDay = (iso: string) => weekday(iso) !== 0 && weekday(iso) !== 6 && !HOLIDAYS.has(iso);
export function nextBiz(iso: string): string {
  let d = iso;
  while (!isBusinessDay(d)) d = addDays(d, 1);
  return d;
}
export function prevBiz(iso: string): string {
  let d = iso;
  while (!isBusinessDay(d)) d = addDays(d, -1);
  return d;
}
const pad = (n: number) => String(n).padStart(2, '0');
export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}
/** The day clamped to the month's length (an anchor on the 31st lands on the 30th, 28th...). */
export const ymd = (y: number, m: number, d: number) =>
  `${y}-${pad(m)}-${pad(Math.min(d, daysInMonth(y, m)))}`;
export const lastBizOfMonth = (y: number, m: number) => prevBiz(ymd(y, m, 31));
/** Every [year, month] from 2024-11 to 2026-11. */
export const MONTHS: [number, number][] = [];
for (let y = 2024, m = 11; y < 2026 || (y === 2026 && m <= 11); m === 12 ? (y++, (m = 1)) : m++)
  MONTHS.push([y, m]);
export const inRange = (iso: string) => iso >= START && iso <= END;
/** MM/DD of a date, as banks print it inside descriptions. */
export const mmdd = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}`;
export const mmddNoSlash = (iso: string) => `${iso.slice(5, 7)}${iso.slice(8, 10)}`;
export const yymmdd = (iso: string) => `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}`;

const PERIOD_DAYS: Record<Cadence, number> = {
  weekly: 7,
  biweekly: 14,
  semi_monthly: 15,
  monthly: 30,
  quarterly: 91,
  semi_annual: 182,
  annual: 365,
};

interface Row {
  date: string;
  description: string;
  merchant: string;
  /** Bank sign: negative = money out. */
  cents: number;
  category: string;
  series?: string;
  fee?: FeeKind;
  order: number;
}

interface SeriesMeta {
  id: string;
  file: string;
  cadence: Cadence;
  kind: SeriesKind;
  /** Fixed-price series get price changes derived from their amounts; variable ones never do. */
  fixed: boolean;
}

export interface RowOptions {
  merchant?: string;
  category?: string;
  series?: string;
  fee?: FeeKind;
}

export class Household {
  private readonly rows = new Map<string, Row[]>();
  private readonly types = new Map<string, AccountType>();
  private readonly series = new Map<string, SeriesMeta>();
  private order = 0;

  constructor(
    readonly name: string,
    readonly notes: string,
  ) {}

  account(file: string, type: AccountType): string {
    this.types.set(file, type);
    this.rows.set(file, []);
    return file;
  }

  defineSeries(id: string, file: string, cadence: Cadence, kind: SeriesKind, fixed: boolean): string {
    if (this.series.has(id)) throw new Error(`series ${id} twice`);
    this.series.set(id, { id, file, cadence, kind, fixed });
    return id;
  }

  /** One statement line; `cents` uses the bank's sign (negative = money out). Lines outside the window drop. */
  add(file: string, date: string, description: string, cents: number, options: RowOptions = {}): void {
    if (!inRange(date)) return;
    const rows = this.rows.get(file);
    if (!rows) throw new Error(`no account ${file}`);
    if (options.series && this.series.get(options.series)?.file !== file)
      throw new Error(`series ${options.series} is not on ${file}`);
    rows.push({
      date,
      description,
      merchant: options.merchant ?? '',
      cents,
      category: options.category ?? '',
      series: options.series,
      fee: options.fee,
      order: this.order++,
    });
  }

  build(): { files: { file: string; csv: string }[]; labels: HouseholdLabels } {
    const files: { file: string; csv: string }[] = [];
    const seriesLines = new Map<string, { line: number; row: Row }[]>();
    const fees: HouseholdLabels['fees'] = [];
    for (const [file, rows] of this.rows) {
      const sorted = [...rows].sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order);
      const lines = ['Date,Description,Merchant,Amount,Category'];
      sorted.forEach((row, index) => {
        const line = index + 2;
        lines.push(
          [
            `${row.date.slice(5, 7)}/${row.date.slice(8, 10)}/${row.date.slice(0, 4)}`,
            csvField(row.description),
            csvField(row.merchant),
            (row.cents / 100).toFixed(2),
            csvField(row.category),
          ].join(','),
        );
        if (row.series) {
          const list = seriesLines.get(row.series) ?? [];
          list.push({ line, row });
          seriesLines.set(row.series, list);
        }
        if (row.fee) fees.push({ file, line, kind: row.fee });
      });
      files.push({ file, csv: `${lines.join('\n')}\n` });
    }
    const series: SeriesLabel[] = [];
    for (const meta of this.series.values()) {
      const lines = seriesLines.get(meta.id) ?? [];
      if (lines.length < 2) throw new Error(`series ${meta.id} has ${lines.length} lines`);
      const last = lines[lines.length - 1]?.row.date ?? START;
      const period = PERIOD_DAYS[meta.cadence];
      const age = daysBetween(last, TODAY);
      const active = age <= 1.5 * period + 5;
      if (!active && age < 2.5 * period) throw new Error(`series ${meta.id} ended too recently to judge`);
      const priceChanges: SeriesLabel['priceChanges'] = [];
      if (meta.fixed) {
        for (let i = 1; i < lines.length; i++) {
          const before = Math.abs(lines[i - 1]?.row.cents ?? 0);
          const now = lines[i]?.row;
          if (now && Math.abs(now.cents) !== before)
            priceChanges.push({ date: now.date, fromCents: before, toCents: Math.abs(now.cents) });
        }
      }
      series.push({
        id: meta.id,
        file: meta.file,
        lines: lines.map((l) => l.line),
        cadence: meta.cadence,
        kind: meta.kind,
        active,
        priceChanges,
      });
    }
    const accounts = [...this.types].map(([file, type]) => ({ file, type }));
    return { files, labels: { today: TODAY, accounts, series, fees, notes: this.notes } };
  }
}

function csvField(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Irregular spending: `perWeek` lines on average, each from one of `shops`, on random days. */
export interface Shop {
  make: (date: string, r: Rng) => string;
  merchant: string;
  category: string;
  lo: number;
  hi: number;
  weight?: number;
}
export function scatter(
  h: Household,
  file: string,
  r: Rng,
  perWeek: number,
  shops: Shop[],
  from: string = START,
  to: string = END,
): void {
  const total = shops.reduce((sum, s) => sum + (s.weight ?? 1), 0);
  for (let d = from; d <= to; d = addDays(d, 1)) {
    let n = 0;
    const p = perWeek / 7;
    while (r.chance(p / (n + 1)) && n < 4) n++;
    for (let i = 0; i < n; i++) {
      let pickAt = r.next() * total;
      let shop = shops[0] as Shop;
      for (const s of shops) {
        pickAt -= s.weight ?? 1;
        if (pickAt <= 0) {
          shop = s;
          break;
        }
      }
      h.add(file, d, shop.make(d, r), -r.cents(shop.lo, shop.hi), {
        merchant: r.chance(0.15) ? '' : shop.merchant,
        category: shop.category,
      });
    }
  }
}
