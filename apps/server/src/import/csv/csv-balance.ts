import type { StatementBalance } from '@tourniquet/domain/contracts';
import type { ParsedStatement } from '../types.ts';
import { normalizeHeader } from './header-names.ts';
import { parseAmount } from './parse-amount.ts';
import { offsetOfLine, readRecords, tsvIsQuoted } from './read-records.ts';

// "Balance", "Running Bal", "Running Balance", "Account Balance", "Balance (USD)": a running balance column.
// Opening/closing summary headers are not rows' balances and are left alone.
const BALANCE_HEADER = /^(running |account |current |ledger |book )?bal(ance)?( usd| \$| \(usd\))?$/;

/**
 * A CSV's running-balance column at the file's latest row: the balance after its last transaction. The file
 * may run newest first or oldest first; among the rows of the latest day, the one the file puts last in time
 * is taken (the first of them when the file runs newest first).
 */
export async function csvStatementBalance(
  text: string,
  delimiter: string,
  parsed: Pick<ParsedStatement, 'headers' | 'mapping' | 'rows'>,
): Promise<StatementBalance | undefined> {
  const { rows, headers, mapping } = parsed;
  if (rows.length === 0 || mapping === null) return undefined;
  const used = new Set(Object.values(mapping).filter((c): c is number => c !== null));
  const column = headers.findIndex((h, i) => !used.has(i) && BALANCE_HEADER.test(normalizeHeader(h)));
  if (column < 0) return undefined;

  const newestFirst = rows[0]!.date > rows[rows.length - 1]!.date;
  let latest = rows[0]!;
  for (const row of rows) {
    if (row.pending) continue;
    if (row.date > latest.date || (row.date === latest.date && !newestFirst)) latest = row;
  }
  // The latest row was read, so its line is no over-long one: the text needs no screening again.
  const quoted = delimiter !== '\t' || tsvIsQuoted(text);
  const from = text.slice(offsetOfLine(text, latest.line));
  for await (const record of readRecords(from, delimiter, latest.line, quoted)) {
    if ('error' in record) return undefined;
    const amount = parseAmount(record.cells[column] ?? '');
    if (typeof amount === 'string') return undefined;
    return { amountCents: amount.cents + 0, date: latest.date, from: headers[column]!.trim() };
  }
  return undefined;
}
