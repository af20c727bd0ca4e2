import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../testing/pdf-text.ts';
import { chartBars, MAX_CHART_BARS } from './pdf-bar-chart.ts';
import { renderReportPdf } from './pdf-document.ts';
import { PDF_TEXT_MAX, pdfText } from './pdf-style.ts';
import { drawTable } from './pdf-table.ts';

describe('pdfText', () => {
  it.each([
    ['Food & Drink – 50% · café', 'Food & Drink – 50% · café'],
    ['Savings 🐷 jar', 'Savings ? jar'],
    ['Line\nbreak\ttab', 'Line break tab'],
    ['東京 account', '?? account'],
  ])('keeps what Helvetica can print: %s', (input, output) => {
    expect(pdfText(input)).toBe(output);
  });

  it('cuts text past its display length to that many characters, the last an ellipsis', () => {
    expect(pdfText('Groceries', 9)).toBe('Groceries');
    expect(pdfText('Groceries!', 9)).toBe('Grocerie…');
    expect(pdfText('Pet 🐷 food', 6)).toBe('Pet ?…');
    expect(pdfText('x'.repeat(200_000), PDF_TEXT_MAX.label)).toBe(`${'x'.repeat(PDF_TEXT_MAX.label - 1)}…`);
    expect(pdfText('y'.repeat(200_000))).toHaveLength(PDF_TEXT_MAX.other);
  });
});

describe('chartBars', () => {
  const bars = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `C${i}`, cents: (i + 1) * 100 }));

  it('keeps up to the maximum as they are, largest first', () => {
    const shown = chartBars(bars(MAX_CHART_BARS));
    expect(shown).toHaveLength(MAX_CHART_BARS);
    expect(shown[0]).toEqual({ label: `C${MAX_CHART_BARS - 1}`, cents: MAX_CHART_BARS * 100 });
  });

  it('sums the smallest into one bar past the maximum, losing no cent', () => {
    const shown = chartBars(bars(25));
    expect(shown).toHaveLength(MAX_CHART_BARS);
    expect(shown.at(-1)!.label).toBe('All other categories (16)');
    expect(shown.reduce((s, b) => s + b.cents, 0)).toBe(bars(25).reduce((s, b) => s + b.cents, 0));
  });
});

describe('renderReportPdf with a long table', () => {
  it('moves rows whole to the next page, repeats the header and numbers every page', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => ({ cells: [`Row ${i + 1}`, `${i + 1}.00`] }));
    const bytes = await renderReportPdf(
      { productName: 'Tourniquet', title: 'Test Report', madeOn: '2026-11-21' },
      (frame) =>
        drawTable(
          frame,
          [
            { header: 'Name', share: 0.7 },
            { header: 'Value', share: 0.3, align: 'right' },
          ],
          rows,
        ),
    );
    const pages = await pdfPages(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, i) => {
      expect(page).toContain('NAME VALUE');
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      if (i > 0) expect(page).toContain('Test Report (continued)');
    });
    // Each row once, its two cells on one line of one page.
    const text = pages.join('\n');
    for (let i = 1; i <= 120; i++)
      expect(text.match(new RegExp(`^Row ${i} ${i}\\.00$`, 'gm'))).toHaveLength(1);
  });
});
