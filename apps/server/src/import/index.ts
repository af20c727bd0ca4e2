export { parseStatement } from './parse-statement.ts';
export { EXPECTED_FILES, StatementFormatError, StatementTooLargeError } from './errors.ts';
export { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from './limits.ts';
export type {
  AmountSign,
  AmountSignSource,
  ColumnMapping,
  DateFormat,
  ImportOptions,
  ParsedStatement,
  ProgressListener,
  RejectedLine,
  StatementAccount,
  StatementFormat,
  StatementRow,
  TextEncoding,
} from './types.ts';
