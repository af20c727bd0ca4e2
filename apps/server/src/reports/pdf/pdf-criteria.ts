import {
  accountSelectionLabel,
  formatDate,
  PERIOD_LABELS,
  type AccountSelection,
  type IsoDate,
  type LabelledAccount,
  type PeriodKey,
} from '@tourniquet/domain';
import type { ReportFrame } from './pdf-document.ts';
import { COLORS, FONT, FONT_BOLD, PDF_TEXT_MAX, SIZES, pdfText } from './pdf-style.ts';

export interface CriteriaText {
  period: string;
  accounts: string;
}

/** The Display Criteria in the words of the filter bar: "Last 30 days: Oct 23, 2026 – Nov 21, 2026". */
export function criteriaText(
  period: { key: PeriodKey; from: IsoDate; to: IsoDate },
  selection: AccountSelection,
  accounts: readonly LabelledAccount[],
): CriteriaText {
  return {
    period: `${PERIOD_LABELS[period.key]}: ${formatDate(period.from)} – ${formatDate(period.to)}`,
    accounts: accountSelectionLabel(selection, accounts),
  };
}

/** A shaded box headed Display Criteria with the report period and the accounts. */
export function drawCriteria(frame: ReportFrame, criteria: CriteriaText) {
  const { doc, left, width } = frame;
  const lines: [string, string][] = [
    ['Report period', criteria.period],
    ['Accounts', criteria.accounts],
  ];
  const labelWidth = 90;
  const pad = 10;
  doc.font(FONT).fontSize(SIZES.body);
  const valueWidth = width - pad * 2 - labelWidth;
  const rowHeights = lines.map(
    ([, value]) => doc.heightOfString(pdfText(value, PDF_TEXT_MAX.criteria), { width: valueWidth }) + 3,
  );
  const height = pad * 2 + 16 + rowHeights.reduce((a, b) => a + b, 0);
  frame.ensureSpace(height);
  const top = doc.y;
  doc.roundedRect(left, top, width, height, 6).fillColor(COLORS.headerFill).fill();
  doc.roundedRect(left, top, width, height, 6).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
  doc.font(FONT_BOLD).fontSize(SIZES.small).fillColor(COLORS.muted);
  doc.text('DISPLAY CRITERIA', left + pad, top + pad, { width: width - pad * 2, characterSpacing: 0.6 });
  let y = top + pad + 16;
  lines.forEach(([label, value], i) => {
    doc.font(FONT_BOLD).fontSize(SIZES.body).fillColor(COLORS.text);
    doc.text(label, left + pad, y, { width: labelWidth });
    doc.font(FONT).fillColor(COLORS.text);
    doc.text(pdfText(value, PDF_TEXT_MAX.criteria), left + pad + labelWidth, y, { width: valueWidth });
    y += rowHeights[i]!;
  });
  doc.x = left;
  doc.y = top + height;
  frame.gap();
}
