import { z } from 'zod';
import type { PersonalCategory } from '../categories/categoriser/pfc';
import type { IsoDate } from '../dates';
import type { ImplausibleRows } from '../plausibility';
import { DATE_FORMATS, type DateFormat } from '../statement-dates';
import { hasControlCharacter } from '../text';

export type StatementFormat = 'csv' | 'tsv' | 'ofx' | 'qfx' | 'qif';

/** Which sign a file's single amount column gives to money coming in: a bank's file is positive-in. */
export type AmountSign = 'positive-in' | 'positive-out';

/**
 * Where amountSign comes from: the caller ('given'), the file itself ('detected': a Type column, a card's
 * "THANK YOU" payment, the issuer's own headers, the OFX standard), or nothing at all ('default': the bank
 * convention, positive-in, was assumed and the user should confirm it).
 */
export type AmountSignSource = 'given' | 'detected' | 'default';

/** 0-based column indexes of a CSV/TSV file; null leaves the column out. */
export interface ColumnMapping {
  date: number;
  description: number | null;
  merchant: number | null;
  amount: number | null;
  debit: number | null;
  credit: number | null;
  category: number | null;
}
export type MappedColumn = keyof ColumnMapping;

export interface RejectedLine {
  line: number;
  /** Says the line too, ready to show: 'Line 14: "32/13/2025" is not a date in MM/DD/YYYY format'. */
  reason: string;
}

/** One transaction of a statement as it will be stored. */
export interface StatementRow {
  /** 1-based physical line of the file where the transaction starts. */
  line: number;
  date: IsoDate;
  description: string;
  merchantName: string | null;
  category: string | null;
  /** Product convention: positive = money out (spending), negative = money in. */
  amountCents: number;
  importId: string;
  pending: boolean;
  /**
   * What the file's Business Use and Business Category cells say (the data download's transactions.csv):
   * the row's business or personal use and its business category, each null where the cell says none.
   * Left out when the file has neither column.
   */
  business?: StatementRowBusiness;
}

/** A file's own business columns for one row: use 'business' | 'personal', a catalogue category name. */
export interface StatementRowBusiness {
  use: 'business' | 'personal' | null;
  category: string | null;
}

/** A preview row with the one category the categoriser gives it; null when it finds none. */
export interface PreviewRow extends StatementRow {
  personalCategory: PersonalCategory | null;
}

/** What an OFX file says about its account, when it says it. */
export interface StatementAccount {
  bankId?: string;
  accountId?: string;
  accountType?: string;
  currency?: string;
}

/**
 * One account of a file that holds several (OFX STMTRS/CCSTMTRS, QIF !Account blocks, a CSV's Account Name
 * column). `index` (0-based, file order) or `accountId` is what the import's `account=` query value takes.
 */
export interface FileAccount {
  index: number;
  /** The account number as the file writes it (OFX ACCTID), when it writes one. */
  accountId?: string;
  /** Its last four characters, for showing. */
  mask?: string;
  /** CHECKING, SAVINGS, CREDITCARD (OFX); Bank, CCard (QIF). */
  type?: string;
  /** QIF's account name, a CSV's Account Name cell. */
  name?: string;
  currency?: string;
  /** Rows of this account in the file. */
  rows: number;
}

/** Which file column a role was read from, and what made the parser take it. */
export interface ColumnChoice {
  /** The header cell, or "column N" (1-based) for a file without one. */
  column: string;
  /** 0-based. */
  index: number;
  /** 'header "Betrag"', '9 of 10 cells read as dates', 'chosen in the query'. */
  reason: string;
}
export type ColumnChoices = Partial<Record<MappedColumn, ColumnChoice>>;

/** The decimal mark of a file's amounts: 'point' (1,234.56) or 'comma' (1.234,56). */
export type DecimalSeparator = 'point' | 'comma';

/** What the parser detected in a file: what the preview shows and the import then applies. */
export interface StatementLayout {
  format: StatementFormat;
  encoding: string;
  /** 1-based; null for OFX/QIF and files without a header row. */
  headerLine: number | null;
  /** Detected header cells (empty for OFX/QIF). */
  headers: string[];
  /** null for OFX/QIF. */
  mapping: ColumnMapping | null;
  dateFormat: DateFormat | null;
  dateFormatAmbiguous: boolean;
  dateFormatCandidates: DateFormat[];
  amountSign: AmountSign;
  amountSignSource: AmountSignSource;
  rejected: RejectedLine[];
  /** Balance, total, pending-marker and footer lines left out on purpose. */
  skipped: number;
  /** From OFX when present. */
  account?: StatementAccount;
  /** Every account the file holds, when it says (OFX, QIF !Account, a CSV's Account Name column). */
  accounts?: FileAccount[];
  /**
   * The account of `accounts` whose rows these are; null when the file holds rows of several and none was
   * chosen (the preview then shows them all, and the import is refused until `account=` chooses one).
   */
  accountIndex?: number | null;
  /** CSV/TSV: the column each role was read from, and why. */
  columnChoices?: ColumnChoices;
  /** CSV/TSV: the decimal mark of the amounts, and whether the file ('detected'), the query ('given') or nothing ('default') said it. */
  decimalSeparator?: DecimalSeparator;
  decimalSeparatorSource?: AmountSignSource;
  /**
   * Which of a row's dates is stored, in words: 'transaction date ("Trans Date"); the posting date ("Post
   * Date") is used only where it is empty', 'DTPOSTED (the posting date)'.
   */
  dateSource?: string;
  /**
   * CSV/TSV with two dates (a transaction date and a posting date): the one not taken, which `date=<index>`
   * chooses instead (the preview offers it; the other is then read only where the chosen one is empty).
   */
  otherDate?: ColumnChoice;
  /** The balance the file itself states, when it states one (see StatementBalance). */
  statementBalance?: StatementBalance;
  /**
   * Present when the file reads as a credit card's statement, saying why ('a credit card statement
   * (CCSTMTRS)', 'its Type column says "Sale", as card issuers write'): a new account made by the import is
   * then a credit card.
   */
  cardStatement?: string;
}

