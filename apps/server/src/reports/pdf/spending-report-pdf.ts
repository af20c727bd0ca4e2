import {
  formatUsd,
  MOVED_BETWEEN_ACCOUNTS_LABEL,
  PAID_TO_PEOPLE_LABEL,
  RECEIVED_FROM_PEOPLE_LABEL,
  shareText,
  type Cents,
} from '@tourniquet/domain';
import type { ReportSummaryDto } from '../report-summary.ts';
import { drawBarChart } from './pdf-bar-chart.ts';
import { drawCriteria, type CriteriaText } from './pdf-criteria.ts';
import { renderReportPdf, type ReportMeta } from './pdf-document.ts';
import { COLORS, FONT_BOLD, SIZES } from './pdf-style.ts';
import { drawTable, type TableColumn, type TableRow } from './pdf-table.ts';
import { drawTotals } from './pdf-totals.ts';

export const SPENDING_REPORT_TITLE = 'My Spending Analysis';

const COLUMNS: TableColumn[] = [
  { header: 'Category', share: 0.58 },
  { header: 'Amount', share: 0.26, align: 'right' },
  { header: 'Share', share: 0.16, align: 'right' },
];

type Side = ReportSummaryDto['cashFlow']['spending'];

// A detailed category sits under its primary, indented and muted, as the report opens into it.
const DETAIL_INDENT = '    ';

function sideRows(side: Side, totalLabel: string): TableRow[] {
  const share = (cents: Cents) => shareText(cents, side.totalCents);
  return [
    ...side.categories.flatMap((row): TableRow[] => [
      { cells: [row.label, formatUsd(row.amountCents), share(row.amountCents)] },
      ...row.details
        .filter((detail) => detail.detailed !== null)
        .map((detail) => ({
          cells: [
            `${DETAIL_INDENT}${detail.label}`,
            formatUsd(detail.amountCents),
            share(detail.amountCents),
          ],
          color: COLORS.muted,
        })),
    ]),
    { cells: [totalLabel, formatUsd(side.totalCents), side.totalCents > 0 ? '100%' : '0%'], total: true },
  ];
}

function movedText({ inCents, outCents }: { inCents: Cents; outCents: Cents }): string | undefined {
  if (inCents + outCents === 0) return undefined;
  const amount =
    inCents === outCents
      ? formatUsd(outCents)
      : [inCents > 0 && `${formatUsd(inCents)} in`, outCents > 0 && `${formatUsd(outCents)} out`]
          .filter(Boolean)
          .join(', ');
  return `${MOVED_BETWEEN_ACCOUNTS_LABEL}: ${amount} (neither earnings nor spending).`;
}

/** Money paid to other people, its purpose not said yet, on its own line. */
function peopleText({ outCents }: { outCents: Cents }): string | undefined {
  if (outCents === 0) return undefined;
  return `${PAID_TO_PEOPLE_LABEL}: ${formatUsd(outCents)} (not counted as spending until you say what it paid for).`;
}

/** Money received from other people, its purpose not said yet, on its own line too. */
function receivedText(received: { inCents: Cents }): string | undefined {
  if (received.inCents === 0) return undefined;
  return `${RECEIVED_FROM_PEOPLE_LABEL}: ${formatUsd(received.inCents)} (not counted as earnings until you say what it was for).`;
}

/**
 * My Spending Analysis as a PDF: the Display Criteria, earnings versus spending with net income and its
 * verdict, the spending by category as a bar chart, then the spending and earnings tables with totals.
 */
export function spendingReportPdf(
  meta: Omit<ReportMeta, 'title'>,
  criteria: CriteriaText,
  summary: ReportSummaryDto,
): Promise<Uint8Array<ArrayBuffer>> {
  const { earnings, spending, netIncomeCents, verdict, internalMovements, paidToPeople, receivedFromPeople } =
    summary.cashFlow;
  return renderReportPdf({ ...meta, title: SPENDING_REPORT_TITLE }, (frame) => {
    drawCriteria(frame, criteria);
    const notes = [
      movedText(internalMovements),
      peopleText(paidToPeople),
      receivedText(receivedFromPeople),
    ].filter((n) => n !== undefined);
    drawTotals(
      frame,
      'Earnings vs Spending',
      [
        { label: 'Earnings', cents: earnings.totalCents, color: COLORS.gain },
        { label: 'Spending', cents: spending.totalCents, color: COLORS.bleed },
        {
          label: 'Net Income',
          cents: netIncomeCents,
          color: netIncomeCents < 0 ? COLORS.bleed : COLORS.gain,
          emphasis: true,
        },
      ],
      [verdict, ...notes],
    );
    drawBarChart(
      frame,
      'Spending by Category',
      spending.categories.map((c) => ({ label: c.label, cents: c.amountCents })),
      COLORS.bleed,
    );
    const heading = (text: string) => {
      frame.ensureSpace(80);
      frame.doc.font(FONT_BOLD).fontSize(SIZES.heading).fillColor(COLORS.text);
      frame.doc.text(text, frame.left, frame.doc.y, { width: frame.width });
      frame.doc.y += 4;
    };
    heading('Spending Details');
    drawTable(frame, COLUMNS, sideRows(spending, 'Total spending'));
    heading('Earnings Details');
    drawTable(frame, COLUMNS, sideRows(earnings, 'Total earnings'));
  });
}
