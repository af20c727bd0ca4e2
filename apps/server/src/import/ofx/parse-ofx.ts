import { parseSync } from 'ofx-js';
import { parseDate } from '../csv/date-formats.ts';
import { parseAmount } from '../csv/parse-amount.ts';
import { notAStatement, StatementFormatError } from '../errors.ts';
import { BankIdDeduper, ImportIdGenerator } from '../import-id.ts';
import { checkRowCount } from '../limits.ts';
import { MAX_AMOUNT_CHARS, MAX_DATE_CHARS, MAX_DESCRIPTION_CHARS, overCap, quote } from '../text-limits.ts';
import type {
  ParsedStatement,
  ProgressListener,
  RejectedLine,
  StatementRow,
  TextEncoding,
} from '../types.ts';
import { ofxStatements, type OfxTransaction } from './ofx-statements.ts';
import { sgmlToXml } from './sgml-to-xml.ts';

/**
 * OFX 1.x (SGML), 2.x (XML) and QFX. TRNAMT's sign is the OFX standard's (negative = money out), so the
 * amountSign option does not apply; FITID is the import id.
 *
 * The library is ofx-js: kept up, no dependencies, typed, reads both SGML and XML. Its own SGML fix-up fails
 * on empty elements that real bank files hold, as does ofx-data-extractor's (node-ofx-parser rests on
 * fast-xml-parser 3), so sgmlToXml hands it well-formed XML.
 */
export function parseOfx(
  text: string,
  format: 'ofx' | 'qfx',
  encoding: TextEncoding,
  onProgress?: ProgressListener,
): ParsedStatement {
  const start = text.search(/<OFX[\s>]/i);
  if (start < 0) throw notAStatement('This file has no <OFX> block.');
  const firstLine = text.slice(0, start).split('\n').length;
  let tree: unknown;
  try {
    tree = parseSync(sgmlToXml(text.slice(start), firstLine)).OFX;
  } catch (error) {
    if (error instanceof StatementFormatError) throw error;
    throw notAStatement(`This OFX file could not be read (${(error as Error).message}).`);
  }
  const statements = ofxStatements(tree as Parameters<typeof ofxStatements>[0]);
  if (statements.length === 0) {
    throw notAStatement(
      'This OFX file has no bank or credit card statement (investment statements are not imported).',
    );
  }

  const rows: StatementRow[] = [];
  const rejected: RejectedLine[] = [];
  const bankIds = new BankIdDeduper();
  const hashIds = new ImportIdGenerator();
  const ofRows: number[] = [];
  const ofRejected: number[] = [];
  for (const [index, statement] of statements.entries()) {
    for (const transaction of statement.transactions) {
      const row = toRow(transaction);
      if (typeof row === 'string') {
        rejected.push({ line: transaction.line, reason: `Line ${transaction.line}: ${row}` });
        ofRejected.push(index);
      } else {
        row.importId = transaction.fitId
          ? bankIds.next(transaction.fitId)
          : hashIds.next(row.date, row.amountCents, row.description);
        rows.push(row);
        ofRows.push(index);
      }
      checkRowCount(rows.length + rejected.length);
    }
  }
  onProgress?.(rows.length + rejected.length);

  return {
    format,
    encoding,
    headerLine: null,
    headers: [],
    mapping: null,
    dateFormat: 'YYYYMMDD',
    dateFormatAmbiguous: false,
    dateFormatCandidates: ['YYYYMMDD'],
    amountSign: 'positive-in',
    amountSignSource: 'detected',
    rows,
    rejected,
    skipped: 0,
    account: statements[0]!.account,
    ...(statements.every((statement) => statement.account.accountType === 'CREDITCARD') && {
      cardStatement: 'a credit card statement (CCSTMTRS)',
    }),
    dateSource:
      'DTUSER (the day of the transaction) where the file has it, else DTPOSTED (the day the bank posted it)',
    accountsOfFile: {
      accounts: statements.map(({ account }) => ({
        ...(account.accountId && { accountId: account.accountId }),
        ...(account.accountType && { type: account.accountType }),
        ...(account.currency && { currency: account.currency }),
      })),
      details: statements.map(({ account }) => account),
      balances: statements.map(({ balance }) => balance),
      ofRows,
      ofRejected,
    },
  };
}

/** Bank ids are at most 255 characters in the OFX specification. */
const MAX_FITID_CHARS = 255;

function toRow(transaction: OfxTransaction): StatementRow | string {
  const tooLong =
    overCap(transaction.date, 'date', MAX_DATE_CHARS) ??
    overCap(transaction.amount, 'amount', MAX_AMOUNT_CHARS) ??
    overCap(transaction.fitId ?? '', 'FITID', MAX_FITID_CHARS) ??
    overCap(description(transaction), 'description', MAX_DESCRIPTION_CHARS);
  if (tooLong !== null) return tooLong;
  const date = parseDate(transaction.date.slice(0, 8), 'YYYYMMDD');
  if (date === null) {
    return transaction.date === ''
      ? 'the date is missing'
      : `${quote(transaction.date)} is not a date in YYYYMMDD format`;
  }
  // OFX writes a point; some European banks write "-98,76" all the same.
  const comma = /^\s*[-+]?\d+,\d{1,2}\s*$/.test(transaction.amount);
  const amount = parseAmount(transaction.amount, comma ? 'comma' : 'point');
  if (amount === 'blank') return 'the amount is missing';
  if (amount === 'invalid') return `${quote(transaction.amount)} is not an amount`;
  return {
    line: transaction.line,
    date,
    description: description(transaction),
    merchantName: null,
    category: null,
    amountCents: -amount.cents + 0,
    importId: '',
    pending: transaction.pending,
  };
}

/** NAME is 32 characters in OFX 1.x; banks that cut it there often repeat the whole name in MEMO. */
function description({ name, memo, type }: OfxTransaction): string {
  if (name !== '' && memo.length > name.length && memo.toLowerCase().startsWith(name.toLowerCase()))
    return memo;
  return name || memo || type;
}
