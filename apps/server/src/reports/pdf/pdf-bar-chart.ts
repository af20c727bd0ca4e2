import { formatUsd, sumCents, type Cents } from '@tourniquet/domain';
import type { ReportFrame } from './pdf-document.ts';
import { COLORS, FONT, FONT_BOLD, PDF_TEXT_MAX, SIZES, pdfText } from './pdf-style.ts';

export interface ChartBar {
  label: string;
  cents: Cents;
}

/** More bars than this and the chart stops being readable: the smallest ones share one "other" bar. */
export const MAX_CHART_BARS = 10;

/** The largest bars as they are, the rest summed into "All other categories (N)". */
export function chartBars(bars: readonly ChartBar[], max = MAX_CHART_BARS): ChartBar[] {
  const sorted = [...bars].sort((a, b) => b.cents - a.cents);
  if (sorted.length <= max) return sorted;
  const rest = sorted.slice(max - 1);
  return [
    ...sorted.slice(0, max - 1),
    { label: `All other categories (${rest.length})`, cents: sumCents(rest.map((b) => b.cents)) },
  ];
}

const ROW = 20;
const BAR = 10;
const LABEL_SHARE = 0.32;
const AMOUNT_WIDTH = 80;

/**
 * A horizontal bar chart drawn with vector rectangles, bars scaled to the largest. The chart is kept on
 * one page: it moves whole to the next page rather than split.
 */
export function drawBarChart(frame: ReportFrame, title: string, bars: readonly ChartBar[], color: string) {
  const { doc, left, width } = frame;
  const shown = chartBars(bars);
  frame.ensureSpace(22 + Math.max(1, shown.length) * ROW);
  doc.font(FONT_BOLD).fontSize(SIZES.heading).fillColor(COLORS.text);
  doc.text(pdfText(title), left, doc.y, { width });
  doc.y += 6;
  if (shown.length === 0) {
    doc
      .font(FONT)
      .fontSize(SIZES.body)
      .fillColor(COLORS.muted)
      .text('No spending in this period.', left, doc.y);
    frame.gap();
    return;
  }
  const labelWidth = width * LABEL_SHARE;
  const trackX = left + labelWidth + 6;
  const trackWidth = width - labelWidth - 6 - AMOUNT_WIDTH - 6;
  const largest = Math.max(1, ...shown.map((b) => b.cents));
  for (const bar of shown) {
    const top = doc.y;
    doc.font(FONT).fontSize(SIZES.body).fillColor(COLORS.text);
    doc.text(pdfText(bar.label, PDF_TEXT_MAX.label), left, top + 3, {
      width: labelWidth,
      height: ROW - 4,
      ellipsis: true,
      lineBreak: false,
    });
    doc
      .roundedRect(trackX, top + (ROW - BAR) / 2, trackWidth, BAR, 2)
      .fillColor(COLORS.track)
      .fill();
    const filled = Math.max(2, (bar.cents / largest) * trackWidth);
    doc
      .roundedRect(trackX, top + (ROW - BAR) / 2, filled, BAR, 2)
      .fillColor(color)
      .fill();
    doc.font(FONT_BOLD).fontSize(SIZES.body).fillColor(COLORS.text);
    doc.text(formatUsd(bar.cents), left + width - AMOUNT_WIDTH, top + 3, {
      width: AMOUNT_WIDTH,
      align: 'right',
      lineBreak: false,
    });
    doc.y = top + ROW;
  }
  doc.x = left;
  frame.gap();
}
