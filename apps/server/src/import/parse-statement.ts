import { csvStatementBalance } from './csv/csv-balance.ts';
import { parseCsv } from './csv/parse-csv.ts';
import { decodeText } from './decode.ts';
import { detectFormat, rejectBinary } from './detect-format.ts';
import { notAStatement } from './errors.ts';
import { ofxStatementBalance } from './ofx/ofx-balance.ts';
import { parseOfx } from './ofx/parse-ofx.ts';
import { parseQif } from './qif/parse-qif.ts';
import { readInput } from './read-input.ts';
import { boundRows } from './row-bounds.ts';
import { selectAccount } from './select-account.ts';
import { rejectNul } from './text-limits.ts';
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
  rejectNul(text);
  const parsed = boundRows(selectAccount(await parseAs(text, encoding, options, onProgress), options));
  // A statement that yields nothing at all must never read as a successful import of 0 rows.
  if (parsed.rows.length === 0 && parsed.rejected.length === 0) {
    throw notAStatement(
      `This ${parsed.format.toUpperCase()} file holds no transactions: nothing in it could be imported.`,
    );
  }
  return parsed;
}

async function parseAs(
  text: string,
  encoding: ParsedStatement['encoding'],
  options: ImportOptions,
  onProgress?: ProgressListener,
): Promise<ParsedStatement> {
  const detected = detectFormat(text, options.format);
  switch (detected.format) {
    case 'ofx':
    case 'qfx':
      return withBalance(parseOfx(text, detected.format, encoding, onProgress), ofxStatementBalance(text));
    case 'qif':
      return parseQif(text, encoding, options, onProgress);
    case 'csv':
    case 'tsv': {
      const delimiter = detected.delimiter ?? ',';
      const parsed = await parseCsv(text, { ...detected, delimiter }, encoding, options, onProgress);
      return withBalance(parsed, await csvStatementBalance(text, delimiter, parsed));
    }
  }
}

/** The file's own balance, when it states one (see StatementBalance). */
function withBalance(parsed: ParsedStatement, balance: ParsedStatement['statementBalance']): ParsedStatement {
  return balance ? { ...parsed, statementBalance: balance } : parsed;
}
