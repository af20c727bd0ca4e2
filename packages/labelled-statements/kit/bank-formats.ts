/**
 * Each bank's own export shape, as downloaded from its website. The rows come in oldest first with the bank's
 * sign (negative = money out); each writer prints them the way that bank does (its header or none, its date
 * format, its sign for card charges, its order, its extra columns).
 */
import { addDays } from '@tourniquet/domain';
import { mmddyyyy } from './calendar';
import { csvField } from './statement';

export type BankFormat =
  | 'chase-checking'
  | 'chase-card'
  | 'amex'
  | 'wells-fargo'
  | 'capital-one'
  | 'discover'
  | 'boa-checking'
  | 'citi-card'
  | 'ofx-bank'
  | 'ofx-card'
  | 'qif-bank';

export interface BankRow {
  date: string;
  description: string;
  cents: number;
  check?: string;
  type?: string;
  memo?: string;
  category?: string;
}

/** M/D/YY, unpadded, as some QIF downloads print it. */
const shortMdy = (iso: string) => `${Number(iso.slice(5, 7))}/${Number(iso.slice(8, 10))}/${iso.slice(2, 4)}`;
const plain = (cents: number) => (cents / 100).toFixed(2);
/** 1,234.56 with the sign in front, as Bank of America and QIF print money. */
function grouped(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const [whole, frac] = (Math.abs(cents) / 100).toFixed(2).split('.') as [string, string];
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}

export function writeBankFile(
  format: BankFormat,
  rows: BankRow[],
  span: { from: string; to: string },
): string {
  switch (format) {
    case 'chase-checking':
      return chaseChecking(rows);
    case 'chase-card':
      return lines(
        'Transaction Date,Post Date,Description,Category,Type,Amount,Memo',
        [...rows]
          .reverse()
          .map((r) =>
            [
              mmddyyyy(r.date),
              mmddyyyy(addDays(r.date, 1)),
              csvField(r.description),
              csvField(r.category ?? ''),
              r.type ?? (r.cents < 0 ? 'Sale' : 'Return'),
              plain(r.cents),
              '',
            ].join(','),
          ),
      );
    case 'amex':
      // Amex prints charges positive and payments/credits negative, newest first.
      return lines(
        'Date,Description,Card Member,Account #,Amount',
        [...rows]
          .reverse()
          .map((r) =>
            [mmddyyyy(r.date), csvField(r.description), 'JORDAN A REYES', '-41007', plain(-r.cents)].join(
              ',',
            ),
          ),
      );
    case 'wells-fargo':
      // No header: date, amount, an asterisk, an empty check-number column, the description. Newest first.
      return lines(
        null,
        [...rows]
          .reverse()
          .map((r) =>
            [mmddyyyy(r.date), plain(r.cents), '*', r.check ?? '', r.description].map(quoted).join(','),
          ),
      );
    case 'capital-one':
      return lines(
        'Transaction Date,Posted Date,Card No.,Description,Category,Debit,Credit',
        [...rows]
          .reverse()
          .map((r) =>
            [
              r.date,
              addDays(r.date, 1),
              '7781',
              csvField(r.description),
              csvField(r.category ?? ''),
              r.cents < 0 ? plain(-r.cents) : '',
              r.cents > 0 ? plain(r.cents) : '',
            ].join(','),
          ),
      );
    case 'discover':
      // Discover prints purchases positive and payments/credits negative, oldest first.
      return lines(
        'Trans. Date,Post Date,Description,Amount,Category',
        rows.map((r) =>
          [
            mmddyyyy(r.date),
            mmddyyyy(addDays(r.date, 1)),
            csvField(r.description),
            plain(-r.cents),
            csvField(r.category ?? ''),
          ].join(','),
        ),
      );
    case 'citi-card':
      // Citi: charges in Debit (positive), payments and credits in Credit printed negative.
      return lines(
        'Status,Date,Description,Debit,Credit',
        [...rows]
          .reverse()
          .map((r) =>
            [
              'Cleared',
              mmddyyyy(r.date),
              csvField(r.description),
              r.cents < 0 ? plain(-r.cents) : '',
              r.cents > 0 ? plain(-r.cents) : '',
            ].join(','),
          ),
      );
    case 'boa-checking':
      return boaChecking(rows, span);
    case 'ofx-bank':
    case 'ofx-card':
      return ofx(rows, format === 'ofx-card', span);
    case 'qif-bank':
      return `!Type:Bank\n${rows
        .map(
          (r) =>
            `D${shortMdy(r.date)}\nT${grouped(r.cents)}\n${r.check ? `N${r.check}\n` : ''}P${r.description}\n${
              r.memo ? `M${r.memo}\n` : ''
            }^\n`,
        )
        .join('')}`;
  }
}

function lines(header: string | null, body: string[]): string {
  return `${[...(header === null ? [] : [header]), ...body].join('\n')}\n`;
}
const quoted = (value: string) => `"${value.replace(/"/g, '""')}"`;

