import type { DraftAmount, DraftRow } from '../draft-row.ts';
import { checkRowCount } from '../limits.ts';
import type { ProgressListener, RejectedLine } from '../types.ts';
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
  private readonly headerKey: string | null;
  /** Under a "Pending" line of its own, until a "Posted" one (Schwab writes its pending rows that way). */
  private inPendingSection = false;

  constructor(
    private readonly layout: CsvLayout,
    private readonly onProgress?: ProgressListener,
  ) {
    this.headerKey = layout.headers.length > 0 ? rowKey(layout.headers) : null;
  }

  add(record: CsvRecord | CsvRecordError): void {
    if (isRecordError(record)) return this.reject(record.line, record.error);
    const cells = record.cells.map((cell) => cell.trim());
    if (cells.every((cell) => cell === '')) return;
    // Some exports repeat the header on every page.
    if (this.isHeaderAgain(cells)) return void (this.skipped += 1);
    const section = sectionMarker(cells);
    if (section !== null) {
      this.inPendingSection = section;
      return void (this.skipped += 1);
    }

    const { mapping, fallbackDate, status, type } = this.layout.columns;
    let dateText = cells[mapping.date] ?? '';
    const fallbackDateText = fallbackDate === null ? null : (cells[fallbackDate] ?? '');
    // A "Pending" posting date with a transaction date beside it is a pending transaction, not a marker.
    const pendingByDate =
      PENDING_MARKER.test(dateText) && fallbackDateText !== null && isAnyDate(fallbackDateText);
    if (pendingByDate) dateText = '';
    else if (isNonTransactionLine(cells, mapping.date)) return void (this.skipped += 1);

    const amount = this.readAmount(cells);
    if (typeof amount === 'string') return this.reject(record.line, amount);

    const typeCell = type === null ? '' : (cells[type] ?? '');
    const statusCell = status === null ? '' : (cells[status] ?? '');
    const merchantName = cellOrNull(cells, mapping.merchant);
    this.dates.add(dateText === '' && fallbackDateText !== null ? fallbackDateText : dateText);
    this.drafts.push({
      line: record.line,
      dateText,
      fallbackDateText,
      amount,
      description: cellOrNull(cells, mapping.description) ?? merchantName ?? collapse(typeCell),
      merchantName,
      category: cellOrNull(cells, mapping.category),
      pending:
        this.inPendingSection || pendingByDate || /\bpend/i.test(statusCell) || /^pending$/i.test(typeCell),
      typeDirection: typeCell === '' ? null : typeDirection(typeCell),
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
      const parsed = parseAmount(cell);
      if (parsed === 'blank') return 'the amount is missing';
      if (parsed === 'invalid') return `"${cell}" is not an amount`;
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
      const parsed = parseAmount(cell);
      if (parsed === 'invalid') return `"${cell}" is not an amount`;
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

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function cellOrNull(cells: string[], column: number | null): string | null {
  if (column === null) return null;
  const text = collapse(cells[column] ?? '');
  return text === '' ? null : text;
}
