/** What every "not a statement" message ends with, so the user learns what would work. */
export const EXPECTED_FILES = 'a CSV with a date and an amount column, an OFX/QFX file or a QIF file';

/** The file is not a statement this importer reads (an image, a PDF, JSON, a CSV with no date or amount column...). */
export class StatementFormatError extends Error {
  override name = 'StatementFormatError';
}

/** Over MAX_IMPORT_BYTES or MAX_IMPORT_ROWS. */
export class StatementTooLargeError extends Error {
  override name = 'StatementTooLargeError';
}

export function notAStatement(what: string): StatementFormatError {
  return new StatementFormatError(`${what} Expected ${EXPECTED_FILES}.`);
}
