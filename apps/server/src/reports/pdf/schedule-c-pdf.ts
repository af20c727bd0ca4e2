import { categoryDisplayName, formatUsd, SCHEDULE_C_NOTE } from '@tourniquet/domain';
import type { ScheduleC } from '@tourniquet/domain/contracts';
import { drawCriteria, type CriteriaText } from './pdf-criteria.ts';
import { renderReportPdf, type ReportMeta } from './pdf-document.ts';
import { COLORS, FONT, FONT_BOLD, SIZES, pdfText } from './pdf-style.ts';
import { drawTable, type TableColumn } from './pdf-table.ts';
import { drawTotals } from './pdf-totals.ts';

export const SCHEDULE_C_TITLE = 'Schedule C Summary';

const LINE_COLUMNS: TableColumn[] = [
  { header: 'Line', share: 0.12 },
  { header: 'Schedule C line', share: 0.48 },
  { header: 'Amount', share: 0.2, align: 'right' },
  { header: 'Deductible', share: 0.2, align: 'right' },
];
const APART_COLUMNS: TableColumn[] = [
  { header: 'Business category', share: 0.38 },
  { header: 'Why not on Schedule C', share: 0.42 },
  { header: 'Amount', share: 0.2, align: 'right' },
];

/**
 * Schedule C for a tax year as a PDF, the same figures as GET /api/business/schedule-c: the
 * criteria, the form's totals with the preparer note, each line, then what is not on Schedule C and why.
 */
export function scheduleCPdf(
  meta: Omit<ReportMeta, 'title'>,
  criteria: CriteriaText,
  c: ScheduleC,
): Promise<Uint8Array<ArrayBuffer>> {
  return renderReportPdf({ ...meta, title: `${SCHEDULE_C_TITLE} ${c.year}` }, (frame) => {
    drawCriteria(frame, criteria);
    const uncategorised =
      c.uncategorisedCount > 0
        ? [
            `${c.uncategorisedCount} business rows have no category (${formatUsd(c.uncategorisedCents)}): on no line.`,
          ]
        : [];
    drawTotals(
      frame,
      `Tax year ${c.year}`,
      [
        { label: 'Gross receipts', cents: c.grossReceiptsCents, color: COLORS.gain },
        { label: 'Other income', cents: c.otherIncomeCents, color: COLORS.gain },
        { label: 'Cost of goods sold', cents: c.costOfGoodsSoldCents, color: COLORS.bleed },
        { label: 'Total expenses', cents: c.totalExpensesCents, color: COLORS.bleed },
        {
          label: 'Net profit',
          cents: c.netProfitCents,
          color: c.netProfitCents < 0 ? COLORS.bleed : COLORS.gain,
          emphasis: true,
        },
      ],
      [SCHEDULE_C_NOTE, ...uncategorised],
    );
    const heading = (text: string) => {
      frame.ensureSpace(80);
      frame.doc.font(FONT_BOLD).fontSize(SIZES.heading).fillColor(COLORS.text);
      frame.doc.text(pdfText(text), frame.left, frame.doc.y, { width: frame.width });
      frame.doc.y += 4;
    };
    heading('Lines');
    if (c.lines.length === 0) {
      frame.doc.font(FONT).fontSize(SIZES.body).fillColor(COLORS.muted);
      frame.doc.text('No business rows with a category in this tax year.', frame.left, frame.doc.y);
    } else {
      drawTable(frame, LINE_COLUMNS, [
        ...c.lines.map((l) => ({
          cells: [l.line, l.label, formatUsd(l.amountCents), formatUsd(l.deductibleCents)],
        })),
        { cells: ['28', 'Total expenses', '', formatUsd(c.totalExpensesCents)], total: true },
      ]);
    }
    if (c.notOnScheduleC.length > 0) {
      frame.gap();
      heading('Not on Schedule C');
      drawTable(
        frame,
        APART_COLUMNS,
        c.notOnScheduleC.map((n) => ({
          cells: [categoryDisplayName(n.category), n.why, formatUsd(n.amountCents)],
        })),
      );
    }
  });
}
