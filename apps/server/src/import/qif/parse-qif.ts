import { parseAmount } from '../csv/parse-amount.ts';
import { DateFormatTally } from '../csv/detect-date-format.ts';
import { finishDrafts, type DraftRow } from '../draft-row.ts';
import { notAStatement } from '../errors.ts';
import { checkRowCount } from '../limits.ts';
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
  };
}

function toDraft(record: QifRecord): DraftRow | string | 'skip' {
  const { fields } = record;
  const payee = fields.get('P') ?? '';
  // Quicken starts each account's export with its opening balance, written as a transaction.
  if (/^opening balance$/i.test(payee)) return 'skip';
  const amountText = fields.get('T') ?? fields.get('U') ?? '';
  const amount = parseAmount(amountText);
  if (amount === 'blank') return 'the amount is missing (no T line)';
  if (amount === 'invalid') return `"${amountText}" is not an amount`;
  const memo = fields.get('M') ?? '';
  const category = (fields.get('L') ?? '').split('/')[0]!.trim();
  return {
    line: record.line,
    dateText: normalizeQifDate(fields.get('D') ?? ''),
    fallbackDateText: null,
    amount: { kind: 'signed', cents: amount.cents, marker: amount.direction },
    description: (payee || memo).replace(/\s+/g, ' ').trim(),
    merchantName: null,
    category: category === '' ? null : category,
    pending: false,
    typeDirection: null,
  };
}
