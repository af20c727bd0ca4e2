import { EARLIEST_DATE, formatUsd, isDateInRange, LATEST_DATE, singleLineText } from '@tourniquet/domain';
import { MAX_BALANCE_CENTS } from '@tourniquet/domain/contracts';
import type { ParsedStatement } from './types.ts';

/**
 * What every format's rows must be before they are stored, checked in one place (parseStatement):
 * - a date within EARLIEST_DATE .. LATEST_DATE, as on every other write;
 * - an amount within the cap a typed balance has ($100,000,000,000.00): a row beyond it would make every
 *   report and export that sums it fail, so it is rejected with its reason and the rest imported;
 * - payee, merchant and category as one line of text without control characters (an ESC in a payee came
 *   out raw in transactions.csv).
 */
export function boundRows(parsed: ParsedStatement): ParsedStatement {
  const rows: ParsedStatement['rows'] = [];
  const rejected = [...parsed.rejected];
  for (const row of parsed.rows) {
    if (!isDateInRange(row.date)) {
      rejected.push({
        line: row.line,
        reason: `Line ${row.line}: ${row.date} is not between ${EARLIEST_DATE} and ${LATEST_DATE}`,
      });
      continue;
    }
    if (!Number.isSafeInteger(row.amountCents) || Math.abs(row.amountCents) > MAX_BALANCE_CENTS) {
      rejected.push({
        line: row.line,
        reason: `Line ${row.line}: the amount is more than ${formatUsd(MAX_BALANCE_CENTS)}, the most an account can hold`,
      });
      continue;
    }
    rows.push({
      ...row,
      description: singleLineText(row.description),
      merchantName: row.merchantName === null ? null : singleLineText(row.merchantName),
      category: row.category === null ? null : singleLineText(row.category),
    });
  }
  rejected.sort((a, b) => a.line - b.line);
  return { ...parsed, rows, rejected };
}
