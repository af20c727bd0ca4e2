import { toCalendarDate, type IsoDate } from './dates';
import { centsToDecimalString, type Cents } from './money';
import { stripControlCharacters } from './text';
import {
  MOVED_BETWEEN_ACCOUNTS_LABEL,
  PAID_TO_PEOPLE_LABEL,
  RECEIVED_FROM_PEOPLE_LABEL,
} from './transfer-pairing';

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
  'Counts As',
  'Status',
] as const;

/**
 * How a row counts on the spending screen, the CSV's Counts As column beside the spec's Type:
 * Type says only which way the money went, so card payments, refunds and transfers read "Income" there.
 * Summing a column by this one gives the screen's figures: Earnings is the earnings (money in counts,
 * money out lowers it), Spending less Refund is the spending, and the last two are the screen's lines of
 * money moved between the user's accounts, paid to people and received from people (docs/decisions/024).
 */
export type CsvFlow = 'earnings' | 'spending' | 'refund' | 'moved' | 'people' | 'received';

export const CSV_FLOW_LABELS: Record<CsvFlow, string> = {
  earnings: 'Earnings',
  spending: 'Spending',
  refund: 'Refund',
  moved: MOVED_BETWEEN_ACCOUNTS_LABEL,
  people: PAID_TO_PEOPLE_LABEL,
  received: RECEIVED_FROM_PEOPLE_LABEL,
};

/**
 * A report line's Counts As from the report classification (reportFlow, isPaidToPeople, reportSide): a
 * payment to a person first (it is one of the moved rows), then moved, then earnings, then spending, where
 * money in on a spending category is a refund.
 */
export function csvFlow(line: {
  moved: boolean;
  /** Paid to or received from a person, not yet said what for (its sign says which line). */
  paidToPeople: boolean;
  earnings: boolean;
  amountCents: Cents;
}): CsvFlow {
  if (line.paidToPeople) return line.amountCents < 0 ? 'received' : 'people';
  if (line.moved) return 'moved';
  if (line.earnings) return 'earnings';
  return line.amountCents < 0 ? 'refund' : 'spending';
}

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
  /** How the row counts on the spending screen (csvFlow). */
  flow: CsvFlow;
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
      CSV_FLOW_LABELS[row.flow],
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
