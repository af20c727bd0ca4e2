/**
 * The report look, in PDF points (72 per inch) on US Letter: the web's palette (one brand accent, red for
 * money out, green for money in, neutral greys) and pdfkit's built-in Helvetica, whose metrics ship with
 * pdfkit, so no font file is read from outside the package.
 */
export const PAGE_SIZE = 'LETTER';
export const MARGIN = 50;
/** Room kept under the content for the footer (made-on date and page number). */
export const FOOTER_HEIGHT = 28;

export const FONT = 'Helvetica';
export const FONT_BOLD = 'Helvetica-Bold';

export const COLORS = {
  text: '#0f172a',
  muted: '#64748b',
  rule: '#e2e8f0',
  track: '#f1f5f9',
  headerFill: '#f8fafc',
  brand: '#4338ca',
  bleed: '#dc2626',
  gain: '#16a34a',
  neutralBar: '#cbd5e1',
} as const;

export const SIZES = {
  brand: 9,
  title: 20,
  heading: 12,
  body: 10,
  small: 8,
} as const;

/**
 * The built-in fonts encode WinAnsi (Latin-1 and a few typographic marks) only: any other character (an
 * emoji in an account nickname) would print as a wrong glyph, so it becomes "?" instead.
 */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export function pdfText(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const printable = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
    out += printable || WIN_ANSI_EXTRAS.includes(ch) ? ch : ch === '\n' || ch === '\t' ? ' ' : '?';
  }
  return out;
}
