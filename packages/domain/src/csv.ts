import { toCalendarDate, type IsoDate } from './dates';
import { centsToDecimalString, type Cents } from './money';
import { stripControlCharacters } from './text';

/**
 * Client-side CSV exports (docs/product.md#7-calls). RFC 4180: comma separated, CRLF line ends, fields with a
 * comma, quote or line break wrapped in quotes with quotes doubled. Text cells that a spreadsheet would
 * run as a formula (starting with = + - @, tab or carriage return) get a leading apostrophe (OWASP
 * "CSV injection"). Amounts are ours and numeric, so they are written raw: -12.34 stays a number.
 */

/**
 * What a spreadsheet may run as a formula. The fullwidth forms (U+FF1D = U+FF0B + U+FF0D - U+FF20 @) count
 * too: spreadsheets with East Asian input fold them to ASCII when they read a cell, so `＝1+1` computes.
 */
export const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/**
 * A text cell from user or provider data: control characters dropped (rows stored before they were cleaned
 * on the way in could hold an ESC, which a terminal would run), neutralised, then quoted as needed.
 */
export function csvTextCell(value: string | null | undefined): string {
  const text = stripControlCharacters(value ?? '');
  return quote(FORMULA_START.test(text) ? `'${text}` : text);
}

/** A number we produced ourselves: never prefixed, so spreadsheets keep it numeric. */
function csvAmountCell(cents: Cents): string {
  return centsToDecimalString(cents);
}

function csv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header.map(quote), ...rows].map((cells) => `${cells.join(',')}\r\n`).join('');
}

export const TRANSACTIONS_CSV_HEADER = [
  'Date',
  'Description',
  'Merchant',
  'Amount',
  'Category',
  'Account',
  'Type',
  'Status',
] as const;

export interface TransactionCsvRow {
  date: IsoDate;
  description: string | null;
  merchantName: string | null;
  /** Plaid sign: negative = money in. */
  amountCents: Cents;
  /** The category as it should read, e.g. categoryLabel(transaction.category). */
  category: string | null;
  accountName: string | null;
  pending: boolean;
}

/** financial-status CSV. Dates stay ISO (YYYY-MM-DD): unambiguous and sortable in any spreadsheet. */
export function transactionsCsv(rows: readonly TransactionCsvRow[]): string {
  return csv(
    TRANSACTIONS_CSV_HEADER,
    rows.map((row) => [
      csvTextCell(row.date),
      csvTextCell(row.description),
      csvTextCell(row.merchantName),
      csvAmountCell(row.amountCents),
      csvTextCell(row.category),
      csvTextCell(row.accountName),
      row.amountCents < 0 ? 'Income' : 'Expense',
      row.pending ? 'Pending' : 'Completed',
    ]),
  );
}

export const GOALS_CSV_HEADER = [
  'Goal Type',
  'Category',
  'Target Amount',
  'Created Date',
  'Last Updated',
] as const;

export interface GoalCsvRow {
  goalType: 'income' | 'expense';
  category: string;
  targetAmountCents: Cents;
  /** Calendar dates; the caller turns timestamps into the user's calendar day. */
  createdDate: IsoDate;
  lastUpdated: IsoDate;
}

/** money-goals CSV; goal types read Income / Expense. */
export function goalsCsv(rows: readonly GoalCsvRow[]): string {
  return csv(
    GOALS_CSV_HEADER,
    rows.map((row) => [
      row.goalType === 'income' ? 'Income' : 'Expense',
      csvTextCell(row.category),
      csvAmountCell(row.targetAmountCents),
      csvTextCell(row.createdDate),
      csvTextCell(row.lastUpdated),
    ]),
  );
}

export const TRANSACTIONS_CSV_PREFIX = 'financial-status';
export const GOALS_CSV_PREFIX = 'money-goals';

/** 'financial-status' + '2026-11-21' -> 'financial-status-2026-11-21.csv'. */
export function csvFileName(prefix: string, today: IsoDate): string {
  toCalendarDate(today); // a malformed date would make a confusing file name: fail instead
  return `${prefix}-${today}.csv`;
}
