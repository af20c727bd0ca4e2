import { categoryDisplayName } from '../categories/category-labels';
import type { ScheduleC } from '../contracts/business';
import { csvTextCell } from '../csv';
import { centsToDecimalString } from '../money';

/** The line every Schedule C export carries: the figures are for a preparer, not tax advice. */
export const SCHEDULE_C_NOTE = 'A summary for your preparer, not tax advice.';
export const SCHEDULE_C_CSV_HEADER = ['Line', 'Label', 'Amount', 'Deductible'] as const;

/**
 * Schedule C as CSV (RFC 4180, CRLF, as csv.ts): each line with its amount and deductible amount in
 * dollars, then the form's totals, the categories not on Schedule C with why, the uncategorised rows and
 * the note.
 */
export function scheduleCCsv(c: ScheduleC): string {
  const money = (cents: number) => centsToDecimalString(cents);
  const rows: string[][] = [
    [...SCHEDULE_C_CSV_HEADER],
    ...c.lines.map((l) => [
      csvTextCell(l.line),
      csvTextCell(l.label),
      money(l.amountCents),
      money(l.deductibleCents),
    ]),
    ['', 'Gross receipts', money(c.grossReceiptsCents), money(c.grossReceiptsCents)],
    ['', 'Other income', money(c.otherIncomeCents), money(c.otherIncomeCents)],
    ['', 'Cost of goods sold', money(c.costOfGoodsSoldCents), money(c.costOfGoodsSoldCents)],
    ['28', 'Total expenses', money(c.totalExpensesCents), money(c.totalExpensesCents)],
    ['31', 'Net profit', money(c.netProfitCents), money(c.netProfitCents)],
    ...c.notOnScheduleC.map((n) => [
      'none',
      csvTextCell(`${categoryDisplayName(n.category)}: ${n.why}`),
      money(n.amountCents),
      money(0),
    ]),
    [
      '',
      csvTextCell(`Business rows with no category: ${c.uncategorisedCount}`),
      money(c.uncategorisedCents),
      '',
    ],
    ['', csvTextCell(`Tax year ${c.year}. ${SCHEDULE_C_NOTE}`), '', ''],
  ];
  return rows.map((cells) => `${cells.join(',')}\r\n`).join('');
}
