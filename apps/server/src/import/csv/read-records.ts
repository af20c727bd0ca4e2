import { Readable } from 'node:stream';
import { parse, type CsvError } from 'csv-parse';
import { count, MAX_CELLS, MAX_LINE_CHARS } from '../text-limits.ts';

export interface CsvRecord {
  /** 1-based physical line where the record starts (a quoted cell may span lines). */
  line: number;
  /** The line after the record: where the next one starts. */
  nextLine: number;
  cells: string[];
}

export interface CsvRecordError {
  line: number;
  error: string;
}

const CHUNK_CHARS = 64 * 1024;

/**
 * Streams the records of decoded CSV/TSV text (lines end in '\n' only) through csv-parse's stream API, in
 * 64 KB chunks, so records are handled as they come and never all at once. Rows of any width pass (summary
 * blocks, trailing commas; see expectEveryWidth). `firstLine` is the line the text starts on.
 *
 * Line numbers are counted here (csv-parse's `info` doubles the parse time): a record takes one line plus
 * one per line break inside its quoted cells, and blank lines come through as empty records to be counted.
 * Quotes are relaxed (`5" TV` stays as written), so the only record csv-parse still gives up on is a quote
 * never closed: it swallows the rest of the file and comes out as an error for the line it starts on.
 */
export async function* readRecords(
  text: string,
  delimiter: string,
  firstLine = 1,
  quoted = delimiter !== '\t',
): AsyncGenerator<CsvRecord | CsvRecordError> {
  const skipped: CsvError[] = [];
  const parser = parse({
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    skip_records_with_error: true,
    // Most TSV exports do not quote, and a stray " in a description must then stay a character (see
    // tsvIsQuoted for the ones that do).
    quote: quoted ? '"' : false,
    // `Date, Description, Amount` files put a space before quoted cells; the quotes must still count.
    // (rtrim is left off: with it, `"5" TV` makes csv-parse drop every record after it.)
    ltrim: delimiter !== '\t',
  });
  expectEveryWidth(parser);
  parser.on('skip', (error: CsvError) => skipped.push(error));
  Readable.from(chunks(text), { objectMode: false }).pipe(parser);

  let line = firstLine;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      let span = 1;
      for (const cell of cells)
        for (let i = cell.indexOf('\n'); i !== -1; i = cell.indexOf('\n', i + 1)) span += 1;
      const record = { line, nextLine: line + span, cells: cells.map(unwrapFormula) };
      line += span;
      // Every cell is looked at by header detection and the skip rules: a record has a bounded number.
      if (cells.length > MAX_CELLS)
        yield {
          line: record.line,
          error: `the line has ${count(cells.length)} cells (at most ${count(MAX_CELLS)})`,
        };
      else if (cells.length > 1 || cells[0] !== '') yield record;
    }
  } finally {
    parser.destroy();
  }
  for (const error of skipped) {
    yield error.code === 'CSV_QUOTE_NOT_CLOSED'
      ? { line, error: 'a quote opened on this line is never closed, so the rest of the file is unreadable' }
      : { line: firstLine - 1 + Number(error.lines ?? 1), error: 'its cells cannot be told apart' };
  }
}

/**
 * csv-parse (7.x) builds a CsvError, deep-copying its options through JSON, for every record whose width
 * differs from the first one, even with relax_column_count, and then only counts it. That cost ~25 µs a
 * line: a file of 400,000 lines of commas held a parse worker 10 s. Every width is welcome here, so the
 * width it compares against is the record's own. Read from the parser's state object (its documented
 * `state` property); should a later version lay it out otherwise, parsing stays right, only slower.
 */
export function expectEveryWidth(parser: object) {
  const state = (parser as { state?: { record?: unknown } }).state;
  if (!state || !Array.isArray(state.record) || !('expectedRecordLength' in state)) return;
  Object.defineProperty(state, 'expectedRecordLength', {
    get: () => (Array.isArray(state.record) ? state.record.length : 0),
    set: () => undefined,
    configurable: true,
  });
}

/**
 * Some exports write cells as Excel formulas, ="00123" or ="12.00", so that Excel keeps leading zeros and
 * does not turn numbers into dates; the value is what is inside the quotes.
 */
function unwrapFormula(cell: string): string {
  // startsWith first: this runs on every cell of a 100,000-row file.
  return cell.startsWith('="') && cell.endsWith('"') && cell.length >= 3 ? cell.slice(2, -1) : cell;
}

function* chunks(text: string): Generator<string> {
  for (let start = 0; start < text.length; start += CHUNK_CHARS) yield text.slice(start, start + CHUNK_CHARS);
}

/**
 * Whether a TSV file quotes its cells: Excel's "Text (Tab delimited)" wraps a cell holding a comma or a quote
 * in quotes, and some banks quote every cell. A whole cell between quotes on one of the first lines says so.
 */
export function tsvIsQuoted(text: string): boolean {
  return /(^|\t)"[^"\t\n]*"(\t|\n|$)/m.test(text.slice(0, 65536));
}

/**
 * Blanks every physical line longer than MAX_LINE_CHARS (keeping its line break, so later lines keep their
 * numbers) and says which: csv-parse would split a 10 MB line of commas into ten million cells first.
 */
export function screenLongLines(text: string): { text: string; rejected: CsvRecordError[] } {
  const rejected: CsvRecordError[] = [];
  const parts: string[] = [];
  let kept = 0;
  let start = 0;
  for (let line = 1; start <= text.length; line += 1) {
    const found = text.indexOf('\n', start);
    const end = found === -1 ? text.length : found;
    if (end - start > MAX_LINE_CHARS) {
      parts.push(text.slice(kept, start));
      kept = end;
      rejected.push({
        line,
        error: `the line is ${count(end - start)} characters long (at most ${count(MAX_LINE_CHARS)})`,
      });
    }
    start = end + 1;
  }
  if (rejected.length === 0) return { text, rejected };
  parts.push(text.slice(kept));
  return { text: parts.join(''), rejected };
}

/** Where a line starts in the text, for streaming again from there. */
export function offsetOfLine(text: string, line: number): number {
  let offset = 0;
  for (let current = 1; current < line; current += 1) {
    const next = text.indexOf('\n', offset);
    if (next === -1) return text.length;
    offset = next + 1;
  }
  return offset;
}

export function isRecordError(record: CsvRecord | CsvRecordError): record is CsvRecordError {
  return 'error' in record;
}
