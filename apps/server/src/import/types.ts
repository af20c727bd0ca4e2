import type { IsoDate } from '@tourniquet/domain';

export type StatementFormat = 'csv' | 'tsv' | 'ofx' | 'qfx' | 'qif';

/**
 * How the dates of a file are written. Each name also covers its 2-digit-year spelling (M/D/YY parses as
 * 'MM/DD/YYYY') and any of the separators / - . between the numbers ('YYYY-MM-DD' also reads 2025/03/15).
 */
export type DateFormat =
  'YYYY-MM-DD' | 'MM/DD/YYYY' | 'DD/MM/YYYY' | 'YYYYMMDD' | 'MMM D, YYYY' | 'D-MMM-YYYY';

/** 0-based column indexes of a CSV/TSV file. */
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

/** Which sign the file's single amount column gives to money coming in. */
export type AmountSign = 'positive-in' | 'positive-out';

export type AmountSignSource = 'given' | 'detected' | 'default';

export interface ImportOptions {
  format?: StatementFormat | 'auto';
  /** Left out: detected from the file where it says so (a Type column, "PAYMENT - THANK YOU" rows), else 'positive-in'. */
  amountSign?: AmountSign;
  dateFormat?: DateFormat;
  /** Column overrides by header name or 0-based index as given in a query string: { date: 'Posted Date', amount: '3' } */
  mapping?: Partial<Record<MappedColumn, string>>;
}

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
}

export interface RejectedLine {
  line: number;
  /** Says the line too, ready to show: 'Line 14: "32/13/2025" is not a date in MM/DD/YYYY format'. */
  reason: string;
}

export type TextEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

export interface StatementAccount {
  bankId?: string;
  accountId?: string;
  accountType?: string;
  currency?: string;
}

export interface ParsedStatement {
  format: StatementFormat;
  encoding: TextEncoding;
  /** 1-based, null for OFX/QIF/header-less. */
  headerLine: number | null;
  /** Detected header cells (empty for OFX/QIF). */
  headers: string[];
  /** null for OFX/QIF. */
  mapping: ColumnMapping | null;
  dateFormat: DateFormat | null;
  dateFormatAmbiguous: boolean;
  dateFormatCandidates: DateFormat[];
  amountSign: AmountSign;
  /**
   * Where amountSign comes from: the caller ('given'), the file itself ('detected': a Type column, a card's
   * "THANK YOU" payment, the issuer's own headers, the OFX standard), or nothing at all ('default': the
   * bank convention, positive-in, was assumed and the user should confirm it, as for a card export whose
   * charges may be positive).
   */
  amountSignSource: AmountSignSource;
  rows: StatementRow[];
  rejected: RejectedLine[];
  /** Balance, total, pending-marker and footer lines left out on purpose. */
  skipped: number;
  /** From OFX when present. */
  account?: StatementAccount;
}

export type ProgressListener = (rowsParsed: number) => void;
