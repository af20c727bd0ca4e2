import type { DraftAmount, DraftRow } from '../draft-row.ts';
import { checkRowCount } from '../limits.ts';
import {
  MAX_AMOUNT_CHARS,
  MAX_CATEGORY_CHARS,
  MAX_CELL_CHARS,
  MAX_DATE_CHARS,
  MAX_DESCRIPTION_CHARS,
  overCap,
  quote,
} from '../text-limits.ts';
import type { DecimalSeparator, ProgressListener, RejectedLine } from '../types.ts';
import { readBusinessCells } from './business-cells.ts';
import type { CsvLayout } from './detect-layout.ts';
import { DateFormatTally } from './detect-date-format.ts';
import { isAnyDate } from './infer-columns.ts';
import { parseAmount } from './parse-amount.ts';
import { isRecordError, type CsvRecord, type CsvRecordError } from './read-records.ts';
import { typeDirection } from './sign-convention.ts';
import { isNonTransactionLine, PENDING_MARKER, sectionMarker } from './skip-rules.ts';

const PROGRESS_EVERY = 1000;

/** Turns each record after the header into a draft, a rejected line or a skipped one, as the records stream by. */
export class CsvRowCollector {
  readonly drafts: DraftRow[] = [];
  readonly rejected: RejectedLine[] = [];
  readonly dates = new DateFormatTally();
  skipped = 0;
  /** The Account Name cell of each line read (a Mint export holds several accounts), when there is that column. */
  readonly accountOfLine = new Map<number, string>();
  private readonly headerKey: string | null;
  /** Under a "Pending" line of its own, until a "Posted" one (Schwab writes its pending rows that way). */
  private inPendingSection = false;

  constructor(
    private readonly layout: CsvLayout,
    private readonly decimal: DecimalSeparator,
    private readonly onProgress?: ProgressListener,
  ) {
    this.headerKey = layout.headers.length > 0 ? rowKey(layout.headers) : null;
  }

  add(record: CsvRecord | CsvRecordError): void {
    if (isRecordError(record)) return this.reject(record.line, record.error);
    const cells = record.cells.map((cell) => cell.trim());
    if (cells.every((cell) => cell === '')) return;
    // Before any pattern reads a cell: none is longer than MAX_CELL_CHARS.
    const long = cells.findIndex((cell) => cell.length > MAX_CELL_CHARS);
    if (long >= 0)
      return this.reject(record.line, overCap(cells[long]!, `cell in column ${long + 1}`, MAX_CELL_CHARS)!);
    // Some exports repeat the header on every page.
    if (this.isHeaderAgain(cells)) return void (this.skipped += 1);
    const section = sectionMarker(cells);
    if (section !== null) {
      this.inPendingSection = section;
      return void (this.skipped += 1);
    }

    const { mapping, fallbackDate, status, type, business } = this.layout.columns;
    if (this.layout.accountColumn !== null)
      this.accountOfLine.set(record.line, collapse(cells[this.layout.accountColumn] ?? ''));
    let dateText = cells[mapping.date] ?? '';
    const fallbackDateText = fallbackDate === null ? null : (cells[fallbackDate] ?? '');
    // A "Pending" posting date with a transaction date beside it is a pending transaction, not a marker.
    // So is "Pending" in the other date column beside a transaction date.
    const pendingByDate =
      (PENDING_MARKER.test(dateText) && fallbackDateText !== null && isAnyDate(fallbackDateText)) ||
      (fallbackDateText !== null && PENDING_MARKER.test(fallbackDateText) && isAnyDate(dateText));
    if (pendingByDate && PENDING_MARKER.test(dateText)) dateText = '';
    else if (isNonTransactionLine(cells, mapping.date)) return void (this.skipped += 1);

    const typeCell = type === null ? '' : (cells[type] ?? '');
    const statusCell = status === null ? '' : (cells[status] ?? '');
    const merchantName = cellOrNull(cells, mapping.merchant);
    const description = cellOrNull(cells, mapping.description) ?? merchantName ?? collapse(typeCell);
    const category = cellOrNull(cells, mapping.category);
    const tooLong =
      overCap(dateText, 'date', MAX_DATE_CHARS) ??
      overCap(fallbackDateText ?? '', 'date', MAX_DATE_CHARS) ??
      overCap(description, 'description', MAX_DESCRIPTION_CHARS) ??
      overCap(merchantName ?? '', 'merchant', MAX_DESCRIPTION_CHARS) ??
      overCap(category ?? '', 'category', MAX_CATEGORY_CHARS);
    if (tooLong !== null) return this.reject(record.line, tooLong);

    const amount = this.readAmount(cells);
    if (typeof amount === 'string') return this.reject(record.line, amount);

    this.dates.add(dateText === '' && fallbackDateText !== null ? fallbackDateText : dateText);
    this.drafts.push({
      line: record.line,
      dateText,
      fallbackDateText,
      amount,
      description,
      merchantName,
      category,
      pending:
        this.inPendingSection || pendingByDate || /\bpend/i.test(statusCell) || /^pending$/i.test(typeCell),
      typeDirection: typeCell === '' ? null : typeDirection(typeCell),
      ...(business ? { business: readBusinessCells(cells, business) } : {}),
    });
    this.counted();
  }

