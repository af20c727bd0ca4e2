import { describe, expect, it } from 'vitest';
import { StatementFormatError } from './errors.ts';
import { sgmlToXml } from './ofx/sgml-to-xml.ts';
import { parseStatement } from './parse-statement.ts';
import { bytesOf } from './test-samples.ts';
import type { ParsedStatement } from './types.ts';

const HEADER = 'Date,Description,Amount,Category';
const GOOD = '03/01/2025,COFFEE,-3.50,Food';
const csv = (...lines: string[]) => bytesOf(`${[HEADER, GOOD, ...lines].join('\n')}\n`);

/** Every reason names its line and stays short: a reason never carries the whole bad cell. */
function expectShortReasons(parsed: ParsedStatement): void {
  for (const { line, reason } of parsed.rejected) {
    expect(reason.startsWith(`Line ${line}: `)).toBe(true);
    expect(reason.length).toBeLessThan(160);
  }
}

async function refusal(bytes: Uint8Array): Promise<string> {
  const error = await parseStatement(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StatementFormatError);
  return (error as Error).message;
}

const ofx = (name: string) =>
  bytesOf(
    'OFXHEADER:100\nDATA:OFXSGML\n\n<OFX>\n<BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>\n' +
      '<STMTTRN>\n<DTPOSTED>20250301\n<TRNAMT>-3.50\n<FITID>1\n<NAME>COFFEE\n</STMTTRN>\n' +
      `<STMTTRN>\n<DTPOSTED>20250302\n<TRNAMT>-4.50\n<FITID>2\n<NAME>${name}\n</STMTTRN>\n` +
      '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n',
  );

