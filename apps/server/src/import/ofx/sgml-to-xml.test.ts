import { describe, expect, it } from 'vitest';
import { LINE_TAG, sgmlToXml } from './sgml-to-xml.ts';

describe('sgmlToXml', () => {
  it('closes leaves, keeps aggregates and marks each transaction with its line', () => {
    const sgml =
      '<OFX>\n<STMTTRN>\n<TRNAMT>-1.00\n<NAME>A &amp; B\n<MEMO>\n</STMTTRN>\n<STMTTRN>\n<MEMO>x\n</STMTTRN>\n</OFX>';
    expect(sgmlToXml(sgml, 10)).toBe(
      `<OFX><STMTTRN><${LINE_TAG}>11</${LINE_TAG}><TRNAMT>-1.00</TRNAMT><NAME>A &amp; B</NAME><MEMO></MEMO></STMTTRN>` +
        `<STMTTRN><${LINE_TAG}>16</${LINE_TAG}><MEMO>x</MEMO></STMTTRN></OFX>`,
    );
  });

  it('passes closed XML leaves through, drops stray closing tags and closes what a truncated file left open', () => {
    expect(sgmlToXml('<ofx><A><B>1</B></C><D/></A><A><F>2', 1)).toBe(
      '<OFX><A><B>1</B><D></D></A><A><F>2</F></A></OFX>',
    );
  });
});
