import { csvLineCells } from '@tourniquet/domain';
import type { StatementFormat } from '@tourniquet/domain/contracts';

/** The first lines of a statement as cells, by 1-based line number, to label columns with sample values. */
export type FilePeek = ReadonlyMap<number, string[]>;

const PEEK_BYTES = 256 * 1024;

/** Cells of one CSV line, trimmed, RFC 4180 quotes included ("ACME, INC" stays one cell). */
export function splitLine(line: string, delimiter: string): string[] {
  return csvLineCells(line, delimiter).map((cell) => cell.trim());
}

/** The separator splitting the reference line into the most cells (the server chose the same way). */
function delimiterOf(format: StatementFormat, reference: string): string {
  if (format === 'tsv') return '\t';
  return [',', ';', '|'].reduce((best, d) =>
    splitLine(reference, d).length > splitLine(reference, best).length ? d : best,
  );
}

/**
 * Splits the text of a file's first lines into cells. `referenceLine` (the header, or the first row) picks
 * the separator. Only CSV and TSV files have columns; other formats peek as empty.
 */
export function peekText(text: string, format: StatementFormat, referenceLine: number): FilePeek {
  if (format !== 'csv' && format !== 'tsv') return new Map();
  const lines = text.replace(/^\ufeff/, '').split(/\r\n|\n|\r/);
  const delimiter = delimiterOf(format, lines[referenceLine - 1] ?? lines[0] ?? '');
  return new Map(lines.map((line, i) => [i + 1, splitLine(line, delimiter)]));
}

/** Reads the start of the file (never the whole of a large one). */
export async function readFileStart(file: File): Promise<string> {
  const text = await file.slice(0, PEEK_BYTES).text();
  // The last line may be cut in the middle: leave it out.
  return file.size > PEEK_BYTES ? text.slice(0, text.lastIndexOf('\n') + 1) : text;
}
