import type { StatementBalance } from '@tourniquet/domain/contracts';
import { parseDate } from '../csv/date-formats.ts';
import { parseAmount } from '../csv/parse-amount.ts';

/** An aggregate's leaves fit well within this: a bank's LEDGERBAL is BALAMT, DTASOF and perhaps a currency. */
const AGGREGATE_CHARS = 600;

/**
 * The statement's own balance: LEDGERBAL (the booked balance), else AVAILBAL, with its DTASOF day. Read from
 * the text rather than the parsed tree so that it stands apart from the transaction reading. A file holding
 * several statements has several balances and no single one for "the" account: none is taken then.
 */
export function ofxStatementBalance(text: string): StatementBalance | undefined {
  for (const tag of ['LEDGERBAL', 'AVAILBAL'] as const) {
    const blocks = aggregates(text, tag);
    if (blocks.length > 1) return undefined;
    const balance = blocks.length === 1 ? readBalance(blocks[0]!, tag) : undefined;
    if (balance) return balance;
  }
  return undefined;
}

/** The first two aggregates at most: two already mean no single balance (and a hostile file costs no more). */
function aggregates(text: string, tag: string): string[] {
  const open = new RegExp(`<${tag}\\s*>`, 'gi');
  const blocks: string[] = [];
  for (let match = open.exec(text); match && blocks.length < 2; match = open.exec(text)) {
    const body = text.slice(open.lastIndex, open.lastIndex + AGGREGATE_CHARS);
    const end = body.search(new RegExp(`</${tag}\\s*>`, 'i'));
    blocks.push(end < 0 ? body : body.slice(0, end));
  }
  return blocks;
}

function readBalance(block: string, from: string): StatementBalance | undefined {
  const amountText = /<BALAMT\s*>\s*([^<\r\n]*)/i.exec(block)?.[1]?.trim() ?? '';
  const dateText = /<DTASOF\s*>\s*(\d{8})/i.exec(block)?.[1] ?? '';
  const amount = parseAmount(amountText);
  const date = parseDate(dateText, 'YYYYMMDD');
  if (typeof amount === 'string' || date === null) return undefined;
  return { amountCents: amount.cents + 0, date, from };
}
