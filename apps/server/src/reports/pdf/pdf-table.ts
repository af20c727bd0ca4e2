import type { ReportFrame } from './pdf-document.ts';
import { COLORS, FONT, FONT_BOLD, PDF_TEXT_MAX, SIZES, pdfText } from './pdf-style.ts';

export interface TableColumn {
  header: string;
  /** Share of the table's width; the shares of all columns add up to 1. */
  share: number;
  align?: 'left' | 'right';
}

/** A progress bar drawn in a cell above its caption (the goals table). */
export interface BarCell {
  /** 0..1 of the track filled. */
  fraction: number;
  color: string;
  caption: string;
}

export type TableCell = string | BarCell;

export interface TableRow {
  cells: TableCell[];
  /** A totals row: bold, with a rule above it. */
  total?: boolean;
  /** Colour of the first cell's text (the goal type, say); the others stay in the body colour. */
  color?: string;
}

const PAD_X = 6;
const PAD_Y = 5;
const BAR_HEIGHT = 5;

function cellHeight(doc: PDFKit.PDFDocument, cell: TableCell, width: number): number {
  const text = typeof cell === 'string' ? cell : cell.caption;
  const textHeight = doc.heightOfString(pdfText(text, PDF_TEXT_MAX.label), { width });
  return typeof cell === 'string' ? textHeight : BAR_HEIGHT + 3 + textHeight;
}

function drawHeader(frame: ReportFrame, columns: TableColumn[], widths: number[]) {
  const { doc, left, width } = frame;
  doc.font(FONT_BOLD).fontSize(SIZES.small);
  const height = Math.max(
    ...columns.map((c, i) => doc.heightOfString(c.header, { width: widths[i]! - PAD_X * 2 })),
  );
  const top = doc.y;
  doc
    .rect(left, top, width, height + PAD_Y * 2)
    .fillColor(COLORS.headerFill)
    .fill();
  let x = left;
  columns.forEach((column, i) => {
    doc.fillColor(COLORS.muted).text(column.header.toUpperCase(), x + PAD_X, top + PAD_Y, {
      width: widths[i]! - PAD_X * 2,
      align: column.align ?? 'left',
      characterSpacing: 0.4,
    });
    x += widths[i]!;
  });
  doc.y = top + height + PAD_Y * 2;
}

function drawCell(
  doc: PDFKit.PDFDocument,
  cell: TableCell,
  x: number,
  y: number,
  width: number,
  align: string,
) {
  if (typeof cell === 'string') {
    doc.text(pdfText(cell, PDF_TEXT_MAX.label), x, y, { width, align: align as 'left' | 'right' });
    return;
  }
  doc
    .roundedRect(x, y + 1, width, BAR_HEIGHT, BAR_HEIGHT / 2)
    .fillColor(COLORS.track)
    .fill();
  const filled = Math.max(0, Math.min(1, cell.fraction)) * width;
  if (filled > 0)
    doc
      .roundedRect(x, y + 1, Math.max(filled, BAR_HEIGHT), BAR_HEIGHT, BAR_HEIGHT / 2)
      .fillColor(cell.color)
      .fill();
  doc.fillColor(COLORS.muted).fontSize(SIZES.small);
  doc.text(pdfText(cell.caption, PDF_TEXT_MAX.label), x, y + BAR_HEIGHT + 3, {
    width,
    align: align as 'left' | 'right',
  });
}

/**
 * A table that pages cleanly: a row that does not fit in what is left of the page goes whole to the next
 * one, and the header row is drawn again at the top of every page the table reaches.
 */
export function drawTable(frame: ReportFrame, columns: TableColumn[], rows: TableRow[]) {
  const { doc, left, width } = frame;
  const widths = columns.map((c) => c.share * width);
  const heightOf = (row: TableRow) => {
    doc.font(row.total ? FONT_BOLD : FONT).fontSize(SIZES.body);
    return Math.max(...row.cells.map((cell, i) => cellHeight(doc, cell, widths[i]! - PAD_X * 2))) + PAD_Y * 2;
  };
  // The header never sits alone at the foot of a page: it needs room for itself and the first row.
  frame.ensureSpace(24 + (rows[0] ? heightOf(rows[0]) : 0));
  drawHeader(frame, columns, widths);
  for (const row of rows) {
    const height = heightOf(row);
    if (frame.ensureSpace(height)) drawHeader(frame, columns, widths);
    const top = doc.y;
    if (row.total) {
      doc
        .moveTo(left, top)
        .lineTo(left + width, top)
        .lineWidth(1)
        .strokeColor(COLORS.text)
        .stroke();
    }
    let x = left;
    row.cells.forEach((cell, i) => {
      doc.font(row.total ? FONT_BOLD : FONT).fontSize(SIZES.body);
      doc.fillColor(i === 0 && row.color ? row.color : COLORS.text);
      drawCell(doc, cell, x + PAD_X, top + PAD_Y, widths[i]! - PAD_X * 2, columns[i]!.align ?? 'left');
      x += widths[i]!;
    });
    doc
      .moveTo(left, top + height)
      .lineTo(left + width, top + height)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    doc.y = top + height;
  }
  doc.x = left;
  frame.gap();
}
