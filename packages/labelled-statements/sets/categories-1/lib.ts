/**
 * The categories-1 builder: accounts in their banks' export shapes, rows with their category truth beside
 * them, and build() to two downloads per account (the older months, then the last month, which the scorer
 * imports after the user's corrections) and labels.json. Mechanics only: kit/random, kit/calendar and
 * kit/bank-formats; the merchants and households are this set's own.
 */
import { addDays } from '@tourniquet/domain';
import { writeBankFile, type BankFormat, type BankRow } from '../../kit/bank-formats';
import { dayInMonth, lastBusinessDayOfMonth, mmSlashDd, mmdd, shiftToBusinessDay } from '../../kit/calendar';
import type { Rng } from '../../kit/random';
import type {
  CategoryAccountLabel,
  CategoryCorrection,
  CategoryHouseholdLabels,
  CategoryRowLabel,
} from '../../score/category-labels';
import { primaryOf } from '../../score/pfc-v1';
import { capitalOneCategory, chaseCardCategory } from './bank-categories';

/** About four months of statements: the first download ends the day before LATER_FROM. */
export const FROM = '2026-07-21';
export const LATER_FROM = '2026-10-21';
export const TO = '2026-11-20';

export interface Merchant {
  key: string;
  detailed: string;
  /** Amount range in cents (a charge). */
  lo: number;
  hi: number;
  /** The merchant as the card network prints it: name, store or order number. */
  text: (r: Rng) => string;
  /** City and state for a card-present row; online and phone merchants print their own. */
  where?: string;
  /** The bank's own column word when it differs from what this set derives from the category. */
  chase?: string;
  capitalOne?: string;
  /** Billed on a schedule: checking statements print it as a recurring card payment. */
  recurring?: boolean;
  weight?: number;
}

export interface Label {
  detailed: string;
  merchant: string;
  moneyMoved?: boolean;
}

interface Row extends BankRow {
  label: Label;
}

interface Account {
  name: string;
  format: BankFormat;
  type: 'depository' | 'credit';
  subtype: string;
  query: Record<string, string>;
  city: string;
  last4: string;
  rows: Row[];
}

const CATEGORY_COLUMN: Partial<Record<BankFormat, (label: Label, row: BankRow, m?: Merchant) => string>> = {
  'chase-card': (label, row, m) => m?.chase ?? chaseCardCategory(label.detailed, row.cents),
  'capital-one': (label, row, m) => m?.capitalOne ?? capitalOneCategory(label.detailed, row.cents),
};

export class CategoryHousehold {
  private readonly accounts = new Map<string, Account>();
  private readonly corrections: { account: string; index: number; detailed: string; why: string }[] = [];

  constructor(
    readonly name: string,
    readonly notes: string,
    readonly r: Rng,
  ) {}

  account(
    name: string,
    format: BankFormat,
    type: 'depository' | 'credit',
    subtype: string,
    options: { city: string; last4: string; query?: Record<string, string> },
  ): string {
    this.accounts.set(name, {
      name,
      format,
      type,
      subtype,
      query: options.query ?? {},
      ...options,
      rows: [],
    });
    return name;
  }

  /** One row as the bank prints it; `cents` in the bank's sign (negative = money out). Returns its index. */
  add(
    account: string,
    date: string,
    description: string,
    cents: number,
    label: Label,
    extra: { check?: string; type?: string; merchant?: Merchant } = {},
  ): number {
    if (date < FROM || date > TO) return -1;
    const a = this.accounts.get(account);
    if (!a) throw new Error(`no account ${account}`);
    primaryOf(label.detailed); // a typo in a label fails the build
    const row: Row = { date, description, cents, label };
    if (extra.check) row.check = extra.check;
    if (extra.type) row.type = extra.type;
    const column = CATEGORY_COLUMN[a.format];
    if (column) row.category = column(label, row, extra.merchant);
    a.rows.push(row);
    return a.rows.length - 1;
  }

