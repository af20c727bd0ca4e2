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
 * Display lengths, in characters, of text that users or a bank feed supply. pdfkit's line wrapping takes
 * time quadratic in the length of a word: one 200,000-character category held the server for minutes, a
 * 20 KB one for seconds on every download. Text is cut to these lengths (with an ellipsis) before pdfkit
 * measures or draws it; every string drawn passes through pdfText, so the default bounds what a new caller
 * forgets to bound.
 */
export const PDF_TEXT_MAX = {
  /** A category, account or goal name in a table cell or beside a bar. */
  label: 80,
  /** A Display Criteria value (the list of selected account names). */
  criteria: 300,
  /** Anything else (titles, notes); generous, still short enough to wrap in a moment. */
  other: 1000,
} as const;

/**
 * The built-in fonts encode WinAnsi (Latin-1 and a few typographic marks) only: any other character (an
 * emoji in an account nickname) would print as a wrong glyph, so it becomes "?" instead. Text longer than
 * `max` characters keeps its first max - 1 and ends with an ellipsis; the rest is never looked at.
 */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export function pdfText(text: string, max: number = PDF_TEXT_MAX.other): string {
  let out = '';
  let count = 0;
  for (const ch of text) {
    if (count === max)
      return `${[...out]
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
    const code = ch.codePointAt(0)!;
    const printable = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
    out += printable || WIN_ANSI_EXTRAS.includes(ch) ? ch : ch === '\n' || ch === '\t' ? ' ' : '?';
    count += 1;
  }
  return out;
}
