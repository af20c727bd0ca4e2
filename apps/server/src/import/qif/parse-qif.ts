import { parseAmount } from '../csv/parse-amount.ts';
import { DateFormatTally } from '../csv/detect-date-format.ts';
import { finishDrafts, type DraftRow } from '../draft-row.ts';
import { notAStatement } from '../errors.ts';
import { checkRowCount } from '../limits.ts';
import {
  MAX_AMOUNT_CHARS,
  MAX_CATEGORY_CHARS,
  MAX_DATE_CHARS,
  MAX_DESCRIPTION_CHARS,
  overCap,
  quote,
} from '../text-limits.ts';
import type {
  ImportOptions,
  ParsedStatement,
  ProgressListener,
  RejectedLine,
  TextEncoding,
} from '../types.ts';
import { normalizeQifDate, readQifRecords, type QifRecord } from './qif-records.ts';

/** Sections that hold bank-style transactions; investment, category and memorized lists do not. */
const TRANSACTION_SECTIONS = new Set(['bank', 'ccard', 'cash', 'oth a', 'oth l']);

/** QIF: T negative = money out (Quicken's convention, for cards too); amountSign may say otherwise. */
export function parseQif(
  text: string,
  encoding: TextEncoding,
  options: ImportOptions,
  onProgress?: ProgressListener,
): ParsedStatement {
  const records = readQifRecords(text);
  const transactions = records.filter((record) => TRANSACTION_SECTIONS.has(record.section));
  if (transactions.length === 0) {
    throw notAStatement('This QIF file has no bank or credit card transactions (!Type:Bank or !Type:CCard).');
  }

  const drafts: DraftRow[] = [];
  const rejected: RejectedLine[] = [];
  const dates = new DateFormatTally();
  let skipped = records.filter((record) => record.section === 'invst').length;
  for (const record of transactions) {
    const draft = toDraft(record);
    if (draft === 'skip') skipped += 1;
    else if (typeof draft === 'string')
      rejected.push({ line: record.line, reason: `Line ${record.line}: ${draft}` });
    else {
      dates.add(draft.dateText);
      drafts.push(draft);
    }
    checkRowCount(drafts.length + rejected.length);
  }

  const accountsOfFile = qifAccounts(records);
  const dateChoice = dates.resolve(options.dateFormat);
  const amountSign = options.amountSign ?? 'positive-in';
  const finished = finishDrafts(drafts, dateChoice, { amountSign, directionFromType: false });
  onProgress?.(finished.rows.length + finished.rejected.length + rejected.length);
  return {
    format: 'qif',
    encoding,
    headerLine: null,
    headers: [],
    mapping: null,
    dateFormat: dateChoice.format,
    dateFormatAmbiguous: dateChoice.ambiguous,
    dateFormatCandidates: dateChoice.candidates,
    amountSign,
    // The QIF format itself says T negative = money out, for bank and card sections alike.
    amountSignSource: options.amountSign ? 'given' : 'detected',
    rows: finished.rows,
    rejected: [...rejected, ...finished.rejected].sort((a, b) => a.line - b.line),
    skipped,
    ...(transactions.every((record) => record.section === 'ccard') && {
      cardStatement: 'a QIF credit card section (!Type:CCard)',
    }),
    ...(accountsOfFile && { accountsOfFile: accountsOfFile(finished.rows, rejected, finished.rejected) }),
  };
}

/**
 * The !Account blocks a transaction sits under (the last N name before its section); null for a file with
 * none. Transactions above the first !Account go to an unnamed account of their own. Returns a function that
 * places the finished rows and rejected lines (by their line) once they are known.
 */
function qifAccounts(records: QifRecord[]) {
  if (!records.some((record) => record.section === 'account')) return null;
  const accounts: { name?: string; type?: string }[] = [];
  const byName = new Map<string, number>();
  const ofLine = new Map<number, number>();
  let current: number | null = null;
  for (const record of records) {
    if (record.section === 'account') {
      const name = (record.fields.get('N') ?? '').slice(0, 100);
      const type = (record.fields.get('T') ?? '').slice(0, 40);
      const key = name.toLowerCase();
      current = byName.get(key) ?? accounts.push({ ...(name && { name }), ...(type && { type }) }) - 1;
      byName.set(key, current);
    } else if (TRANSACTION_SECTIONS.has(record.section)) {
      current ??= accounts.push({}) - 1;
      ofLine.set(record.line, current);
    }
  }
  const place = (line: number) => ofLine.get(line) ?? 0;
  return (rows: { line: number }[], ...rejectedLists: RejectedLine[][]) => {
    const allRejected = rejectedLists.flat().sort((a, b) => a.line - b.line);
    return {
      accounts,
      ofRows: rows.map((row) => place(row.line)),
      ofRejected: allRejected.map((line) => place(line.line)),
    };
  };
}

function toDraft(record: QifRecord): DraftRow | string | 'skip' {
  const { fields } = record;
  const payee = fields.get('P') ?? '';
  // Quicken starts each account's export with its opening balance, written as a transaction.
  if (payee.toLowerCase() === 'opening balance') return 'skip';
  const amountText = fields.get('T') ?? fields.get('U') ?? '';
  const dateText = fields.get('D') ?? '';
  const memo = fields.get('M') ?? '';
  const category = (fields.get('L') ?? '').split('/')[0]!.trim();
  const description = (payee || memo).replace(/\s+/g, ' ').trim();
  // Caps first: no pattern reads a cell longer than any real one.
  const tooLong =
    overCap(dateText, 'date', MAX_DATE_CHARS) ??
    overCap(amountText, 'amount', MAX_AMOUNT_CHARS) ??
    overCap(description, 'payee', MAX_DESCRIPTION_CHARS) ??
    overCap(category, 'category', MAX_CATEGORY_CHARS);
  if (tooLong !== null) return tooLong;
  const amount = parseAmount(amountText);
  if (amount === 'blank') return 'the amount is missing (no T line)';
  if (amount === 'invalid') return `${quote(amountText)} is not an amount`;
  return {
    line: record.line,
    dateText: normalizeQifDate(dateText),
    fallbackDateText: null,
    amount: { kind: 'signed', cents: amount.cents, marker: amount.direction },
    description,
    merchantName: null,
    category: category === '' ? null : category,
    pending: false,
    typeDirection: null,
  };
}