  /** A card-network purchase (or its refund, cents > 0) printed the way this account's bank prints it. */
  buy(account: string, date: string, m: Merchant, cents?: number): number {
    const a = this.accounts.get(account);
    if (!a) throw new Error(`no account ${account}`);
    const amount = cents ?? -this.r.cents(m.lo, m.hi);
    const description = printPurchase(a, date, m, this.r, amount > 0);
    const type = a.format === 'chase-checking' ? (amount < 0 ? 'DEBIT_CARD' : 'ACH_CREDIT') : undefined;
    return this.add(
      account,
      date,
      description,
      amount,
      { detailed: m.detailed, merchant: m.key },
      {
        merchant: m,
        ...(type && { type }),
      },
    );
  }

  /** `perWeek` purchases on average from `merchants` (by weight), on random days between from and to. */
  shop(account: string, perWeek: number, merchants: readonly Merchant[], from = FROM, to = TO): void {
    const total = merchants.reduce((s, m) => s + (m.weight ?? 1), 0);
    for (let d = from; d <= to; d = addDays(d, 1)) {
      let n = 0;
      while (this.r.chance(perWeek / 7 / (n + 1)) && n < 5) n++;
      for (let i = 0; i < n; i++) {
        let at = this.r.next() * total;
        const m = merchants.find((x) => (at -= x.weight ?? 1) <= 0) ?? merchants[0]!;
        this.buy(account, d, m);
      }
    }
  }

  /**
   * The user files the merchant's first row in the older download under `detailed` (the scorer applies it
   * through the API before importing the later download, whose rows of the merchant must follow).
   */
  correctFirst(account: string, merchant: string, detailed: string, why: string): void {
    const rows = this.accounts.get(account)?.rows ?? [];
    let index = -1;
    rows.forEach((row, i) => {
      if (row.label.merchant !== merchant || row.date >= LATER_FROM) return;
      if (index < 0 || row.date < rows[index]!.date) index = i;
    });
    if (index < 0) throw new Error(`no row of ${merchant} on ${account} before ${LATER_FROM}`);
    if (!rows.some((row) => row.label.merchant === merchant && row.date >= LATER_FROM))
      throw new Error(`no later row of ${merchant} on ${account} to follow the correction`);
    this.corrections.push({ account, index, detailed, why });
  }

  build(): { files: Map<string, string>; labels: CategoryHouseholdLabels } {
    const files = new Map<string, string>();
    const accounts: CategoryAccountLabel[] = [];
    const rows: CategoryRowLabel[] = [];
    const idOf = new Map<Row, string>();
    for (const a of this.accounts.values()) {
      const ordered = a.rows
        .map((row, index) => ({ row, index }))
        .sort((x, y) => (x.row.date < y.row.date ? -1 : x.row.date > y.row.date ? 1 : x.index - y.index))
        .map(({ row }) => row);
      const ext = a.format.startsWith('ofx') ? 'qfx' : 'csv';
      const names: [string, string] = [`${a.name}.${ext}`, `${a.name}-later.${ext}`];
      const parts: [Row[], Row[]] = [
        ordered.filter((row) => row.date < LATER_FROM),
        ordered.filter((row) => row.date >= LATER_FROM),
      ];
      parts.forEach((part, p) => {
        const file = names[p]!;
        const span = p === 0 ? { from: FROM, to: addDays(LATER_FROM, -1) } : { from: LATER_FROM, to: TO };
        files.set(file, writeBankFile(a.format, part, span));
        part.forEach((row, i) => {
          const id = `${file}#${i + 1}`;
          idOf.set(row, id);
          rows.push({
            id,
            file,
            date: row.date,
            description: row.description,
            cents: row.cents,
            primary: primaryOf(row.label.detailed),
            detailed: row.label.detailed,
            moneyMoved: row.label.moneyMoved ?? false,
            merchant: row.label.merchant,
            ...(row.category !== undefined && { bankCategory: row.category }),
          });
        });
      });
      accounts.push({
        account: a.name,
        files: names,
        format: a.format,
        type: a.type,
        subtype: a.subtype,
        query: a.query,
        hasCategoryColumn: CATEGORY_COLUMN[a.format] !== undefined,
      });
    }
    const corrections: CategoryCorrection[] = this.corrections.map((c) => {
      const row = this.accounts.get(c.account)!.rows[c.index]!;
      return {
        id: idOf.get(row)!,
        merchant: row.label.merchant,
        primary: primaryOf(c.detailed),
        detailed: c.detailed,
        why: c.why,
      };
    });
    return { files, labels: { notes: this.notes, accounts, rows, corrections } };
  }
}

