import { notAStatement } from '../errors.ts';

/** A synthetic child added to every STMTTRN and STMTTRNP so each transaction knows its line in the file. */
export const LINE_TAG = 'TOURNIQUET.LINE';

interface Token {
  kind: 'open' | 'close' | 'text';
  name: string;
  text: string;
  offset: number;
}

const NAME_CHAR = /[A-Za-z0-9_.:-]/;
/** OFX tag names are under 32 characters; a longer one is no tag (and stays far from ofx-js's fallback). */
const MAX_NAME_CHARS = 64;
/** Real files nest 8 to 10 deep. Deeper nesting would make ofx-js recurse until its stack runs out. */
const MAX_DEPTH = 32;

/**
 * Rewrites the body of an OFX file (from <OFX> on) as well-formed XML for ofx-js.
 *
 * Why not the library alone: OFX 1.x is SGML whose elements (leaves) never close (`<TRNAMT>-15.49`), and
 * ofx-js's own SGML fix-up regexes break on what real bank files hold: an empty leaf (`<MEMO>` with nothing
 * after it) leaves it with an unclosed tag and the whole parse fails; ofx-data-extractor fails on the same
 * files. So leaves are closed here and aggregates kept: a tag is a leaf when it carries text anywhere in the
 * file or is never closed anywhere. Already-closed leaves (OFX 2.x XML, or hybrids) pass unchanged, stray
 * closing tags are dropped and aggregates left open by a truncated file are closed. Tag names are upper-cased
 * (a few exporters write <ofx>).
 *
 * The output is always well-formed, with one <OFX> root and at most MAX_DEPTH levels: when ofx-js cannot read
 * its input as XML it falls back to SGML regexes, one of which takes exponential time on a long tag name
 * (`<([A-Z0-9_]*)+\.+`), and a nested <OFX> (which it splits on) or a stack overflow would send it there.
 */
export function sgmlToXml(body: string, firstLine: number): string {
  const tokens = tokenize(body);
  // The root is an aggregate even in a truncated file that never closes it.
  const closed = new Set<string>(['OFX']);
  const withText = new Set<string>();
  tokens.forEach((token, i) => {
    if (token.kind === 'close') closed.add(token.name);
    if (token.kind === 'open' && tokens[i + 1]?.kind === 'text') withText.add(token.name);
  });

  const out: string[] = [];
  const open: string[] = [];
  const lines = new LineCounter(body, firstLine);
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (token.kind === 'text') continue; // text is written with its leaf; text between aggregates is noise
    if (token.kind === 'close') {
      const at = open.lastIndexOf(token.name);
      if (at < 0) continue;
      for (const name of open.splice(at).reverse()) out.push(`</${name}>`);
      continue;
    }
    const next = tokens[i + 1];
    if (next?.kind === 'text' || withText.has(token.name) || !closed.has(token.name)) {
      out.push(`<${token.name}>${next?.kind === 'text' ? next.text : ''}</${token.name}>`);
      if (next?.kind === 'text') i += 1;
      if (tokens[i + 1]?.kind === 'close' && tokens[i + 1]!.name === token.name) i += 1;
      continue;
    }
    // A second <OFX> would cut ofx-js's input short (it splits the text on the first one).
    if (token.name === 'OFX' && out.length > 0) continue;
    if (open.length >= MAX_DEPTH) {
      throw notAStatement(`This OFX file nests its elements more than ${MAX_DEPTH} deep.`);
    }
    out.push(`<${token.name}>`);
    open.push(token.name);
    if (token.name === 'STMTTRN' || token.name === 'STMTTRNP')
      out.push(`<${LINE_TAG}>${lines.lineAt(token.offset)}</${LINE_TAG}>`);
  }
  for (const name of open.reverse()) out.push(`</${name}>`);
  const xml = out.join('');
  return xml.startsWith('<OFX>') ? xml : `<OFX>${xml}</OFX>`;
}

/**
 * Tags, and the text between them, in one pass by hand: the pattern this replaces
 * (`<(\/?)([A-Za-z0-9_.:-]+)[^>]*>|...`) rescanned to the end of the file from every "<" that no ">" closes,
 * quadratic time on "<A<A<A...". A "<" that opens no tag is dropped and what follows it is text.
 */
function tokenize(body: string): Token[] {
  const tokens: Token[] = [];
  const text = (from: number, to: number) => {
    const value = body.slice(from, to).trim();
    if (value !== '') tokens.push({ kind: 'text', name: '', text: value, offset: from });
  };
  let at = 0;
  let cdataCloses = true;
  while (at < body.length) {
    const lt = body.indexOf('<', at);
    if (lt < 0) {
      text(at, body.length);
      break;
    }
    if (lt > at) text(at, lt);
    // <![CDATA[...]]> (Suncorp's NAME and MEMO) is text, escaped here for the XML written out.
    // Once no "]]>" follows, none will: later CDATA openings are not searched again (no quadratic rescans).
    if (cdataCloses && body.startsWith('<![CDATA[', lt)) {
      const close = body.indexOf(']]>', lt + 9);
      cdataCloses = close >= 0;
      if (close >= 0) {
        const value = escapeXml(body.slice(lt + 9, close).trim());
        if (value !== '') tokens.push({ kind: 'text', name: '', text: value, offset: lt });
        at = close + 3;
        continue;
      }
    }
    // The tag runs to the next ">", unless a "<" comes first: then this "<" opens nothing.
    let end = lt + 1;
    while (end < body.length && body[end] !== '>' && body[end] !== '<') end += 1;
    if (end >= body.length || body[end] === '<') {
      at = lt + 1;
      if (end > at) text(at, end);
      at = end;
      continue;
    }
    const tag = tagName(body, lt + 1, end);
    if (tag) tokens.push({ ...tag, text: '', offset: lt });
    at = end + 1;
  }
  return tokens;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[char]!);
}

/** `/NAME attrs` or `NAME attrs` between "<" and ">"; null for <!...>, <?...> and anything else. */
function tagName(body: string, from: number, to: number): Pick<Token, 'kind' | 'name'> | null {
  const close = body[from] === '/';
  const start = close ? from + 1 : from;
  let end = start;
  while (end < to && end - start <= MAX_NAME_CHARS && NAME_CHAR.test(body[end]!)) end += 1;
  if (end === start || end - start > MAX_NAME_CHARS) return null;
  return { kind: close ? 'close' : 'open', name: body.slice(start, end).toUpperCase() };
}

/** Line numbers of increasing offsets, counting newlines once. */
class LineCounter {
  private offset = 0;
  private line: number;

  constructor(
    private readonly text: string,
    firstLine: number,
  ) {
    this.line = firstLine;
  }

  lineAt(offset: number): number {
    for (
      let i = this.text.indexOf('\n', this.offset);
      i !== -1 && i < offset;
      i = this.text.indexOf('\n', i + 1)
    ) {
      this.line += 1;
    }
    this.offset = Math.max(this.offset, offset);
    return this.line;
  }
}
