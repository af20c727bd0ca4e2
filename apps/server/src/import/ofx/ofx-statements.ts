import type { StatementBalance } from '@tourniquet/domain/contracts';
import { parseDate } from '../csv/date-formats.ts';
import { parseAmount } from '../csv/parse-amount.ts';
import { StatementFormatError } from '../errors.ts';
import { quote } from '../text-limits.ts';
import type { StatementAccount } from '../types.ts';
import { LINE_TAG } from './sgml-to-xml.ts';

/** ofx-js's loosely typed tree: an element is a string (leaf), an object (aggregate) or an array of repeats. */
type OfxNode = string | { [name: string]: OfxNode } | OfxNode[] | undefined;

export interface OfxTransaction {
  line: number;
  /** OFX date-time as written: YYYYMMDD[HHMMSS[.XXX]][[-5:EST]]. */
  date: string;
  amount: string;
  fitId: string | null;
  name: string;
  memo: string;
  type: string;
  pending: boolean;
}

export interface OfxStatement {
  account: StatementAccount;
  transactions: OfxTransaction[];
  /** This statement's own LEDGERBAL (else AVAILBAL): each account of a multi-account file has its own. */
  balance?: StatementBalance;
}

/** Bank (STMTRS) and credit card (CCSTMTRS) statements, in file order within each message set. */
export function ofxStatements(ofx: OfxNode): OfxStatement[] {
  // A bank may repeat STMTRS inside one STMTTRNRS (Banco do Brasil writes an empty one before the real one):
  // every repeat is a statement of its own.
  const bank = list(child(child(ofx, 'BANKMSGSRSV1'), 'STMTTRNRS')).flatMap((t) => list(child(t, 'STMTRS')));
  const card = list(child(child(ofx, 'CREDITCARDMSGSRSV1'), 'CCSTMTTRNRS')).flatMap((t) =>
    list(child(t, 'CCSTMTRS')),
  );
  try {
    return [...bank, ...card].filter((s) => s !== undefined).map(statement);
  } catch (error) {
    // A transaction's own error names its line; an account field's has no line of its own.
    if (error instanceof BadEntityError)
      throw new StatementFormatError(
        `The account details of this OFX file hold ${error.message}, which is not a character.`,
      );
    throw error;
  }
}

function statement(node: OfxNode): OfxStatement {
  const from = child(node, 'BANKACCTFROM') ?? child(node, 'CCACCTFROM');
  const account: StatementAccount = {};
  const set = (key: keyof StatementAccount, value: string) => value !== '' && (account[key] = value);
  set('bankId', text(child(from, 'BANKID')));
  set('accountId', text(child(from, 'ACCTID')));
  set('accountType', child(node, 'CCACCTFROM') ? 'CREDITCARD' : text(child(from, 'ACCTTYPE')));
  set('currency', text(child(node, 'CURDEF')));

  const posted = list(child(child(node, 'BANKTRANLIST'), 'STMTTRN')).map((t) => transaction(t, false));
  const pending = list(child(child(node, 'BANKTRANLISTP'), 'STMTTRNP')).map((t) => transaction(t, true));
  const balance = balanceOf(node, 'LEDGERBAL') ?? balanceOf(node, 'AVAILBAL');
  return { account, transactions: [...posted, ...pending], ...(balance && { balance }) };
}

function balanceOf(node: OfxNode, tag: 'LEDGERBAL' | 'AVAILBAL'): StatementBalance | undefined {
  const aggregate = child(node, tag);
  const amount = parseAmount(text(child(aggregate, 'BALAMT')));
  const date = parseDate(text(child(aggregate, 'DTASOF')).slice(0, 8), 'YYYYMMDD');
  if (typeof amount === 'string' || date === null) return undefined;
  return { amountCents: amount.cents + 0, date, from: tag };
}

function transaction(node: OfxNode, pending: boolean): OfxTransaction {
  const line = Number(text(child(node, LINE_TAG))) || 0;
  try {
    return readTransaction(node, pending, line);
  } catch (error) {
    if (error instanceof BadEntityError)
      throw new StatementFormatError(
        `Line ${line}: ${error.message} is not a character. Export the file again from your bank.`,
      );
    throw error;
  }
}

function readTransaction(node: OfxNode, pending: boolean, line: number): OfxTransaction {
  const payee = child(node, 'PAYEE');
  const fitId = text(child(node, 'FITID'));
  return {
    line,
    // The day of the transaction (DTUSER) where the bank gives it, as for CSV files (the day people
    // bought something); else the posting date. A pending item only has the date it was made.
    date: pending
      ? text(child(node, 'DTTRAN')) || text(child(node, 'DTUSER'))
      : text(child(node, 'DTUSER')) || text(child(node, 'DTPOSTED')),
    amount: text(child(node, 'TRNAMT')),
    fitId: fitId === '' ? null : fitId,
    name: text(child(payee, 'NAME')) || text(child(node, 'NAME')) || text(child(node, 'EXTDNAME')),
    memo: text(child(node, 'MEMO')),
    type: text(child(node, 'TRNTYPE')),
    pending,
  };
}

function child(node: OfxNode, name: string): OfxNode {
  if (node === undefined || typeof node === 'string' || Array.isArray(node)) return undefined;
  return node[name];
}

function list(node: OfxNode): OfxNode[] {
  if (node === undefined) return [];
  return Array.isArray(node) ? node : [node];
}

/**
 * A leaf's text with the entities ofx-js leaves encoded (it decodes only &lt; &gt; &amp;, once). &lt; &gt; and
 * &amp; still there were escaped twice by the bank ("TPAY &amp;lt;DEFTPYMT&amp;gt;"): one more pass reads them.
 */
function text(node: OfxNode): string {
  if (typeof node !== 'string') return '';
  return node
    .replace(
      /&(quot|apos|nbsp|lt|gt|amp|#(\d+)|#x([0-9a-f]+));/gi,
      (entity, name: string, dec?: string, hex?: string) => {
        if (dec) return character(entity, Number(dec));
        if (hex) return character(entity, parseInt(hex, 16));
        const named: Record<string, string> = { quot: '"', apos: "'", nbsp: ' ', lt: '<', gt: '>', amp: '&' };
        return named[name.toLowerCase()] ?? entity;
      },
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** &#0;, a surrogate or a number past U+10FFFF is no character: the database cannot store the first. */
function character(entity: string, codePoint: number): string {
  if (codePoint === 0 || (codePoint >= 0xd800 && codePoint <= 0xdfff) || !(codePoint <= 0x10ffff)) {
    throw new BadEntityError(entity);
  }
  return String.fromCodePoint(codePoint);
}

/** Thrown by text(); the caller says the line (a transaction's) or the file. */
export class BadEntityError extends Error {
  constructor(readonly entity: string) {
    super(quote(entity));
  }
}
