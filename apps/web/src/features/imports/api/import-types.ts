/** What POST /api/accounts/:id/import and /api/imports answer (see the server's imports routes). */

export type StatementFormat = 'csv' | 'tsv' | 'ofx' | 'qfx' | 'qif';

export const DATE_FORMATS = [
  'YYYY-MM-DD',
  'MM/DD/YYYY',
  'DD/MM/YYYY',
  'YYYYMMDD',
  'MMM D, YYYY',
  'D-MMM-YYYY',
] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** Which sign a file's single amount column gives to money coming in: a bank's file is positive-in. */
export type AmountSign = 'positive-in' | 'positive-out';

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
  /** Says the line too: 'Line 14: "32/13/2025" is not a date in MM/DD/YYYY format'. */
  reason: string;
}

export interface PreviewRow {
  line: number;
  date: string;
  description: string;
  merchantName: string | null;
  category: string | null;
  /** The product's convention: positive = money out. */
  amountCents: number;
  importId: string;
  pending: boolean;
}

export interface ImportPreview {
  format: StatementFormat;
  encoding: string;
  /** 1-based; null for OFX/QIF and files without a header row. */
  headerLine: number | null;
  headers: string[];
  /** null for OFX/QIF. */
  mapping: ColumnMapping | null;
  dateFormat: DateFormat | null;
  dateFormatAmbiguous: boolean;
  dateFormatCandidates: DateFormat[];
  amountSign: AmountSign;
  /** 'default': nothing in the file said which way its amounts go, and the bank convention was assumed. */
  amountSignSource: 'given' | 'detected' | 'default';
  /** The first 20 rows as they will be stored. */
  rows: PreviewRow[];
  totalRows: number;
  rejected: RejectedLine[];
  /** Balance, total and footer lines left out on purpose. */
  skipped: number;
}

export interface ImportResult {
  batchId: string;
  imported: number;
  duplicates: number;
  rejected: RejectedLine[];
  skipped: number;
  format: StatementFormat;
}

export interface ImportBatch {
  batchId: string;
  accountId: string;
  accountName: string;
  fileName: string | null;
  format: string;
  imported: number;
  duplicates: number;
  rejected: RejectedLine[];
  createdAt: string;
  undoneAt: string | null;
  status: 'imported' | 'undone';
}

/**
 * The user's choices over what the server detected; null keeps the detection. Once the user changes one
 * column, the whole mapping is sent, so what the preview shows is exactly what gets imported.
 */
export interface ImportSettings {
  mapping: ColumnMapping | null;
  dateFormat: DateFormat | null;
  amountSign: AmountSign | null;
}

export const AUTO_SETTINGS: ImportSettings = { mapping: null, dateFormat: null, amountSign: null };
