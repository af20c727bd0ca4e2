import { describe, expect, it } from 'vitest';
import { parseStatement } from './parse-statement.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

const ofx = (balances: string, statements = 1) => {
  const one = `<STMTTRNRS><TRNUID>1<STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>1<ACCTID>9<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261101<TRNAMT>-5.00<FITID>a<NAME>X</STMTTRN></BANKTRANLIST>
${balances}</STMTRS></STMTTRNRS>`;
  return `OFXHEADER:100\nDATA:OFXSGML\n\n<OFX><BANKMSGSRSV1>${one.repeat(statements)}</BANKMSGSRSV1></OFX>\n`;
};

describe("a statement's own balance", () => {
  it('reads OFX LEDGERBAL, else AVAILBAL, with its DTASOF day', async () => {
    const ledger = await parseStatement(
      bytes(
        ofx(
          '<LEDGERBAL><BALAMT>1,000.25<DTASOF>20261102</LEDGERBAL><AVAILBAL><BALAMT>9<DTASOF>20261102</AVAILBAL>',
        ),
      ),
    );
    expect(ledger.statementBalance).toEqual({ amountCents: 100025, date: '2026-11-02', from: 'LEDGERBAL' });
    const available = await parseStatement(
      bytes(ofx('<AVAILBAL><BALAMT>-12.50<DTASOF>20261103120000[-5:EST]</AVAILBAL>')),
    );
    expect(available.statementBalance).toEqual({ amountCents: -1250, date: '2026-11-03', from: 'AVAILBAL' });
  });

  it("takes the chosen statement's balance from a file of several, and none without a date", async () => {
    // A file of several accounts is imported one account at a time (account=): each STMTRS's own LEDGERBAL.
    const two = ofx('<LEDGERBAL><BALAMT>1<DTASOF>20261102</LEDGERBAL>', 2);
    expect((await parseStatement(bytes(two), { account: '0' })).statementBalance).toEqual({
      amountCents: 100,
      date: '2026-11-02',
      from: 'LEDGERBAL',
    });
    const undated = ofx('<LEDGERBAL><BALAMT>1</LEDGERBAL>');
    expect((await parseStatement(bytes(undated))).statementBalance).toBeUndefined();
  });

  it("reads a CSV's running balance at the latest row, newest first or oldest first", async () => {
    const oldestFirst =
      'Date,Description,Amount,Balance\n11/01/2026,A,-1.00,99.00\n11/02/2026,B,-2.00,97.00\n';
    expect((await parseStatement(bytes(oldestFirst))).statementBalance).toEqual({
      amountCents: 9700,
      date: '2026-11-02',
      from: 'Balance',
    });
    const newestFirst =
      'Date,Description,Amount,Balance\n11/02/2026,B,-2.00,"1,097.00"\n11/01/2026,A,-1.00,99\n';
    expect((await parseStatement(bytes(newestFirst))).statementBalance?.amountCents).toBe(109700);
    const none = 'Date,Description,Amount\n11/02/2026,B,-2.00\n';
    expect((await parseStatement(bytes(none))).statementBalance).toBeUndefined();
  });
});
