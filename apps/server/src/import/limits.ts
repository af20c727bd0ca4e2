import { StatementTooLargeError } from './errors.ts';

/** The route refuses larger uploads before parsing; the parser checks again so no caller can skip it. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 100_000;

/** Counts data rows (kept and rejected) and throws as soon as one more than MAX_IMPORT_ROWS is seen. */
export function checkRowCount(dataRows: number): void {
  if (dataRows > MAX_IMPORT_ROWS) {
    throw new StatementTooLargeError(
      `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} transactions. Split it into smaller date ranges.`,
    );
  }
}
