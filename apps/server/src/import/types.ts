import type { DateFormat, IsoDate } from '@tourniquet/domain';
import type {
  AmountSign,
  AmountSignSource,
  ColumnChoices,
  ColumnMapping,
  DecimalSeparator,
  FileAccount,
  MappedColumn,
  RejectedLine,
  StatementAccount,
  StatementFormat,
  StatementLayout,
  StatementBalance,
  StatementRow,
  StatementRowBusiness,
} from '@tourniquet/domain/contracts';

// The shapes the import API sends (and the date formats) are defined once, in the domain's contracts
// (packages/domain/src/contracts/imports.ts, statement-dates.ts); the parser speaks them too.
export type {
  AmountSign,
  AmountSignSource,
  ColumnChoices,
  ColumnMapping,
  DateFormat,
  DecimalSeparator,
  FileAccount,
  MappedColumn,
  RejectedLine,
  StatementAccount,
  StatementFormat,
  StatementRow,
  StatementRowBusiness,
};

export interface ImportOptions {
  format?: StatementFormat | 'auto';
  /** Left out: detected from the file where it says so (a Type column, "PAYMENT - THANK YOU" rows), else 'positive-in'. */
  amountSign?: AmountSign;
  dateFormat?: DateFormat;
  /** Column overrides by header name or 0-based index as given in a query string: { date: 'Posted Date', amount: '3' } */
  mapping?: Partial<Record<MappedColumn, string>>;
  /** A multi-account file's account to read: a 0-based index, an account number (or its last 4) or a name. */
  account?: string;
  /** The amounts' decimal mark; left out: detected from the amounts. */
  decimal?: DecimalSeparator;
  /** A preview shows every account of a multi-account file; an import without `account` is refused. */
  preview?: boolean;
  /** Today, when the caller wants the rows dated after it (and the extreme amounts) counted over the file. */
  today?: IsoDate;
  /** Send back every row's import id (a preview into an account counts the rows it already holds). */
  importIds?: boolean;
}

/** A parser's account list and which account each row and rejected line belongs to (parallel arrays). */
export interface AccountsOfFile {
  accounts: Omit<FileAccount, 'index' | 'rows'>[];
  /** OFX's account details per account, for `account` once one is chosen. */
  details?: StatementAccount[];
  /** OFX's own balance per account (LEDGERBAL of each STMTRS): the chosen account's becomes the statement's. */
  balances?: (StatementBalance | undefined)[];
  ofRows: number[];
  ofRejected: number[];
}

export type TextEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

/** The parsed file: the layout the API reports (the contract's StatementLayout) and every row. */
export interface ParsedStatement extends StatementLayout {
  encoding: TextEncoding;
  rows: StatementRow[];
  /** Internal to the parser: taken off by selectAccount before the statement leaves parseStatement. */
  accountsOfFile?: AccountsOfFile;
}

export type ProgressListener = (rowsParsed: number) => void;
