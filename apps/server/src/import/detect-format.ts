import { notAStatement } from './errors.ts';
import type { ImportOptions, StatementFormat } from './types.ts';

export interface DetectedFormat {
  format: StatementFormat;
  /** The CSV/TSV cell separator; null for OFX/QIF. */
  delimiter: string | null;
}

const BINARY_SIGNATURES: { name: string; bytes: number[]; at?: number }[] = [
  { name: 'a PDF document', bytes: [0x25, 0x50, 0x44, 0x46] },
  { name: 'a PNG image', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { name: 'a JPEG image', bytes: [0xff, 0xd8, 0xff] },
  { name: 'a GIF image', bytes: [0x47, 0x49, 0x46, 0x38] },
  { name: 'a WebP image', bytes: [0x57, 0x45, 0x42, 0x50], at: 8 },
  { name: 'a HEIC image', bytes: [0x66, 0x74, 0x79, 0x70], at: 4 },
  // Excel workbooks (.xlsx) are ZIP archives; old .xls files are OLE compound documents.
  { name: 'a ZIP archive or an Excel workbook', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { name: 'an Excel workbook', bytes: [0xd0, 0xcf, 0x11, 0xe0] },
];

const CANDIDATE_DELIMITERS = [',', '\t', ';', '|'];

/** Looks at the bytes first (binary files never decode into anything useful), then at the text. */
export function rejectBinary(bytes: Uint8Array): void {
  if (bytes.byteLength === 0) throw notAStatement('The file is empty.');
  for (const signature of BINARY_SIGNATURES) {
    const at = signature.at ?? 0;
    if (signature.bytes.every((byte, i) => bytes[at + i] === byte)) {
      throw notAStatement(`This file looks like ${signature.name}, not a statement.`);
    }
  }
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (!utf16 && bytes.subarray(0, 8192).includes(0)) {
    throw notAStatement('This file is binary, not a text statement.');
  }
}

export function detectFormat(text: string, requested: ImportOptions['format'] = 'auto'): DetectedFormat {
  const start = text.trimStart();
  if (start.length === 0) throw notAStatement('The file is empty.');
  const isOfx = /^OFXHEADER\s*:/i.test(start) || /<OFX[\s>]/i.test(text.slice(0, 16384));

  if (requested === 'ofx' || requested === 'qfx') return { format: requested, delimiter: null };
  if (requested === 'qif') return { format: 'qif', delimiter: null };
  if (requested === 'tsv') return { format: 'tsv', delimiter: '\t' };
  if (requested === 'csv') return { format: 'csv', delimiter: detectDelimiter(text, [',', ';', '|']) ?? ',' };

  // QFX is OFX with Intuit's extra sign-on tags (INTU.BID, INTU.USERID) that Quicken checks.
  if (isOfx) return { format: /<INTU\./i.test(text) ? 'qfx' : 'ofx', delimiter: null };
  if (/^!(Type|Account|Option|Clear)\b/i.test(firstLineAfterComments(start)))
    return { format: 'qif', delimiter: null };
  if (start.startsWith('{') || start.startsWith('['))
    throw notAStatement('This file looks like JSON, not a statement.');
  if (start.startsWith('<')) throw notAStatement('This file looks like HTML or XML, not a statement.');

  const delimiter = detectDelimiter(text, CANDIDATE_DELIMITERS);
  if (delimiter === null) throw notAStatement('This file is text with no columns, not a statement.');
  return { format: delimiter === '\t' ? 'tsv' : 'csv', delimiter };
}

/** The first line that is not blank and not a "#" comment (some QIF writers put a "###" banner on top). */
function firstLineAfterComments(text: string): string {
  const lines = text.slice(0, 4096).split('\n').slice(0, 40);
  return lines.find((line) => line.trim() !== '' && !line.trimStart().startsWith('#'))?.trimStart() ?? '';
}

/**
 * The separator that splits the most of the first lines into one same number (2+) of cells. A summary block
 * above the header (Bank of America) has other counts, so lines vote rather than the first line deciding.
 */
function detectDelimiter(text: string, candidates: string[]): string | null {
  const lines = text
    .slice(0, 65536)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, 40);
  let best: { delimiter: string; votes: number; cells: number } | null = null;
  for (const delimiter of candidates) {
    const counts = new Map<number, number>();
    for (const line of lines) {
      const cells = countCells(line, delimiter);
      if (cells >= 2) counts.set(cells, (counts.get(cells) ?? 0) + 1);
    }
    for (const [cells, votes] of counts) {
      // Ties go to the wider split: a TSV whose dates read "Mar 15, 2025" has one comma on every line too.
      if (best === null || votes > best.votes || (votes === best.votes && cells > best.cells)) {
        best = { delimiter, votes, cells };
      }
    }
  }
  return best?.delimiter ?? null;
}

/** Cells of one line, not counting separators inside double quotes. */
function countCells(line: string, delimiter: string): number {
  let cells = 1;
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === delimiter && !quoted) cells += 1;
  }
  return cells;
}
