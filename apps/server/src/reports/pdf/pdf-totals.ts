import { formatUsd, type Cents } from '@tourniquet/domain';
import type { ReportFrame } from './pdf-document.ts';
import { COLORS, FONT, FONT_BOLD, SIZES, pdfText } from './pdf-style.ts';

export interface TotalLine {
  label: string;
  cents: Cents;
  color: string;
  /** The last, emphasised line (Net Income), with a rule above it. */
  emphasis?: boolean;
  /** Shown after the amount in grey: "of $500.00". */
  suffix?: string;
  /** A bar under the line: 0..1 of the track filled. */
  bar?: { fraction: number; color: string };
}

/** A titled block of label / amount lines, kept together on one page, with closing notes (one a paragraph). */
export function drawTotals(
  frame: ReportFrame,
  title: string,
  lines: readonly TotalLine[],
  notes: readonly string[] = [],
) {
  const { doc, left, width } = frame;
  const lineHeight = (line: TotalLine) => (line.emphasis ? 24 : 18) + (line.bar ? 10 : 0);
  doc.font(FONT).fontSize(SIZES.body);
  const noteHeight = notes.reduce((sum, note) => sum + doc.heightOfString(pdfText(note), { width }) + 4, 0);
  frame.ensureSpace(22 + lines.reduce((sum, line) => sum + lineHeight(line), 0) + noteHeight);
  doc.font(FONT_BOLD).fontSize(SIZES.heading).fillColor(COLORS.text);
  doc.text(pdfText(title), left, doc.y, { width });
  doc.y += 4;
  for (const line of lines) {
    const top = doc.y;
    if (line.emphasis) {
      doc
        .moveTo(left, top + 2)
        .lineTo(left + width, top + 2)
        .lineWidth(0.5)
        .strokeColor(COLORS.rule)
        .stroke();
    }
    const textY = top + (line.emphasis ? 8 : 4);
    const size = line.emphasis ? SIZES.heading : SIZES.body;
    doc
      .font(line.emphasis ? FONT_BOLD : FONT)
      .fontSize(size)
      .fillColor(COLORS.text);
    doc.text(pdfText(line.label), left, textY, { width: width / 2, lineBreak: false });
    const amount = formatUsd(line.cents);
    const suffix = line.suffix ? ` ${line.suffix}` : '';
    doc.font(FONT).fontSize(SIZES.body);
    const suffixWidth = suffix ? doc.widthOfString(suffix) : 0;
    doc.font(FONT_BOLD).fontSize(size).fillColor(line.color);
    doc.text(amount, left + width / 2, textY, {
      width: width / 2 - suffixWidth,
      align: 'right',
      lineBreak: false,
    });
    if (suffix) {
      doc.font(FONT).fontSize(SIZES.body).fillColor(COLORS.muted);
      doc.text(suffix, left + width - suffixWidth, textY + (size - SIZES.body), {
        width: suffixWidth,
        lineBreak: false,
      });
    }
    if (line.bar) {
      const barY = top + lineHeight(line) - 9;
      doc.roundedRect(left, barY, width, 5, 2.5).fillColor(COLORS.track).fill();
      const filled = Math.max(0, Math.min(1, line.bar.fraction)) * width;
      if (filled > 0)
        doc.roundedRect(left, barY, Math.max(5, filled), 5, 2.5).fillColor(line.bar.color).fill();
    }
    doc.y = top + lineHeight(line);
  }
  doc.font(FONT).fontSize(SIZES.body).fillColor(COLORS.muted);
  notes.forEach((note, i) => doc.text(pdfText(note), left, doc.y + (i === 0 ? 6 : 2), { width }));
  doc.x = left;
  frame.gap();
}
