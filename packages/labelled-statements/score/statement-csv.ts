import { csvLineCells, parseAmountToCents } from '@tourniquet/domain';
import type { LedgerTransaction } from '@tourniquet/domain';
import { transactionId } from './labels';

export const STATEMENT_HEADER = ['Date', 'Description', 'Merchant', 'Amount', 'Category'] as const;

/** RFC 4180 fields: commas split, double quotes wrap, "" inside quotes is one quote. */
export function parseCsvLine(line: string): string[] {
  return csvLineCells(line, ',', true);
}

function isoFromUs(usDate: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(usDate);
  if (!match) throw new SyntaxError(`Not an MM/DD/YYYY date: ${usDate}`);
  return `${match[3]}-${match[1]}-${match[2]}`;
}

/**
 * One exported statement as the detectors see it. The bank prints money out as negative; the product's
 * convention is the opposite (positive = money out), so the amount is negated. Line numbers are 1-based
 * with the header on line 1, matching labels.json.
 */
export function statementTransactions(file: string, csv: string): LedgerTransaction[] {
  const lines = csv.split(/\r?\n/);
  if (lines[0] !== STATEMENT_HEADER.join(','))
    throw new SyntaxError(`${file}: unexpected header ${lines[0]}`);
  const transactions: LedgerTransaction[] = [];
  lines.forEach((text, index) => {
    if (index === 0 || text === '') return;
    const [date, description, merchant, amount, category, ...extra] = parseCsvLine(text);
    if (date === undefined || description === undefined || amount === undefined || extra.length > 0) {
      throw new SyntaxError(`${file}:${index + 1}: expected 5 fields`);
    }
    const bankCents = parseAmountToCents(amount);
    if (bankCents === null) throw new SyntaxError(`${file}:${index + 1}: bad amount ${amount}`);
    transactions.push({
      id: transactionId(file, index + 1),
      accountId: file,
      date: isoFromUs(date),
      description,
      merchantName: merchant ? merchant : null,
      amountCents: bankCents === 0 ? 0 : -bankCents,
      category: category ? [category] : [],
      pending: false,
    });
  });
  return transactions;
}
