import {
  formatUsd,
  goalPercent,
  goalProgressText,
  goalStatus,
  type AccumulationLine,
  type GoalProgressRow,
  type GoalStatus,
  type TargetAccumulation,
} from '@tourniquet/domain';
import { drawCriteria, type CriteriaText } from './pdf-criteria.ts';
import { renderReportPdf, type ReportFrame, type ReportMeta } from './pdf-document.ts';
import { COLORS, FONT, FONT_BOLD, SIZES } from './pdf-style.ts';
import { drawTable, type TableColumn, type TableRow } from './pdf-table.ts';
import { drawTotals, type TotalLine } from './pdf-totals.ts';

export const GOALS_REPORT_TITLE = 'My Money Goals';

/** The same colours as the screen's bars: green met, red over, brand on the way, grey without a goal. */
const STATUS_COLOR: Record<GoalStatus, string> = {
  no_goal: COLORS.neutralBar,
  met: COLORS.gain,
  below: COLORS.brand,
  within: COLORS.brand,
  over: COLORS.bleed,
};

const COLUMNS: TableColumn[] = [
  { header: 'Category', share: 0.3 },
  { header: 'Type', share: 0.12 },
  { header: 'Current', share: 0.17, align: 'right' },
  { header: 'Target', share: 0.17, align: 'right' },
  { header: 'Progress', share: 0.24 },
];

function goalRow(row: GoalProgressRow): TableRow {
  const status = goalStatus(row);
  const percent = goalPercent(row.actualCents, row.targetCents);
  const income = row.goalType === 'income';
  return {
    cells: [
      row.label,
      income ? 'Income' : 'Expense',
      formatUsd(row.actualCents),
      formatUsd(row.targetCents ?? 0),
      {
        fraction: status === 'over' ? 1 : (percent ?? 0) / 100,
        color: STATUS_COLOR[status],
        caption: goalProgressText(row),
      },
    ],
  };
}

function totalRow(label: string, line: AccumulationLine): TableRow {
  return { cells: [label, '', formatUsd(line.currentCents), formatUsd(line.targetCents), ''], total: true };
}

/** Target Accumulation as on the screen: current against target, with a bar of the target reached. */
function accumulationLines(summary: TargetAccumulation): TotalLine[] {
  const fraction = (line: AccumulationLine) =>
    (goalPercent(Math.max(0, line.currentCents), line.targetCents) ?? 0) / 100;
  const spendingKept = summary.spending.currentCents <= summary.spending.targetCents;
  const netReached = summary.net.currentCents >= summary.net.targetCents;
  return [
    {
      label: 'Income',
      cents: summary.income.currentCents,
      color: COLORS.gain,
      suffix: `of ${formatUsd(summary.income.targetCents)}`,
      bar: { fraction: fraction(summary.income), color: COLORS.gain },
    },
    {
      label: 'Spending',
      cents: summary.spending.currentCents,
      color: COLORS.bleed,
      suffix: `of ${formatUsd(summary.spending.targetCents)}`,
      bar: { fraction: fraction(summary.spending), color: spendingKept ? COLORS.gain : COLORS.bleed },
    },
    {
      label: 'Net',
      cents: summary.net.currentCents,
      color: summary.net.currentCents < 0 ? COLORS.bleed : COLORS.gain,
      suffix: `of ${formatUsd(summary.net.targetCents)}`,
      bar: { fraction: fraction(summary.net), color: netReached ? COLORS.gain : COLORS.brand },
      emphasis: true,
    },
  ];
}

function noGoals(frame: ReportFrame) {
  const { doc, left, width } = frame;
  doc.font(FONT).fontSize(SIZES.body).fillColor(COLORS.muted);
  doc.text(
    'No goals yet. Set a target for each income and spending category on Income & Spending Goals, and this report tracks how close you are.',
    left,
    doc.y,
    { width },
  );
}

/**
 * My Money Goals as a PDF: the Display Criteria, Target Accumulation with progress bars, and every goal
 * with what the period brought against it (a progress bar per goal), closed by the income and spending
 * totals.
 */
export function goalsReportPdf(
  meta: Omit<ReportMeta, 'title'>,
  criteria: CriteriaText,
  progress: { income: GoalProgressRow[]; expense: GoalProgressRow[]; summary: TargetAccumulation },
): Promise<Uint8Array<ArrayBuffer>> {
  const rows = [...progress.income, ...progress.expense].filter((row) => row.targetCents !== null);
  const { summary } = progress;
  const tracked = summary.trackedCategories;
  return renderReportPdf({ ...meta, title: GOALS_REPORT_TITLE }, (frame) => {
    drawCriteria(frame, criteria);
    drawTotals(frame, 'Target Accumulation', accumulationLines(summary), [
      `Current versus target across ${tracked} ${tracked === 1 ? 'category' : 'categories'} with goals.`,
    ]);
    frame.ensureSpace(80);
    frame.doc.font(FONT_BOLD).fontSize(SIZES.heading).fillColor(COLORS.text);
    frame.doc.text(`Your Goals (${rows.length})`, frame.left, frame.doc.y, { width: frame.width });
    frame.doc.y += 4;
    if (rows.length === 0) return noGoals(frame);
    drawTable(frame, COLUMNS, [
      ...rows.map(goalRow),
      totalRow('Total income goals', summary.income),
      totalRow('Total spending goals', summary.spending),
    ]);
  });
}