/** How each bank prints a card purchase: debit cards on checking carry the bank's prefix and card number. */
function printPurchase(a: Account, date: string, m: Merchant, r: Rng, refund: boolean): string {
  const text = m.text(r);
  const where = m.where ?? a.city;
  switch (a.format) {
    case 'chase-checking':
      if (refund) return `${text} ${where} CARD ${a.last4}`;
      return m.recurring
        ? `RECURRING CARD PURCHASE ${mmSlashDd(date)} ${text} ${where} CARD ${a.last4}`
        : `CARD PURCHASE${r.chance(0.2) ? ' WITH PIN' : ''} ${mmSlashDd(date)} ${text} ${where} CARD ${a.last4}`;
    case 'boa-checking':
      if (refund) return `${text} ${mmSlashDd(date)} REFUND ${where}`;
      // A PIN purchase prints the store first; online and billed merchants always come as CHECKCARD.
      return !m.recurring && !m.where && !/\.com/i.test(text) && r.chance(0.2)
        ? `${text} ${mmSlashDd(date)} PURCHASE ${where}`
        : `CHECKCARD ${mmdd(date)} ${text} ${where} ${r.digits(23)}`;
    case 'wells-fargo':
      if (refund)
        return `PURCHASE RETURN AUTHORIZED ON ${mmSlashDd(date)} ${text} ${where} S${r.digits(15)} CARD ${a.last4}`;
      return `${m.recurring ? 'RECURRING PAYMENT' : 'PURCHASE'} AUTHORIZED ON ${mmSlashDd(date)} ${text} ${where} S${r.digits(15)} CARD ${a.last4}`;
    case 'amex': {
      const [city, state] = splitWhere(where);
      const wallet = !m.recurring && r.chance(0.25) ? 'AplPay ' : '';
      return `${wallet}${text.padEnd(23)} ${city.padEnd(19)} ${state}`;
    }
    case 'citi-card':
      return `${text} ${where}`;
    default:
      return text;
  }
}

function splitWhere(where: string): [string, string] {
  const at = where.lastIndexOf(' ');
  return at < 0 ? [where, ''] : [where.slice(0, at), where.slice(at + 1)];
}

/** The day-of-month `day` of every month in the window, moved to the next business day. */
export function monthlyOn(day: number): string[] {
  const out: string[] = [];
  for (const [y, mo] of [
    [2026, 7],
    [2026, 8],
    [2026, 9],
    [2026, 10],
    [2026, 11],
  ] as const) {
    const d = shiftToBusinessDay(dayInMonth(y, mo, Math.min(day, 28)), 'next');
    if (d >= FROM && d <= TO) out.push(d);
  }
  return out;
}

/** The 15th (or the business day before) and the last business day of every month in the window. */
export function semiMonthly(): string[] {
  const out: string[] = [];
  for (const mo of [7, 8, 9, 10, 11]) {
    const mid = shiftToBusinessDay(dayInMonth(2026, mo, 15), 'previous');
    const last = lastBusinessDayOfMonth(dayInMonth(2026, mo, 1));
    for (const d of [mid, last]) if (d >= FROM && d <= TO) out.push(d);
  }
  return out;
}

/** Every `days` days from `first` through the window. */
export function every(days: number, first: string): string[] {
  const out: string[] = [];
  for (let d = first; d <= TO; d = addDays(d, days)) if (d >= FROM) out.push(d);
  return out;
}
