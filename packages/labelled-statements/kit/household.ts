/**
 * The household builder every blind set writes with: accounts, statement lines with their truth (series, fee)
 * beside them, and build() to the files and labels.json (kit/statement.ts). An account is written in the tidy
 * statement shape, and also in its bank's own export shape when it has one (kit/bank-formats.ts, bank-file-shapes).
 * Also the holdout sets' window, months and business days (the one calendar, `friday-before` observance).
 */
import { addDays, type IsoDate } from '@tourniquet/domain';
import type { AccountType, Cadence, FeeKind, HouseholdLabels, SeriesKind } from '../score/labels';
import { writeBankFile, type BankFormat } from './bank-formats';
import { dayInMonth, lastBusinessDayOfMonth, monthStarts, shiftToBusinessDay } from './calendar';
import type { Rng } from './random';
import {
  householdLabels,
  inStatementOrder,
  statementCsv,
  type SeriesDefinition,
  type StatementRow,
} from './statement';

export { TODAY } from './statement';
export const START = '2024-11-21';
export const END = '2026-11-20';

export const nextBiz = (date: IsoDate) => shiftToBusinessDay(date, 'next', 'friday-before');
export const prevBiz = (date: IsoDate) => shiftToBusinessDay(date, 'previous', 'friday-before');
export const lastBizOfMonth = (year: number, month: number) =>
  lastBusinessDayOfMonth(dayInMonth(year, month, 1), 'friday-before');
/** Every [year, month] from 2024-11 to 2026-11. */
export const MONTHS: [number, number][] = monthStarts(START, END).map((d) => [
  Number(d.slice(0, 4)),
  Number(d.slice(5, 7)),
]);
export const inRange = (iso: string) => iso >= START && iso <= END;

/** What a careful outside tool passes to the import for this bank's file (query string values). */
export type ImportQuery = Record<string, string>;

export interface AccountOptions {
  /** The tidy file lists the newest line first (many exports do). */
  newestFirst?: boolean;
  /** Written also in this bank's own export shape (bank-file-shapes), with its Plaid subtype and import query. */
  format?: BankFormat;
  subtype?: string;
  query?: ImportQuery;
}

export interface RowOptions {
  merchant?: string;
  category?: string;
  series?: string;
  fee?: FeeKind;
  /** Bank-specific columns: a check number, Chase's Type, a memo line (OFX/QIF). */
  check?: string;
  type?: string;
  memo?: string;
}

type Row = StatementRow & RowOptions;

interface Account extends AccountOptions {
  file: string;
  type: AccountType;
  rows: Row[];
}

export interface BuiltAccount {
  file: string;
  type: AccountType;
  subtype: string;
  query: ImportQuery;
  /** The tidy statement the labels' line numbers refer to. */
  csv: string;
  /** The file as the bank exports it (the tidy statement when the account has no bank format). */
  text: string;
}

export class Household {
  private readonly accounts = new Map<string, Account>();
  private readonly series = new Map<string, SeriesDefinition>();

  constructor(
    readonly name: string,
    readonly notes: string,
    private readonly options: {
      /** Lines outside it drop; the holdout sets' window unless given. */
      window?: { from: IsoDate; to: IsoDate };
      feesByFileName?: boolean;
    } = {},
  ) {}

  account(file: string, type: AccountType, options: AccountOptions = {}): string {
    this.accounts.set(file, { file, type, ...options, rows: [] });
    return file;
  }

  /** `active`, when given, is what the author intends: build() fails if the lines written say otherwise. */
  defineSeries(
    id: string,
    file: string,
    cadence: Cadence,
    kind: SeriesKind,
    fixed: boolean,
    active?: boolean,
  ): string {
    if (this.series.has(id)) throw new Error(`series ${id} twice`);
    this.series.set(id, { id, file, cadence, kind, fixed, ...(active !== undefined && { active }) });
    return id;
  }

  /** One statement line; `cents` uses the bank's sign (negative = money out). Lines outside the window drop. */
  add(file: string, date: string, description: string, cents: number, options: RowOptions = {}): void {
    const { from, to } = this.options.window ?? { from: START, to: END };
    if (date < from || date > to) return;
    const account = this.accounts.get(file);
    if (!account) throw new Error(`no account ${file}`);
    if (options.series && this.series.get(options.series)?.file !== file)
      throw new Error(`series ${options.series} is not on ${file}`);
    account.rows.push({ date, description, cents, ...options });
  }

  build(): { accounts: BuiltAccount[]; labels: HouseholdLabels } {
    const accounts = [...this.accounts.values()].map((a) => ({ ...a, rows: inStatementOrder(a.rows) }));
    const tidy = accounts.map((a) => ({ ...a, rows: a.newestFirst ? [...a.rows].reverse() : a.rows }));
    const built = tidy.map((a, i): BuiltAccount => {
      const csv = statementCsv(a.rows);
      const oldestFirst = accounts[i]!.rows;
      return {
        file: a.file,
        type: a.type,
        subtype: a.subtype ?? '',
        query: a.query ?? {},
        csv,
        text: a.format ? writeBankFile(a.format, oldestFirst, { from: START, to: END }) : csv,
      };
    });
    const labels = householdLabels({
      notes: this.notes,
      feesByFileName: this.options.feesByFileName,
      accounts: tidy,
      series: [...this.series.values()],
    });
    return { accounts: built, labels };
  }
}

/** Irregular spending: `perWeek` lines on average, each from one of `shops`, on random days. */
export interface Shop {
  make: (date: string, r: Rng) => string;
  /** Printed on most lines (an aggregator leaves about one in seven blank); none for bank-shape exports. */
  merchant?: string;
  category?: string;
  lo: number;
  hi: number;
  weight?: number;
  type?: string;
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
      // Drawn in this order (text, amount, then the blank merchant), which the committed sets depend on.
      const description = shop.make(d, r);
      const cents = -r.centsFromDollars(shop.lo, shop.hi);
      const merchant = shop.merchant === undefined ? undefined : r.chance(0.15) ? '' : shop.merchant;
      h.add(file, d, description, cents, {
        ...(merchant !== undefined && { merchant }),
        ...(shop.category !== undefined && { category: shop.category }),
        ...(shop.type !== undefined && { type: shop.type }),
      });
    }
  }
}
