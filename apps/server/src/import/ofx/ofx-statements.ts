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
}

/** Bank (STMTRS) and credit card (CCSTMTRS) statements, in file order within each message set. */
export function ofxStatements(ofx: OfxNode): OfxStatement[] {
  const bank = list(child(child(ofx, 'BANKMSGSRSV1'), 'STMTTRNRS')).map((t) => child(t, 'STMTRS'));
  const card = list(child(child(ofx, 'CREDITCARDMSGSRSV1'), 'CCSTMTTRNRS')).map((t) => child(t, 'CCSTMTRS'));
  return [...bank, ...card].filter((s) => s !== undefined).map(statement);
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
  return { account, transactions: [...posted, ...pending] };
}

function transaction(node: OfxNode, pending: boolean): OfxTransaction {
  const payee = child(node, 'PAYEE');
  const fitId = text(child(node, 'FITID'));
  return {
    line: Number(text(child(node, LINE_TAG))) || 0,
    // Posting date, as for CSV files; a pending item only has the date it was made.
    date: text(child(node, pending ? 'DTTRAN' : 'DTPOSTED')) || text(child(node, 'DTUSER')),
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

/** A leaf's text with the entities ofx-js leaves encoded (it decodes only &lt; &gt; &amp;). */
function text(node: OfxNode): string {
  if (typeof node !== 'string') return '';
  return node
    .replace(
      /&(quot|apos|nbsp|#(\d+)|#x([0-9a-f]+));/gi,
      (entity, name: string, dec?: string, hex?: string) => {
        if (dec) return String.fromCodePoint(Number(dec));
        if (hex) return String.fromCodePoint(parseInt(hex, 16));
        return { quot: '"', apos: "'", nbsp: ' ' }[name.toLowerCase()] ?? entity;
      },
    )
    .replace(/\s+/g, ' ')
    .trim();
}