  private isHeaderAgain(cells: string[]): boolean {
    const first = this.layout.headers[0]?.trim().toLowerCase();
    return first === cells[0]?.toLowerCase() && rowKey(cells) === this.headerKey;
  }

  private readAmount(cells: string[]): DraftAmount | string {
    const { mapping } = this.layout.columns;
    if (mapping.amount !== null) {
      const cell = cells[mapping.amount] ?? '';
      const parsed = parseAmount(cell, this.decimal);
      if (parsed === 'blank') return 'the amount is missing';
      if (parsed === 'invalid') return amountReason(cell);
      return { kind: 'signed', cents: parsed.cents, marker: parsed.direction };
    }
    // Debit = money out and credit = money in by where the number sits, whatever sign the bank gave it.
    let cents = 0;
    let found = false;
    for (const [column, out] of [
      [mapping.debit, true],
      [mapping.credit, false],
    ] as const) {
      if (column === null) continue;
      const cell = cells[column] ?? '';
      const parsed = parseAmount(cell, this.decimal);
      if (parsed === 'invalid') return amountReason(cell);
      if (parsed === 'blank') continue;
      found = true;
      cents += out ? Math.abs(parsed.cents) : -Math.abs(parsed.cents);
    }
    if (!found) return `there is no amount in the ${this.debitCreditNames()} column`;
    return { kind: 'product', cents };
  }

  private debitCreditNames(): string {
    const { debit, credit } = this.layout.columns.mapping;
    const name = (column: number | null, fallback: string) =>
      column === null ? null : this.layout.headers[column]?.trim() || fallback;
    return [name(debit, 'debit'), name(credit, 'credit')].filter((n) => n !== null).join(' or ');
  }

  private reject(line: number, reason: string): void {
    this.rejected.push({ line, reason: `Line ${line}: ${reason}` });
    this.counted();
  }

  private counted(): void {
    const dataRows = this.drafts.length + this.rejected.length;
    checkRowCount(dataRows);
    if (dataRows % PROGRESS_EVERY === 0) this.onProgress?.(dataRows);
  }
}

/** A row's cells for comparing with the header: case and trailing empty cells do not matter. */
function rowKey(cells: string[]): string {
  const parts = cells.map((cell) => cell.trim().toLowerCase());
  while (parts.at(-1) === '') parts.pop();
  return JSON.stringify(parts);
}

function amountReason(cell: string): string {
  return overCap(cell, 'amount', MAX_AMOUNT_CHARS) ?? `${quote(cell)} is not an amount`;
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function cellOrNull(cells: string[], column: number | null): string | null {
  if (column === null) return null;
  const text = collapse(cells[column] ?? '');
  return text === '' ? null : text;
}
