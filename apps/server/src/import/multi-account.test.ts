import { describe, expect, it } from 'vitest';
import { StatementFormatError } from './errors.ts';
import { parseStatement } from './parse-statement.ts';
import { bytesOf, summary } from './test-samples.ts';

// Files of our own holding two accounts each: an import must never merge them into one account unasked.
const OFX = `<OFX><BANKMSGSRSV1>
<STMTTRNRS><TRNUID>1<STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>1<ACCTID>CHK-00417<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20250402<TRNAMT>-20.00<FITID>a1<NAME>GROCER</STMTTRN></BANKTRANLIST>
<LEDGERBAL><BALAMT>1480.25<DTASOF>20250430120000[-5:EST]</LEDGERBAL></STMTRS></STMTTRNRS>
<STMTTRNRS><TRNUID>2<STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>1<ACCTID>SAV-00988<ACCTTYPE>SAVINGS</BANKACCTFROM>
<BANKTRANLIST><STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20250405<TRNAMT>5.00<FITID>b1<NAME>INTEREST</STMTTRN>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20250406<TRNAMT>7.00<FITID>b2<NAME>BONUS</STMTTRN></BANKTRANLIST>
<LEDGERBAL><BALAMT>9012.00<DTASOF>20250429</LEDGERBAL><AVAILBAL><BALAMT>1.00<DTASOF>20250429</AVAILBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

const QIF = `!Account\nNEveryday\nTBank\n^\n!Type:Bank\nD04/02/2025\nT-20.00\nPGROCER\n^
!Account\nNHoliday fund\nTBank\n^\n!Type:Bank\nD04/05/2025\nT5.00\nPINTEREST\n^\n`;

const CSV = `Date,Description,Amount,Transaction Type,Account Name
4/02/2025,GROCER,20.00,debit,Everyday
4/05/2025,INTEREST,5.00,credit,Holiday fund
4/06/2025,COFFEE,3.50,debit,Everyday
`;

describe('files holding several accounts', () => {
  it.each([
    ['OFX', OFX, /0: CHECKING, ending 0417 \(1 row\); 1: SAVINGS, ending 0988 \(2 rows\)/],
    ['QIF', QIF, /0: Everyday, Bank \(1 row\); 1: Holiday fund, Bank \(1 row\)/],
    ['CSV', CSV, /0: Everyday \(2 rows\); 1: Holiday fund \(1 row\)/],
  ])('refuses to merge a %s file of two accounts, naming them and how to choose', async (_, text, named) => {
    const parse = parseStatement(bytesOf(text));
    await expect(parse).rejects.toThrow(StatementFormatError);
    await expect(parse).rejects.toThrow(named);
    await expect(parse).rejects.toThrow(/account=<number>/);
  });

  it('lists the accounts in a preview and shows every row until one is chosen', async () => {
    const preview = await parseStatement(bytesOf(OFX), { preview: true });
    expect(preview.accountIndex).toBeNull();
    expect(preview.accounts).toEqual([
      { index: 0, accountId: 'CHK-00417', mask: '0417', type: 'CHECKING', currency: 'USD', rows: 1 },
      { index: 1, accountId: 'SAV-00988', mask: '0988', type: 'SAVINGS', currency: 'USD', rows: 2 },
    ]);
    expect(preview.rows).toHaveLength(3);
  });

  it('imports the account chosen by index, account number or name', async () => {
    const byIndex = await parseStatement(bytesOf(OFX), { account: '1' });
    expect(summary(byIndex)).toEqual([
      ['2025-04-05', -500, 'INTEREST'],
      ['2025-04-06', -700, 'BONUS'],
    ]);
    expect(byIndex.account).toMatchObject({ accountId: 'SAV-00988', accountType: 'SAVINGS' });
    expect(summary(await parseStatement(bytesOf(OFX), { account: 'CHK-00417' }))).toEqual([
      ['2025-04-02', 2000, 'GROCER'],
    ]);
    expect(summary(await parseStatement(bytesOf(QIF), { account: 'holiday fund' }))).toEqual([
      ['2025-04-05', -500, 'INTEREST'],
    ]);
    const everyday = await parseStatement(bytesOf(CSV), { account: '0' });
    expect(summary(everyday).map(([, , what]) => what)).toEqual(['GROCER', 'COFFEE']);
  });

  it('refuses an account the file does not have', async () => {
    await expect(parseStatement(bytesOf(QIF), { account: '7' })).rejects.toThrow(/no account "7"/);
  });

  it('takes the one account with rows when the others are empty', async () => {
    const oneEmpty = OFX.replace(/<STMTTRN><TRNTYPE>DEBIT.*?<\/STMTTRN>/, '');
    const statement = await parseStatement(bytesOf(oneEmpty));
    expect(statement.accountIndex).toBe(1);
    expect(statement.rows).toHaveLength(2);
  });

  it('gives each account of the file its own statement balance, and none until one is chosen', async () => {
    expect((await parseStatement(bytesOf(OFX), { preview: true })).statementBalance).toBeUndefined();
    expect((await parseStatement(bytesOf(OFX), { account: '0' })).statementBalance).toEqual({
      amountCents: 148025,
      date: '2025-04-30',
      from: 'LEDGERBAL',
    });
    expect((await parseStatement(bytesOf(OFX), { account: '1' })).statementBalance).toEqual({
      amountCents: 901200,
      date: '2025-04-29',
      from: 'LEDGERBAL',
    });
  });

  it("says a chosen account is a credit card by that account's own type", async () => {
    const withCard = QIF.replace('NHoliday fund\nTBank', 'NTravel card\nTCCard').replace(
      '!Type:Bank\nD04/05',
      '!Type:CCard\nD04/05',
    );
    expect((await parseStatement(bytesOf(withCard), { account: '1' })).cardStatement).toBe(
      'a credit card account (CCard)',
    );
    expect((await parseStatement(bytesOf(withCard), { account: '0' })).cardStatement).toBeUndefined();
  });
});
