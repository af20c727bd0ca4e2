import { isAnyDate } from './infer-columns.ts';

const BALANCE =
  /\b(beginning|ending|opening|closing|starting|previous|available|ledger)\s+(daily\s+)?balance\b|^balance\s+(forward|brought forward)\b/i;
const TOTAL = /^(sub|grand\s+)?totals?\b/i;
/** A cell that is a total's label and nothing more: a total even on a dated line ("TOTAL WINE" is a shop). */
const TOTAL_LABEL =
  /^(sub|grand\s+)?totals?(\s+(debits?|credits?|deposits?|withdrawals?|fees|charges|payments|purchases|for\s+period))?\s*:?$/i;
export const PENDING_MARKER = /^\**\s*pending\b/i;
/** A line of its own that opens a section of pending or of posted rows (Schwab: "Pending" ... "Posted"). */
const PENDING_SECTION = /^\**\s*pending(\s+transactions?)?\s*\**:?$/i;
const POSTED_SECTION = /^\**\s*(posted|cleared|completed)(\s+transactions?)?\s*\**:?$/i;

/** true: the rows below are pending; false: they are posted; null: the line opens no section. */
export function sectionMarker(cells: string[]): boolean | null {
  const filled = cells.map((cell) => cell.trim()).filter((cell) => cell !== '');
  if (filled.length !== 1) return null;
  if (PENDING_SECTION.test(filled[0]!)) return true;
  return POSTED_SECTION.test(filled[0]!) ? false : null;
}

/**
 * Lines that are part of a statement but not transactions: balance lines (Bank of America's "Beginning balance
 * as of 03/01/2025" row), totals, "Pending" section markers, titles and footers with a single cell. They are
 * counted as skipped, never rejected. A total needs a line without a date, or a cell that is a total's label
 * and nothing more ("Total debits" dated on the last day): "TOTAL WINE & MORE" on a dated
 * line is a liquor store (and "NEW BALANCE" a shoe shop, so only opening/closing balances count).
 */
export function isNonTransactionLine(cells: string[], dateColumn: number): boolean {
  const filled = cells.map((cell) => cell.trim()).filter((cell) => cell !== '');
  if (filled.length < 2) return true;
  if (filled.some((cell) => BALANCE.test(cell))) return true;
  const dateCell = (cells[dateColumn] ?? '').trim();
  if (PENDING_MARKER.test(dateCell) || /^pending transactions?$/i.test(filled[0] ?? '')) return true;
  if (filled.some((cell) => TOTAL_LABEL.test(cell))) return true;
  return filled.some((cell) => TOTAL.test(cell)) && !isAnyDate(dateCell);
}
