import { parseStatement } from './index.ts';
const enc = (s: string) => new TextEncoder().encode(s);
async function show(label: string, text: string, opts = {}) {
  try {
    const s = await parseStatement(enc(text), opts);
    console.log(
      label,
      s.format,
      JSON.stringify(s.mapping),
      s.dateFormat,
      s.amountSign,
      s.amountSignSource,
      'skipped',
      s.skipped,
      JSON.stringify(s.rejected),
    );
    for (const r of s.rows) console.log('  ', r.line, r.date, r.amountCents, r.pending, r.description);
  } catch (e) {
    console.log(label, 'ERROR', (e as Error).message);
  }
}
const oneLine = `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\nCOMPRESSION:NONE\nOLDFILEUID:NONE\nNEWFILEUID:NONE\n\n<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20250401<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1><CREDITCARDMSGSRSV1><CCSTMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><CCSTMTRS><CURDEF>USD<CCACCTFROM><ACCTID>XXXXXXXXXXX1001</CCACCTFROM><BANKTRANLIST><DTSTART>20250301<DTEND>20250331<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20250315000000.000[-7:MST]<TRNAMT>-89.99<FITID>320250740123<NAME>AT&T *PAYMENT<MEMO>AT&T BILL <ONLINE></STMTTRN><STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20250320<TRNAMT>500.00<FITID>320250790124<NAME>PAYMENT RECEIVED - THANK YOU</STMTTRN></BANKTRANLIST><LEDGERBAL><BALAMT>-1234.56<DTASOF>20250331</LEDGERBAL></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>`;
await show('ofx one line', oneLine);
await show(
  'pnc legacy',
  `1234567890,2025/03/01,2025/03/31,1234.56,2345.67\n2025/03/03,15.49,NETFLIX.COM,,REF0001,DEBIT\n2025/03/05,2450.00,ACME CORP PAYROLL,,REF0002,CREDIT\n2025/03/07,64.12,TRADER JOE S,,REF0003,DEBIT\n`,
);
await show(
  'usaa legacy',
  `posted,,2025-03-15,,NETFLIX.COM,Entertainment,-15.49\nposted,,2025-03-14,,ACME CORP PAYROLL,Income,2450.00\nposted,,2025-03-12,,SAFEWAY,Groceries,-87.12\n`,
);
await show(
  'amex processed',
  `Date,Date Processed,Description,Card Member,Account #,Amount\n03/15/2025,03/16/2025,NETFLIX.COM,JOHN DOE,-41007,15.49\n03/12/2025,03/12/2025,SAFEWAY,JOHN DOE,-41007,87.12\n`,
);
await show(
  'td bank',
  `Date,Bank RTN,Account Number,Transaction Type,Description,Debit,Credit,Check Number,Balance\n2025-03-15,031201360,1234567890,DEBIT,NETFLIX.COM,15.49,,,1000.00\n2025-03-14,031201360,1234567890,CREDIT,ACME,,2450.00,,1015.49\n`,
);
await show(
  'discover no payment',
  `Trans. Date,Post Date,Description,Amount,Category\n03/15/2025,03/15/2025,NETFLIX.COM,15.49,Services\n03/12/2025,03/12/2025,SAFEWAY,87.12,Supermarkets\n`,
);
await show(
  'dollar minus',
  `Date,Description,Amount\n03/15/2025,A,$-15.49\n03/14/2025,B,- $1.00\n03/13/2025,C,"$ (2.50)"\n03/12/2025,D,15.49 USD\n03/11/2025,E,="12.00"\n03/10/2025,F,"1,234.56-"\n`,
);
await show('month names', `Date,Description,Amount\n"Mar 15, 2025",A,-15.49\n15-Mar-2025,B,-1.00\n`);
await show(
  'qif odd',
  `!Type:CCard \nD 3/15'2025\nT-5.75\nPSTARBUCKS\n^\nD3-16-25\nU-1,000.00\nT-1,000.00\nPDELTA\n^\nD3/17/2025\nT+25.00\nPREFUND\n^`,
);
await show('qif bank lower', `!type:bank\nD03/15/2025\nT-5.75\nPSTARBUCKS\n^\n`);
