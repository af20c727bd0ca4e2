import { parseCsv } from './csv/parse-csv.ts';
import { decodeText } from './decode.ts';
import { detectFormat, rejectBinary } from './detect-format.ts';
import { parseOfx } from './ofx/parse-ofx.ts';
import { parseQif } from './qif/parse-qif.ts';
import { readInput } from './read-input.ts';
import type { ImportOptions, ParsedStatement, ProgressListener } from './types.ts';

/**
 * Reads a bank or card statement file (CSV, TSV, OFX/QFX, QIF) into rows in the product's sign convention
 * (amountCents > 0 = money out). Pure: no database, no clock. Throws StatementFormatError for a file that is
 * not a statement and StatementTooLargeError past MAX_IMPORT_BYTES or MAX_IMPORT_ROWS; lines it cannot read
 * come back in `rejected` with their line number while the rest parses.
 */
export async function parseStatement(
  input: Uint8Array | AsyncIterable<Uint8Array>,
  options: ImportOptions = {},
  onProgress?: ProgressListener,
): Promise<ParsedStatement> {
  const bytes = await readInput(input);
  rejectBinary(bytes);
  const { text, encoding } = decodeText(bytes);
  const detected = detectFormat(text, options.format);
  switch (detected.format) {
    case 'ofx':
    case 'qfx':
      return parseOfx(text, detected.format, encoding, onProgress);
    case 'qif':
      return parseQif(text, encoding, options, onProgress);
    case 'csv':
    case 'tsv':
      return parseCsv(
        text,
        { ...detected, delimiter: detected.delimiter ?? ',' },
        encoding,
        options,
        onProgress,
      );
  }
}
