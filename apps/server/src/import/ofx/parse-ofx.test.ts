import { describe, expect, it } from 'vitest';
import { StatementFormatError } from '../errors.ts';
import { parseStatement } from '../parse-statement.ts';
import { bytesOf, parseSample, summary } from '../test-samples.ts';

describe('OFX and QFX', () => {
  it('reads OFX 1.02 SGML with unclosed tags and an empty MEMO; FITID is the import id', async () => {
    const statement = await parseSample('bank-ofx102.ofx');
    expect(statement).toMatchObject({
      format: 'ofx',
      headerLine: null,
      headers: [],
      mapping: null,
      dateFormat: 'YYYYMMDD',
      rejected: [],
      account: { bankId: '121000248', accountId: '000012345678', accountType: 'CHECKING', currency: 'USD' },
    });
    expect(summary(statement)).toEqual([
      ['2025-03-15', 1549, 'NETFLIX.COM'],
      ['2025-03-14', -250000, 'ACME CORP PAYROLL'],
      ['2025-03-12', 8712, 'AT&T *PAYMENT'],
      ['2025-03-10', 12000, 'CHECK 1042'],
      // NAME cut at 32 characters; MEMO holds the whole of it.
      ['2025-03-09', 2345, 'WHOLEFDS MKT 10234 AUSTIN TX 78703 POS PURCHASE'],
    ]);
    expect(statement.rows.map((row) => row.importId)).toEqual([
      '202503150',
      '202503141',
      '202503122',
      '202503103',
      '202503094',
    ]);
    expect(statement.rows.map((row) => row.line)).toEqual([44, 52, 61, 69, 77]);
  });

  it('reads OFX 2.2 XML: PAYEE aggregate, self-closed MEMO, entities, "+" amounts, pending list', async () => {
    const statement = await parseSample('savings-ofx220.ofx');
    expect(statement.account).toEqual({
      bankId: '091000022',
      accountId: '9876543210',
      accountType: 'SAVINGS',
      currency: 'USD',
    });
    expect(statement.rows.map((row) => [row.date, row.amountCents, row.description, row.pending])).toEqual([
      ['2025-03-01', -137, 'INTEREST PAYMENT', false],
      ['2025-03-05', 25000, 'Transfer to Checking & Bills', false],
      ['2025-03-10', -100000, 'Caf\u00e9 Sales Deposit', false],
      ['2025-03-19', 4200, 'PENDING ACH WITHDRAWAL', true],
    ]);
    expect(statement.rows[0]!.importId).toBe('SAV-20250301-INT');
    // A pending item has no FITID: it gets a content hash like CSV rows.
    expect(statement.rows[3]!.importId).toMatch(/^[0-9a-f]{24}#1$/);
  });

  it('reads a one-line QFX credit card statement, keeping two same-day purchases by their FITIDs', async () => {
    const statement = await parseSample('chase-card.qfx');
    expect(statement).toMatchObject({
      format: 'qfx',
      account: { accountId: '4111111111111111', accountType: 'CREDITCARD' },
    });
    expect(summary(statement)).toEqual([
      ['2025-03-15', 575, 'STARBUCKS STORE 12345'],
      ['2025-03-15', 575, 'STARBUCKS STORE 12345'],
      ['2025-03-12', -50000, 'Payment Thank You-Mobile'],
      ['2025-03-10', 1199, 'SPOTIFY USA'],
    ]);
    expect(new Set(statement.rows.map((row) => row.importId)).size).toBe(4);
  });

  it('ignores amountSign: TRNAMT negative is money out by the OFX standard', async () => {
    const statement = await parseSample('bank-ofx102.ofx', { amountSign: 'positive-out' });
    expect(statement.amountSign).toBe('positive-in');
    expect(statement.rows[0]!.amountCents).toBe(1549);
  });

  it('rejects a transaction with a broken date or amount and keeps the others', async () => {
    const text = [
      'OFXHEADER:100',
      '',
      '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD',
      '<BANKTRANLIST>',
      '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20251345<TRNAMT>-1.00<FITID>1</STMTTRN>',
      '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20250315<TRNAMT>-1,00.0<FITID>2</STMTTRN>',
      '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20250316<TRNAMT>-2.00<FITID>3<NAME>OK</STMTTRN>',
      '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
    ].join('\n');
    const statement = await parseStatement(bytesOf(text));
    expect(summary(statement)).toEqual([['2025-03-16', 200, 'OK']]);
    expect(statement.rejected).toEqual([
      { line: 5, reason: 'Line 5: "20251345" is not a date in YYYYMMDD format' },
      { line: 6, reason: 'Line 6: "-1,00.0" is not an amount' },
    ]);
  });

  it('says so for an OFX file with no bank or card statement', async () => {
    const investment =
      'OFXHEADER:100\n\n<OFX><INVSTMTMSGSRSV1><INVSTMTTRNRS><TRNUID>1</INVSTMTTRNRS></INVSTMTMSGSRSV1></OFX>';
    await expect(parseStatement(bytesOf(investment))).rejects.toThrow(StatementFormatError);
    await expect(parseStatement(bytesOf(investment))).rejects.toThrow(/no bank or credit card statement/);
  });
});
