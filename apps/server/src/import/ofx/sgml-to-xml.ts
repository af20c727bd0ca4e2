/** A synthetic child added to every STMTTRN and STMTTRNP so each transaction knows its line in the file. */
export const LINE_TAG = 'TOURNIQUET.LINE';

interface Token {
  kind: 'open' | 'close' | 'text';
  name: string;
  text: string;
  offset: number;
}

const TOKEN = /<(\/?)([A-Za-z0-9_.:-]+)[^>]*>|<[!?][^>]*>|([^<]+)/g;

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
    out.push(`<${token.name}>`);
    open.push(token.name);
    if (token.name === 'STMTTRN' || token.name === 'STMTTRNP')
      out.push(`<${LINE_TAG}>${lines.lineAt(token.offset)}</${LINE_TAG}>`);
  }
  for (const name of open.reverse()) out.push(`</${name}>`);
  return out.join('');
}

function tokenize(body: string): Token[] {
  const tokens: Token[] = [];
  for (const match of body.matchAll(TOKEN)) {
    if (match[2] !== undefined) {
      tokens.push({
        kind: match[1] ? 'close' : 'open',
        name: match[2].toUpperCase(),
        text: '',
        offset: match.index,
      });
    } else if (match[3] !== undefined && match[3].trim() !== '') {
      tokens.push({ kind: 'text', name: '', text: match[3].trim(), offset: match.index });
    }
  }
  return tokens;
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