describe('hostile statement files', () => {
  it('rejects over-long date and amount cells by line before any pattern reads them', async () => {
    const parsed = await parseStatement(
      csv(
        `${'T'.repeat(20_000)},LONG DATE,-1.00,`,
        `03/02/2025,LONG AMOUNT,1${'-'.repeat(900)}1,`,
        `03/03/2025,LONG AMOUNT 2,${'1'.repeat(70)},`,
        `03/04/2025 ${'T'.repeat(60)},LONG DATE 2,-1.00,`,
      ),
    );
    expect(parsed.rows.map((row) => row.description)).toEqual(['COFFEE']);
    expect(parsed.rejected.map((r) => r.line)).toEqual([3, 4, 5, 6]);
    expect(parsed.rejected[0]!.reason).toBe(
      'Line 3: the cell in column 1 is 20,000 characters long (at most 1,000)',
    );
    expect(parsed.rejected[2]!.reason).toBe('Line 5: the amount is 70 characters long (at most 64)');
    expectShortReasons(parsed);
  });

  it('caps stored text: a description over 500 or a category over 100 characters rejects the line', async () => {
    const parsed = await parseStatement(
      csv(`03/02/2025,${'D'.repeat(501)},-1.00,`, `03/03/2025,SHOP,-1.00,${'C'.repeat(101)}`),
    );
    expect(parsed.rejected).toEqual([
      { line: 3, reason: 'Line 3: the description is 501 characters long (at most 500)' },
      { line: 4, reason: 'Line 4: the category is 101 characters long (at most 100)' },
    ]);
  });

  it('rejects a line over 32,768 characters or 500 cells, and the lines after it still import', async () => {
    const parsed = await parseStatement(
      csv(','.repeat(100_000), `03/02/2025,MANY,-1.00,${',x'.repeat(600)}`, '03/03/2025,AFTER,-2.00,'),
    );
    expect(parsed.rows.map((row) => row.description)).toEqual(['COFFEE', 'AFTER']);
    expect(parsed.rejected).toEqual([
      { line: 3, reason: 'Line 3: the line is 100,000 characters long (at most 32,768)' },
      { line: 4, reason: 'Line 4: the line has 604 cells (at most 500)' },
    ]);
  });

  it('quotes at most 40 characters of a bad cell, control characters made visible', async () => {
    const parsed = await parseStatement(
      csv(`03/02/2025,X,12abc${'9'.repeat(50)},`, `99/99\u0007/2025,Y,-1.00,`),
    );
    expect(parsed.rejected[0]!.reason).toBe(`Line 3: "12abc${'9'.repeat(35)}…" is not an amount`);
    expect(parsed.rejected[1]!.reason).toBe('Line 4: "99/99\ufffd/2025" is not a date in MM/DD/YYYY format');
  });

  it('refuses a NUL character past the first 8 KB, naming its line (CSV, QIF, OFX)', async () => {
    const filler = Array.from({ length: 500 }, (_, i) => `03/01/2025,SHOP ${i},-1.00,`);
    expect(await refusal(csv(...filler, '03/02/2025,NUL\u0000HERE,-1.00,'))).toMatch(/^Line 503 holds a NUL/);
    expect(await refusal(csv(...filler, '03/0\u00002/2025,X,-1.00,'))).toMatch(/^Line 503 holds a NUL/);
    expect(await refusal(csv(...filler, '03/02/2025,X,-1.0\u00000,'))).toMatch(/^Line 503 holds a NUL/);
    const qif = `!Type:Bank\n${'D03/01/2025\nT-1.00\nPSHOP\n^\n'.repeat(800)}D03/02/2025\nT-1.00\nPNUL\u0000\n^\n`;
    expect(await refusal(bytesOf(qif))).toMatch(/^Line 3204 holds a NUL/);
    expect(await refusal(ofx(`${'A'.repeat(9000)}\u0000`))).toMatch(/^Line 16 holds a NUL/);
  });

  it('refuses an OFX entity that is no character, naming the line', async () => {
    for (const entity of ['&#0;', '&#99999999;', '&#x110000;', '&#xD800;']) {
      expect(await refusal(ofx(`BAD ${entity} NAME`))).toBe(
        `Line 12: "${entity}" is not a character. Export the file again from your bank.`,
      );
    }
    const fine = await parseStatement(ofx('CAF&#233; &#x263A;'));
    expect(fine.rows[1]!.description).toBe('CAFÉ ☺'.replace('É', 'é'));
  });

  it('keeps ofx-js off its exponential SGML fallback: one <OFX> root, bounded depth and tag names', async () => {
    const xml = sgmlToXml(`<OFX><${'A'.repeat(30)}>x<OFX><B>y</OFX>`, 1);
    expect(xml.split('<OFX>')).toHaveLength(2);
    expect(sgmlToXml('<OFX <A<A<A', 1)).toBe('<OFX></OFX>');
    expect(sgmlToXml(`<OFX><${'N'.repeat(65)}>x`, 1)).toBe('<OFX>x</OFX>');
    const names = Array.from({ length: 40 }, (_, i) => `A${i}`);
    const deep = `<OFX>${names.map((n) => `<${n}>`).join('')}<X>x${names
      .reverse()
      .map((n) => `</${n}>`)
      .join('')}</OFX>`;
    expect(await refusal(bytesOf(`OFXHEADER:100\n${deep}`))).toMatch(/nests its elements more than 32 deep/);
  });

  it('reads a QIF !Type header by hand', async () => {
    const qif = `!Type:Bank  \nD03/01/2025\nT-1.00\nPSHOP\n^\n!Type:${' '.repeat(5000)}.\nD03/02/2025\nT-2.00\n^\n`;
    const parsed = await parseStatement(bytesOf(qif));
    expect(parsed.rows.map((row) => row.amountCents)).toEqual([100, 200]);
  });

  it('reads unclosed CDATA openings in linear time (4x the input takes well under 16x the time)', () => {
    const body = (n: number) => `<OFX>${'<![CDATA['.repeat(n)}</OFX>`;
    const fastest = (text: string) => {
      let best = Infinity;
      for (let i = 0; i < 5; i += 1) {
        const start = performance.now();
        sgmlToXml(text, 1);
        best = Math.min(best, performance.now() - start);
      }
      return best;
    };
    const small = body(10000);
    const large = body(40000);
    fastest(small);
    // The best of three ratios: a busy machine can slow one measurement, never make quadratic work linear.
    let ratio = Infinity;
    for (let attempt = 0; attempt < 3 && ratio >= 10; attempt += 1)
      ratio = Math.min(ratio, fastest(large) / Math.max(fastest(small), 2));
    expect(ratio).toBeLessThan(10);
  });
});
