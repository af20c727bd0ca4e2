import { formatDate, type IsoDate } from '@tourniquet/domain';
import { COLORS, FONT, FONT_BOLD, FOOTER_HEIGHT, MARGIN, PAGE_SIZE, SIZES, pdfText } from './pdf-style.ts';

export interface ReportMeta {
  productName: string;
  /** The report's title, e.g. "My Spending Analysis". */
  title: string;
  /** The day the report was made (the injected clock's today). */
  madeOn: IsoDate;
}

/**
 * One report being laid out: the pdfkit document plus the geometry every block needs. Blocks place
 * themselves at doc.y and call `ensureSpace` before anything that must not be split across pages.
 */
export interface ReportFrame {
  doc: PDFKit.PDFDocument;
  left: number;
  width: number;
  /** The lowest y content may reach on a page (the footer sits below it). */
  bottom: number;
  /** Starts a new page when fewer than `height` points are left; true when it did. */
  ensureSpace(height: number): boolean;
  /** Vertical gap between blocks. */
  gap(points?: number): void;
}

export function madeOnText(madeOn: IsoDate): string {
  return `Made on ${formatDate(madeOn)}`;
}

export function pageNumberText(page: number, count: number): string {
  return `Page ${page} of ${count}`;
}

/** The first page's heading: product, title and the made-on date. */
function drawTitleBlock(frame: ReportFrame, meta: ReportMeta) {
  const { doc, left, width } = frame;
  doc.font(FONT_BOLD).fontSize(SIZES.brand).fillColor(COLORS.brand);
  doc.text(pdfText(meta.productName.toUpperCase()), left, MARGIN, { width });
  doc.moveDown(0.3);
  doc.font(FONT_BOLD).fontSize(SIZES.title).fillColor(COLORS.text);
  doc.text(pdfText(meta.title), left, doc.y, { width });
  doc.font(FONT).fontSize(SIZES.body).fillColor(COLORS.muted);
  doc.text(madeOnText(meta.madeOn), left, doc.y + 2, { width });
  frame.gap(12);
}

/** Later pages repeat the title small, so a loose page still says what it belongs to. */
function drawRunningHeader(frame: ReportFrame, meta: ReportMeta) {
  const { doc, left, width } = frame;
  doc.font(FONT_BOLD).fontSize(SIZES.small).fillColor(COLORS.muted);
  doc.text(pdfText(`${meta.title} (continued)`), left, MARGIN, { width });
  doc
    .moveTo(left, doc.y + 4)
    .lineTo(left + width, doc.y + 4)
    .lineWidth(0.5)
    .strokeColor(COLORS.rule)
    .stroke();
  doc.y += 14;
}

/**
 * Written last, over every buffered page: the page count is only known once the content is laid out.
 * The bottom margin is lifted while writing, or pdfkit would treat footer text as overflow and add a page.
 */
function drawFooters(doc: PDFKit.PDFDocument, meta: ReportMeta) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - FOOTER_HEIGHT / 2 + 8;
    const width = doc.page.width - MARGIN * 2;
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(MARGIN + width, y - 6)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    doc.font(FONT).fontSize(SIZES.small).fillColor(COLORS.muted);
    doc.text(pdfText(`${meta.productName} · ${meta.title} · ${madeOnText(meta.madeOn)}`), MARGIN, y, {
      width: width - 80,
      lineBreak: false,
    });
    doc.text(pageNumberText(i - start + 1, count), MARGIN, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
}

/**
 * Lays out a report and answers the PDF's bytes. `draw` fills the pages; the frame gives every page the
 * footer with "Page N of M" and every page after the first a running header.
 */
export async function renderReportPdf(
  meta: ReportMeta,
  draw: (frame: ReportFrame) => void,
): Promise<Uint8Array<ArrayBuffer>> {
  // Loaded with the first PDF, not at start: pdfkit with its fonts and their decoders is megabytes of code
  // and data a server that makes no PDF would hold all its life (docs/performance.md, memory at rest).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: PAGE_SIZE,
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    bufferPages: true,
    info: {
      Title: pdfText(meta.title),
      Author: pdfText(meta.productName),
      Creator: pdfText(meta.productName),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const frame: ReportFrame = {
    doc,
    left: MARGIN,
    width: doc.page.width - MARGIN * 2,
    bottom: doc.page.height - MARGIN - FOOTER_HEIGHT,
    ensureSpace(height) {
      if (doc.y + height <= frame.bottom) return false;
      doc.addPage();
      return true;
    },
    gap(points = 14) {
      doc.y += points;
    },
  };
  doc.on('pageAdded', () => drawRunningHeader(frame, meta));
  try {
    drawTitleBlock(frame, meta);
    draw(frame);
    drawFooters(doc, meta);
  } finally {
    doc.end();
  }
  return await done;
}
