/**
 * The holdout-4 household builder: like holdout-2's kit it keeps every row's truth beside it and derives
 * labels.json from what was written, but each account's file is written in its bank's own export shape
 * (see bank-formats.ts). The labels' line numbers are those of the tidy rendering (`truth/<file>.csv`, header
 * `Date,Description,Merchant,Amount,Category`, oldest first): the API scorer maps imported rows back to them.
 */
import type { AccountType, Cadence, FeeKind, HouseholdLabels, SeriesKind, SeriesLabel } from '../labels';
import { END, START, TODAY, addDays, daysBetween, inRange, type Rng } from '../holdout-2/kit';
import { writeBankFile, type BankFormat, type BankRow } from './bank-formats';

const PERIOD_DAYS: Record<Cadence, number> = {
  weekly: 7,
  biweekly: 14,
  semi_monthly: 15,
  monthly: 30,
  quarterly: 91,
  semi_annual: 182,
  annual: 365,
};

/** What a careful outside tool passes to the import for this bank's file (query string values). */
export type ImportQuery = Record<string, string>;

interface Account {
  file: string;
  type: AccountType;
  subtype: string;
  format: BankFormat;
  query: ImportQuery;
  rows: (BankRow & { series?: string; fee?: FeeKind; order: number })[];
}

interface SeriesMeta {
  id: string;
  file: string;
  cadence: Cadence;
  kind: SeriesKind;
  fixed: boolean;
}

export interface AddOptions {
  series?: string;
  fee?: FeeKind;
  /** Bank-specific columns: a check number, Chase's Type, a memo line (OFX/QIF). */
  check?: string;
  type?: string;
  memo?: string;
  category?: string;
}

export interface BuiltAccount {
  file: string;
  type: AccountType;
  subtype: string;
  query: ImportQuery;
  /** The file as the bank exports it. */
  text: string;
  /** The tidy rendering the labels' line numbers refer to. */
  tidy: string;
}

export class BankHousehold {
  private readonly accounts = new Map<string, Account>();
  private readonly series = new Map<string, SeriesMeta>();
  private order = 0;

  constructor(
    readonly name: string,
    readonly notes: string,
  ) {}

  account(
    file: string,
    type: AccountType,
    subtype: string,
    format: BankFormat,
    query: ImportQuery = {},
  ): string {
    this.accounts.set(file, { file, type, subtype, format, query, rows: [] });
    return file;
  }

  defineSeries(id: string, file: string, cadence: Cadence, kind: SeriesKind, fixed: boolean): string {
    if (this.series.has(id)) throw new Error(`series ${id} twice`);
    this.series.set(id, { id, file, cadence, kind, fixed });
    return id;
  }

  /** One statement line; `cents` uses the bank's sign (negative = money out). Lines outside the window drop. */
  add(file: string, date: string, description: string, cents: number, options: AddOptions = {}): void {
    if (!inRange(date)) return;
    const account = this.accounts.get(file);
    if (!account) throw new Error(`no account ${file}`);
    if (options.series && this.series.get(options.series)?.file !== file)
      throw new Error(`series ${options.series} is not on ${file}`);
    account.rows.push({ date, description, cents, ...options, order: this.order++ });
  }

  build(): { accounts: BuiltAccount[]; labels: HouseholdLabels } {
    const built: BuiltAccount[] = [];
    const seriesLines = new Map<string, { line: number; date: string; cents: number }[]>();
    const fees: HouseholdLabels['fees'] = [];
    for (const account of this.accounts.values()) {
      const sorted = [...account.rows].sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order);
      const tidy = ['Date,Description,Merchant,Amount,Category'];
      sorted.forEach((row, index) => {
        const line = index + 2;
        tidy.push(
          [
            `${row.date.slice(5, 7)}/${row.date.slice(8, 10)}/${row.date.slice(0, 4)}`,
            csvField(row.description),
            '',
            (row.cents / 100).toFixed(2),
            csvField(row.category ?? ''),
          ].join(','),
        );
        if (row.series) {
          const list = seriesLines.get(row.series) ?? [];
          list.push({ line, date: row.date, cents: row.cents });
          seriesLines.set(row.series, list);
        }
        if (row.fee) fees.push({ file: account.file, line, kind: row.fee });
      });
      built.push({
        file: account.file,
        type: account.type,
        subtype: account.subtype,
        query: account.query,
        text: writeBankFile(account.format, sorted, { from: START, to: END }),
        tidy: `${tidy.join('\n')}\n`,
      });
    }
    const series: SeriesLabel[] = [];
    for (const meta of this.series.values()) {
      const lines = seriesLines.get(meta.id) ?? [];
      if (lines.length < 2) throw new Error(`series ${meta.id} has ${lines.length} lines`);
      const last = lines[lines.length - 1]?.date ?? START;
      const age = daysBetween(last, TODAY);
      const period = PERIOD_DAYS[meta.cadence];
      const active = age <= 1.5 * period + 5;
      if (!active && age < 2.5 * period) throw new Error(`series ${meta.id} ended too recently to judge`);
      const priceChanges: SeriesLabel['priceChanges'] = [];
      if (meta.fixed) {
        for (let i = 1; i < lines.length; i++) {
          const before = Math.abs(lines[i - 1]?.cents ?? 0);
          const now = lines[i];
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
    const accounts = [...this.accounts.values()].map((a) => ({ file: a.file, type: a.type }));
    return { accounts: built, labels: { today: TODAY, accounts, series, fees, notes: this.notes } };
  }
}

export function csvField(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Irregular spending: `perWeek` lines on average, each from one of `shops`, on random days. */
export interface Shop {
  make: (date: string, r: Rng) => string;
  category?: string;
  lo: number;
  hi: number;
  weight?: number;
  type?: string;
}
export function scatter(
  h: BankHousehold,
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
        ...(shop.category && { category: shop.category }),
        ...(shop.type && { type: shop.type }),
      });
    }
  }
}
