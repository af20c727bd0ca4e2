import { describe, expect, it } from 'vitest';
import { StatementFormatError } from '../errors.ts';
import { parseStatement } from '../parse-statement.ts';
import { bytesOf, summary } from '../test-samples.ts';

/** An OFX 1.02 SGML statement for one account, its transactions given as [date, amount, name]. */
function stmtrs(accountId: string, transactions: [string, string, string][]): string {
  const rows = transactions
    .map(
      ([date, amount, name], i) =>
        `<STMTTRN><TRNTYPE>OTHER<DTPOSTED>${date}<TRNAMT>${amount}<FITID>${accountId}-${i}<NAME>${name}</STMTTRN>`,
    )
    .join('\n');
  return [
    '<STMTRS><CURDEF>EUR',
    `<BANKACCTFROM><BANKID>001<ACCTID>${accountId}<ACCTTYPE>CHECKING</BANKACCTFROM>`,
    `<BANKTRANLIST><DTSTART>20250301<DTEND>20250331`,
    rows,
    '</BANKTRANLIST><LEDGERBAL><BALAMT>0.00<DTASOF>20250331</LEDGERBAL></STMTRS>',
  ].join('\n');
}

function ofxFile(...statements: string[]): string {
  return [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    '',
    '<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20250331<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    ...statements,
    '</STMTTRNRS></BANKMSGSRSV1></OFX>',
  ].join('\n');
}

describe('OFX statements', () => {
  it('reads a second STMTRS inside the same STMTTRNRS (the first one empty)', async () => {
    const text = ofxFile(
      stmtrs('1111-1', []),
      stmtrs('2222-2', [
        ['20250303', '-12.50', 'BAKERY'],
        ['20250310', '400.00', 'SALARY'],
      ]),
    );
    const statement = await parseStatement(bytesOf(text));
    expect(summary(statement)).toEqual([
      ['2025-03-03', 1250, 'BAKERY'],
      ['2025-03-10', -40000, 'SALARY'],
    ]);
  });

  it('refuses a statement with no transaction instead of importing nothing', async () => {
    const parse = parseStatement(bytesOf(ofxFile(stmtrs('1111-1', []))));
    await expect(parse).rejects.toThrow(StatementFormatError);
    await expect(parse).rejects.toThrow(/holds no transactions/);
  });

  it('refuses a CSV with a header and no row', async () => {
    await expect(parseStatement(bytesOf('Date,Description,Amount\n'))).rejects.toThrow(
      /holds no transactions/,
    );
  });
});

describe('OFX payee text', () => {
  it('reads CDATA names and entities a bank escaped twice', async () => {
    const text = ofxFile(
      stmtrs('3333-3', [
        ['20250305', '-16.85', '<![CDATA[EFTPOS WDL CORNER SHOP & CO  ]]>'],
        ['20250306', '-1.00', 'TPAY &amp;lt;DEFTPYMT&amp;gt; &amp;amp; SONS'],
      ]),
    );
    expect(summary(await parseStatement(bytesOf(text))).map(([, , name]) => name)).toEqual([
      'EFTPOS WDL CORNER SHOP & CO',
      'TPAY <DEFTPYMT> & SONS',
    ]);
  });

  it('takes the transaction date (DTUSER) over the posting date and says so', async () => {
    const text = ofxFile(
      stmtrs('4444-4', [['20250303', '-9.99', 'STREAMING']]).replace(
        '<DTPOSTED>20250303',
        '<DTPOSTED>20250303<DTUSER>20250301',
      ),
    );
    const statement = await parseStatement(bytesOf(text));
    expect(summary(statement)).toEqual([['2025-03-01', 999, 'STREAMING']]);
    expect(statement.dateSource).toMatch(/^DTUSER \(the day of the transaction\)/);
  });
});