/**
 * A statement's own balance: OFX LEDGERBAL (else AVAILBAL) with its DTASOF, or a CSV's running-balance
 * column at its latest row. amountCents is signed as the file writes it (OFX: a card's amount owed is
 * negative); an account that is not linked takes it as its balance on that day.
 */
export interface StatementBalance {
  amountCents: number;
  date: IsoDate;
  /** 'LEDGERBAL', 'AVAILBAL', or the CSV header it came from ("Running Bal."). */
  from: string;
}

/** POST /api/accounts/:id/import?preview=1: the detected layout and the first rows, nothing written. */
export interface ImportPreview extends StatementLayout {
  /** The first 20 rows as they will be stored, each with the category the import will give it. */
  rows: PreviewRow[];
  totalRows: number;
  /**
   * Rows of the whole file dated after today or of an extreme amount (see plausibility.ts): imported as they
   * are, but the preview says so first. Counted over every row, not only the first 20.
   */
  implausible?: ImplausibleRows<StatementRow>;
  /** A preview into an account: rows of the file the account already holds (a file imported before). The import skips them. */
  alreadyImported?: number;
}

/** POST /api/accounts/:id/import: the stored batch. */
export interface ImportResult {
  batchId: string;
  imported: number;
  duplicates: number;
  rejected: RejectedLine[];
  skipped: number;
  format: StatementFormat;
}

/** One row of GET /api/imports ({ imports }), newest first; undone batches stay listed. */
export interface ImportBatch {
  batchId: string;
  accountId: string;
  accountName: string;
  fileName: string | null;
  format: string;
  imported: number;
  duplicates: number;
  /** How many lines were rejected; the lines are paged by GET /api/imports/:batchId/rejected. */
  rejectedCount: number;
  /** ISO timestamps. */
  createdAt: string;
  undoneAt: string | null;
  status: 'imported' | 'undone';
}

/** GET /api/imports. */
export interface ImportsResponse {
  imports: ImportBatch[];
}

/** GET /api/imports/:batchId/rejected: one page of a batch's rejected lines. */
export interface RejectedLinesPage {
  batchId: string;
  total: number;
  offset: number;
  limit: number;
  rejected: RejectedLine[];
}

/** DELETE /api/imports/:batchId (Undo import). */
export interface UndoImportResult {
  batchId: string;
  removed: number;
}

const column = z.string().trim().min(1).max(200).optional();

/**
 * POST /api/accounts/:id/import query values: format (auto by default), amountSign, dateFormat, the column
 * mapping (date=, description=, merchant=, amount=, debit=, credit=, category=: a header name or a 0-based
 * index), preview=1 (parse and answer, write nothing), account (which account of a multi-account file),
 * decimal (comma or point: the amounts' decimal mark) and an optional file name for the import list.
 */
export const importQuerySchema = z
  .object({
    format: z
      .enum(['auto', 'csv', 'tsv', 'ofx', 'qfx', 'qif'], {
        error: 'format must be auto, csv, tsv, ofx, qfx or qif',
      })
      .optional(),
    amountSign: z
      .enum(['positive-in', 'positive-out'], { error: 'amountSign must be positive-in or positive-out' })
      .optional(),
    dateFormat: z
      .enum(DATE_FORMATS, { error: `dateFormat must be one of ${DATE_FORMATS.join(', ')}` })
      .optional(),
    date: column,
    description: column,
    merchant: column,
    amount: column,
    debit: column,
    credit: column,
    category: column,
    preview: z.enum(['0', '1', 'true', 'false'], { error: 'preview must be 1 or 0' }).optional(),
    /** Which account of a multi-account file to import: its 0-based index in the preview's `accounts`, or its account number. */
    account: z.string().trim().min(1).max(100).optional(),
    decimal: z.enum(['comma', 'point'], { error: 'decimal must be comma or point' }).optional(),
    /**
     * POST /api/accounts/import-preview only: the kind of account the user chose for the new account, so the
     * preview's categories are the import's (a card's "MOBILE PYMT" is a card payment). Guessed from the
     * file when absent.
     */
    accountType: z
      .enum(['depository', 'credit', 'loan', 'investment', 'other'], {
        error: 'accountType must be depository, credit, loan, investment or other',
      })
      .optional(),
    fileName: z
      .string()
      .trim()
      .max(255)
      .refine((name) => !hasControlCharacter(name), 'fileName must not hold control characters')
      .optional(),
  })
  .strict();

export type ImportQuery = z.output<typeof importQuerySchema>;