/** Chase checking: Details (DEBIT/CREDIT/CHECK), a running Balance, a Type code, a trailing comma; newest first. */
function chaseChecking(rows: BankRow[]): string {
  let balance = 412_318;
  const printed = rows.map((r) => {
    balance += r.cents;
    const details = r.check ? 'CHECK' : r.cents < 0 ? 'DEBIT' : 'CREDIT';
    const type = r.type ?? (r.check ? 'CHECK_PAID' : r.cents < 0 ? 'ACH_DEBIT' : 'ACH_CREDIT');
    return [
      details,
      mmddyyyy(r.date),
      csvField(r.description),
      plain(r.cents),
      type,
      plain(balance),
      r.check ?? '',
      '',
    ].join(',');
  });
  return lines('Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #,', printed.reverse());
}

/** Bank of America checking: a summary block, a blank line, then the rows with a running balance, oldest first. */
function boaChecking(rows: BankRow[], span: { from: string; to: string }): string {
  const opening = 268_440;
  const credits = rows.filter((r) => r.cents > 0).reduce((s, r) => s + r.cents, 0);
  const debits = rows.filter((r) => r.cents < 0).reduce((s, r) => s + r.cents, 0);
  const q = (cents: number) => `"${grouped(cents)}"`;
  const head = [
    'Description,,Summary Amt.',
    `Beginning balance as of ${mmddyyyy(span.from)},,${q(opening)}`,
    `Total credits,,${q(credits)}`,
    `Total debits,,${q(debits)}`,
    `Ending balance as of ${mmddyyyy(span.to)},,${q(opening + credits + debits)}`,
    '',
    'Date,Description,Amount,Running Bal.',
    `${mmddyyyy(span.from)},Beginning balance as of ${mmddyyyy(span.from)},,${q(opening)}`,
  ];
  let balance = opening;
  const body = rows.map((r) => {
    balance += r.cents;
    return [mmddyyyy(r.date), quoted(r.description), q(r.cents), q(balance)].join(',');
  });
  return `${[...head, ...body].join('\n')}\n`;
}

/** OFX 1.02 SGML as a credit union's "Quicken/Money" download: NAME cut at 32 characters, the rest in MEMO. */
function ofx(rows: BankRow[], card: boolean, span: { from: string; to: string }): string {
  const stamp = (iso: string) => `${iso.replace(/-/g, '')}120000.000[-5:EST]`;
  const trns = rows.map((r, i) => {
    const name = r.description.slice(0, 32).trim();
    const rest = r.description.slice(32).trim();
    const memo = [rest, r.memo].filter(Boolean).join(' ');
    const type = r.check ? 'CHECK' : r.cents < 0 ? 'DEBIT' : 'CREDIT';
    return [
      '<STMTTRN>',
      `<TRNTYPE>${type}`,
      `<DTPOSTED>${stamp(r.date)}`,
      `<TRNAMT>${plain(r.cents)}`,
      `<FITID>${r.date.replace(/-/g, '')}${String(i + 1).padStart(6, '0')}`,
      ...(r.check ? [`<CHECKNUM>${r.check}`] : []),
      `<NAME>${escapeSgml(name)}`,
      ...(memo ? [`<MEMO>${escapeSgml(memo)}`] : []),
      '</STMTTRN>',
    ].join('\n');
  });
  const list = [
    '<BANKTRANLIST>',
    `<DTSTART>${stamp(span.from)}`,
    `<DTEND>${stamp(span.to)}`,
    ...trns,
    '</BANKTRANLIST>',
  ].join('\n');
  const header = [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:USASCII',
    'CHARSET:1252',
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
    '',
  ].join('\n');
  const signon =
    '<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20261121080000.000[-5:EST]' +
    '<LANGUAGE>ENG<FI><ORG>NFCU<FID>3047</FI><INTU.BID>3047</SONRS></SIGNONMSGSRSV1>';
  const ledger = `<LEDGERBAL><BALAMT>${plain(rows.reduce((s, r) => s + r.cents, 0))}<DTASOF>${stamp(span.to)}</LEDGERBAL>`;
  const body = card
    ? `<CREDITCARDMSGSRSV1><CCSTMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><CCSTMTRS><CURDEF>USD` +
      `<CCACCTFROM><ACCTID>4000123412340917</CCACCTFROM>\n${list}\n${ledger}</CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1>`
    : `<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>USD` +
      `<BANKACCTFROM><BANKID>256074974<ACCTID>7012345678<ACCTTYPE>SAVINGS</BANKACCTFROM>\n${list}\n${ledger}` +
      `</STMTRS></STMTTRNRS></BANKMSGSRSV1>`;
  return `${header}\n<OFX>\n${signon}\n${body}\n</OFX>\n`;
}
const escapeSgml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
