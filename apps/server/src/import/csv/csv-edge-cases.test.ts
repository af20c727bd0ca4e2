import { describe, expect, it } from 'vitest';
import { parseStatement } from '../parse-statement.ts';
import { bytesOf, parseSample, summary } from '../test-samples.ts';

const parseText = (text: string, options = {}) => parseStatement(bytesOf(text), options);

describe('CSV lines that are not clean transactions', () => {
  it('rejects bad lines with their line number and reason while the rest parses', async () => {
    const statement = await parseSample('bad-lines.csv');
    expect(summary(statement)).toEqual([
      ['2025-03-15', 1549, 'NETFLIX.COM'],
      ['2025-03-18', 2499, 'TOTAL WINE & MORE'],
    ]);
    expect(statement.rejected).toEqual([
      { line: 3, reason: 'Line 3: "32/13/2025" is not a date in MM/DD/YYYY format' },
      { line: 4, reason: 'Line 4: "abc" is not an amount' },
      { line: 5, reason: 'Line 5: the amount is missing' },
      { line: 6, reason: 'Line 6: the date is missing' },
      { line: 9, reason: 'Line 9: "1.234,56" is not an amount' },
    ]);
    // "Total,,-44.48" is a totals line: skipped, not rejected.
    expect(statement.skipped).toBe(1);
  });

  it('keeps two identical purchases on one day, with ids that a second import reproduces', async () => {
    const first = await parseSample('duplicates.csv');
    const again = await parseSample('duplicates.csv');
    const ids = first.rows.map((row) => row.importId);
    expect(first.rows).toHaveLength(4);
    expect(ids[0]).toMatch(/#1$/);
    expect(ids[1]).toBe(ids[0]!.replace(/#1$/, '#2'));
    expect(new Set(ids).size).toBe(4);
    expect(again.rows.map((row) => row.importId)).toEqual(ids);
  });

  it('reports ambiguous dates with the candidates and reads them month-first', async () => {
    const statement = await parseSample('ambiguous-dates-short.csv');
    expect(statement).toMatchObject({
      dateFormat: 'MM/DD/YYYY',
      dateFormatAmbiguous: true,
      dateFormatCandidates: ['MM/DD/YYYY', 'DD/MM/YYYY'],
    });
    expect(statement.rows.map((row) => row.date)).toEqual(['2025-03-04', '2025-05-06', '2025-01-02']);
    const dayFirst = await parseSample('ambiguous-dates-short.csv', { dateFormat: 'DD/MM/YYYY' });
    expect(dayFirst).toMatchObject({ dateFormat: 'DD/MM/YYYY', dateFormatAmbiguous: false });
    expect(dayFirst.rows.map((row) => row.date)).toEqual(['2025-04-03', '2025-06-05', '2025-02-01']);
  });

  it('reads a Windows-1252 export (é, and ’ as byte 0x92)', async () => {
    const statement = await parseSample('windows-1252-short.csv');
    expect(statement.encoding).toBe('windows-1252');
    expect(statement.rows.map((row) => row.description)).toEqual([
      'Caf\u00e9 du Monde',
      'Trader Joe\u2019s',
      'Se\u00f1or Taco \u2013 Downtown',
    ]);
  });

  it('skips balance, total and pending-marker lines, and a header repeated on a later page', async () => {
    const statement = await parseText(
      [
        'Date,Description,Amount,Balance',
        '03/01/2025,Opening balance,,100.00',
        'Pending transactions',
        'Pending,AMAZON.COM,-12.00,',
        '03/02/2025,NEW BALANCE ATHLETICS,-89.99,10.01',
        'Date,Description,Amount,Balance',
        '03/03/2025,TOTAL WINE & MORE,-20.00,-9.99',
        ',Total,-109.99,',
        '03/31/2025,Ending Balance,,-9.99',
      ].join('\n'),
    );
    expect(summary(statement)).toEqual([
      ['2025-03-02', 8999, 'NEW BALANCE ATHLETICS'],
      ['2025-03-03', 2000, 'TOTAL WINE & MORE'],
    ]);
    expect(statement.skipped).toBe(6);
    expect(statement.rejected).toEqual([]);
  });

  it('reads a TSV whose cells are quoted (Excel\'s "Text (Tab delimited)"), keeping a bare quote in another', async () => {
    const quoted = await parseText(
      '"Date"\t"Description"\t"Amount"\n"03/15/2025"\t"SHELL OIL, PHOENIX AZ"\t"-45.10"\n"03/14/2025"\t"JOE\'S ""BEST"" PIZZA"\t"-20.00"\n',
    );
    expect(quoted.format).toBe('tsv');
    expect(summary(quoted)).toEqual([
      ['2025-03-15', 4510, 'SHELL OIL, PHOENIX AZ'],
      ['2025-03-14', 2000, 'JOE\'S "BEST" PIZZA'],
    ]);
    const bare = await parseText('Date\tDescription\tAmount\n03/14/2025\t5" TV MOUNT\t-20.00\n');
    expect(summary(bare)).toEqual([['2025-03-14', 2000, '5" TV MOUNT']]);
  });

  it('reads cells written as Excel formulas (="...") by their value', async () => {
    const statement = await parseText(
      'Date,Description,Amount,Reference\n="03/15/2025",NETFLIX.COM,="-15.49",="000123"\n',
    );
    expect(summary(statement)).toEqual([['2025-03-15', 1549, 'NETFLIX.COM']]);
    expect(statement.rejected).toEqual([]);
  });

  it('a file without a header whose unsigned amounts are signed by a DEBIT/CREDIT column (PNC)', async () => {
    const statement = await parseText(
      [
        '1234567890,2025/03/01,2025/03/31,1234.56,4821.33',
        '2025/03/03,15.49,DEBIT CARD PURCHASE NETFLIX.COM,,REF1,DEBIT',
        '2025/03/05,2450.00,ACH CREDIT ACME CORP PAYROLL,,REF2,CREDIT',
        '2025/03/07,64.12,POS PURCHASE TRADER JOE S,,REF3,DEBIT',
      ].join('\n'),
    );
    expect(statement.headerLine).toBeNull();
    expect(summary(statement)).toEqual([
      ['2025-03-03', 1549, 'DEBIT CARD PURCHASE NETFLIX.COM'],
      ['2025-03-05', -245000, 'ACH CREDIT ACME CORP PAYROLL'],
      ['2025-03-07', 6412, 'POS PURCHASE TRADER JOE S'],
    ]);
  });

  it('a description that starts with PURCHASE is not taken for a type column (Wells Fargo)', async () => {
    const statement = await parseText(
      [
        '"03/17/2025","-5.75","*","","PURCHASE AUTHORIZED ON 03/16 STARBUCKS"',
        '"03/16/2025","-64.12","*","","PURCHASE AUTHORIZED ON 03/15 TRADER JOE S"',
        '"03/15/2025","2450.00","*","","ACME CORP PAYROLL"',
      ].join('\n'),
    );
    expect(summary(statement)).toEqual([
      ['2025-03-17', 575, 'PURCHASE AUTHORIZED ON 03/16 STARBUCKS'],
      ['2025-03-16', 6412, 'PURCHASE AUTHORIZED ON 03/15 TRADER JOE S'],
      ['2025-03-15', -245000, 'ACME CORP PAYROLL'],
    ]);
  });

  it('marks the rows under a "Pending" line of its own as pending, until a "Posted" line', async () => {
    const statement = await parseText(
      [
        '"Transactions  for Checking account XXXXXX-123456 as of 03/31/2025 10:22:01 AM ET"',
        '"Date","Type","Check #","Description","Withdrawal (-)","Deposit (+)","RunningBalance"',
        '"Pending"',
        '"03/31/2025","VISA","","NETFLIX.COM","$15.49","",""',
        '"Total Pending Check and other Credit(s)","","","","$15.49","",""',
        '"Posted"',
        '"03/28/2025","ACH","","ACME CORP PAYROLL","","$2,450.00","$5,123.45"',
        '"03/25/2025","CHECK","1042","Check Paid #1042","$120.00","","$2,673.45"',
      ].join('\n'),
    );
    expect(statement.rows.map((row) => [row.date, row.amountCents, row.pending])).toEqual([
      ['2025-03-31', 1549, true],
      ['2025-03-28', -245000, false],
      ['2025-03-25', 12000, false],
    ]);
    expect(statement.skipped).toBe(3);
    expect(statement.rejected).toEqual([]);
  });

  it('keeps a row whose posting date says Pending when its transaction date is there', async () => {
    const statement = await parseText(
      'Posted Date,Transaction Date,Description,Amount\nPending,03/18/2025,SAFEWAY,-42.10\n03/17/2025,03/15/2025,SHELL,-30.00\n',
    );
    expect(statement.rows.map((row) => [row.date, row.pending])).toEqual([
      ['2025-03-18', true],
      ['2025-03-15', false],
    ]);
  });

  it('reports an unclosed quote at the line it opens on and keeps the lines before it', async () => {
    const statement = await parseText(
      'Date,Description,Amount\n03/15/2025,NETFLIX,-15.49\n03/16/2025,"BROKEN,-1.00\n03/17/2025,SHELL,-30.00\n',
    );
    expect(summary(statement)).toEqual([['2025-03-15', 1549, 'NETFLIX']]);
    expect(statement.rejected).toEqual([
      {
        line: 3,
        reason: 'Line 3: a quote opened on this line is never closed, so the rest of the file is unreadable',
      },
    ]);
  });

  it('handles blank lines, CRLF, quoted line breaks and trailing commas in line numbers', async () => {
    const statement = await parseText(
      'Date,Description,Amount,\r\n\r\n03/15/2025,"TWO\r\nLINES",-1.00,\r\n\r\n\r\n03/16/2025,AFTER,-2.00,\r\n',
    );
    expect(statement.rows.map((row) => [row.line, row.description])).toEqual([
      [3, 'TWO LINES'],
      [7, 'AFTER'],
    ]);
  });

  it('takes CR/DR markers over the sign convention', async () => {
    const statement = await parseText(
      'Date,Description,Amount\n03/15/2025,PAYROLL,2500.00 CR\n03/16/2025,RENT,1200.00 DR\n',
      {
        amountSign: 'positive-out',
      },
    );
    expect(summary(statement)).toEqual([
      ['2025-03-15', -250000, 'PAYROLL'],
      ['2025-03-16', 120000, 'RENT'],
    ]);
  });
});

describe('column mapping overrides', () => {
  const file =
    'Trans Ref,When,Payee Text,Value,Kind\nA1,2025-03-15,NETFLIX,-15.49,x\nA2,2025-03-16,PAYROLL,2500.00,y\n';

  it('finds unknown columns by content and reports the row above as the header', async () => {
    const statement = await parseText(file);
    expect(statement).toMatchObject({
      headerLine: 1,
      headers: ['Trans Ref', 'When', 'Payee Text', 'Value', 'Kind'],
      mapping: { date: 1, amount: 3, description: 2 },
    });
    expect(summary(statement)).toEqual([
      ['2025-03-15', 1549, 'NETFLIX'],
      ['2025-03-16', -250000, 'PAYROLL'],
    ]);
  });

  it('takes columns by header name or 0-based index', async () => {
    const statement = await parseText(file, {
      mapping: { date: 'When', amount: '3', description: 'payee text', category: '4' },
    });
    expect(statement.mapping).toEqual({
      date: 1,
      description: 2,
      merchant: null,
      amount: 3,
      debit: null,
      credit: null,
      category: 4,
    });
    expect(statement.rows[0]!.category).toBe('x');
  });

  it('switches from Amount to Debit/Credit columns when told, and clears a column with ""', async () => {
    const statement = await parseText(
      'Date,Description,Amount,Paid Out,Paid In\n03/15/2025,NETFLIX,,15.49,\n',
      {
        mapping: { debit: 'Paid Out', credit: 'Paid In', description: '' },
      },
    );
    expect(statement.mapping).toMatchObject({ amount: null, debit: 3, credit: 4, description: null });
    expect(statement.rows[0]).toMatchObject({ amountCents: 1549, description: '' });
  });

  it('says which columns exist when a named one does not', async () => {
    await expect(parseText(file, { mapping: { date: 'Posted Date' } })).rejects.toThrow(
      'There is no "Posted Date" column (the columns are: Trans Ref, When, Payee Text, Value, Kind).',
    );
    await expect(parseText(file, { mapping: { amount: '9' } })).rejects.toThrow(
      'Column 9 does not exist: the file has 5 columns (0 to 4).',
    );
  });
});

describe('the sign convention when the caller gives none', () => {
  it('a bank file whose "THANK YOU" rows disagree keeps the bank convention (negative is money out)', async () => {
    const statement = await parseText(
      [
        'Date,Description,Merchant,Amount,Category',
        '03/01/2026,AUTOPAY PAYMENT THANK YOU REF 1234,,-250.00,',
        '03/02/2026,PAYMENT - THANK YOU,,250.00,',
        '03/03/2026,NETFLIX.COM,Netflix,-15.49,',
      ].join('\n'),
    );
    expect(statement.amountSign).toBe('positive-in');
    expect(statement.rows.map((r) => r.amountCents)).toEqual([25000, -25000, 1549]);
  });

  it('a card file whose payments all come in negative is read as positive = money out', async () => {
    const statement = await parseText(
      [
        'Date,Description,Amount',
        '03/01/2026,AUTOPAY PAYMENT - THANK YOU,-500.00',
        '03/03/2026,NETFLIX.COM,15.49',
      ].join('\n'),
    );
    expect(statement.amountSign).toBe('positive-out');
    expect(statement.amountSignSource).toBe('detected');
    expect(statement.rows.map((r) => r.amountCents)).toEqual([-50000, 1549]);
  });

  it('says when nothing in the file told the sign, so a preview can ask (a card export may be positive-out)', async () => {
    const text = 'Date,Description,Amount\n03/01/2026,NETFLIX.COM,15.49\n03/03/2026,SHELL OIL,40.00\n';
    const assumed = await parseText(text);
    expect(assumed).toMatchObject({ amountSign: 'positive-in', amountSignSource: 'default' });
    expect(assumed.rows.map((r) => r.amountCents)).toEqual([-1549, -4000]);
    const given = await parseText(text, { amountSign: 'positive-out' });
    expect(given).toMatchObject({ amountSign: 'positive-out', amountSignSource: 'given' });
    expect(given.rows.map((r) => r.amountCents)).toEqual([1549, 4000]);
  });

  it('Debit and Credit columns say the direction themselves: nothing is assumed', async () => {
    const statement = await parseText('Date,Description,Debit,Credit\n03/01/2026,NETFLIX.COM,15.49,\n');
    expect(statement.amountSignSource).toBe('detected');
    expect(statement.rows.map((r) => r.amountCents)).toEqual([1549]);
  });
});
