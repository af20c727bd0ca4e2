import { describe, expect, it } from 'vitest';
import { parseStatement } from '../parse-statement.ts';
import { bytesOf, parseSample, summary } from '../test-samples.ts';

// Real-looking exports, quirks included. Amounts are in the product convention: positive = money out,
// negative = money in.
describe('credit card CSV exports', () => {
  it('Chase card: the transaction date over the posting date, Sale rows negative', async () => {
    const statement = await parseSample('chase-card-short.csv');
    expect(statement.mapping).toEqual({
      date: 0,
      description: 2,
      merchant: null,
      amount: 5,
      debit: null,
      credit: null,
      category: 3,
    });
    expect(statement.amountSign).toBe('positive-in');
    expect(summary(statement)).toEqual([
      ['2025-03-15', 575, 'STARBUCKS STORE 12345'],
      ['2025-03-14', 4219, 'AMAZON MKTPL*2K4LM8XY0'],
      ['2025-03-12', -50000, 'Payment Thank You-Mobile'],
      ['2025-03-10', -1299, 'AMAZON MKTPL*RETURN'],
      ['2025-03-02', 1199, 'SPOTIFY USA'],
    ]);
    expect(statement.dateSource).toBe(
      '"Transaction Date" (the transaction date where a file has two); "Post Date" only where it is empty',
    );
    expect(statement.rows[0]!.category).toBe('Food & Drink');
    expect(statement.rows[2]!.category).toBeNull();
  });

  it('Capital One: Debit = money out and Credit = money in, ISO dates', async () => {
    const statement = await parseSample('capital-one.csv');
    expect(statement.mapping).toMatchObject({ date: 0, amount: null, debit: 5, credit: 6, category: 4 });
    expect(statement.dateFormat).toBe('YYYY-MM-DD');
    expect(summary(statement)).toEqual([
      ['2025-03-15', 2345, 'UBER *TRIP'],
      ['2025-03-14', -25000, 'CAPITAL ONE MOBILE PYMT'],
      ['2025-03-13', 8712, 'WHOLEFDS MKT 10234'],
      ['2025-03-11', -1999, 'TARGET 00012345'],
    ]);
  });

  it('Amex: positive = charge, multi-line quoted cells keep their start line', async () => {
    const expected = [
      ['2025-03-15', 2418, 'UBER EATS'],
      ['2025-03-12', 6320, 'WHOLE FOODS MARKET'],
      ['2025-03-10', -1999, 'AMAZON.COM REFUND'],
    ];
    const told = await parseSample('amex-short.csv', { amountSign: 'positive-out' });
    expect(summary(told)).toEqual(expected);
    expect(told.rows.map((row) => row.line)).toEqual([2, 6, 10]);
    expect(told.rows[1]!.category).toBe('Merchandise & Supplies-Groceries');
    // Left to itself, Amex's own columns give the convention away.
    const detected = await parseSample('amex-short.csv');
    expect(detected.amountSign).toBe('positive-out');
    expect(summary(detected)).toEqual(expected);
  });

  it('a sign convention the user gives wins over the detected one', async () => {
    const statement = await parseSample('amex-short.csv', { amountSign: 'positive-in' });
    expect(statement.amountSign).toBe('positive-in');
    expect(statement.rows[0]!.amountCents).toBe(-2418);
  });

  it('Discover: "Trans. Date", and a payment thanked for tells purchases are positive', async () => {
    const statement = await parseSample('discover.csv');
    expect(statement.mapping).toMatchObject({ date: 0, amount: 3, category: 4 });
    expect(statement.amountSign).toBe('positive-out');
    expect(summary(statement)).toEqual([
      ['2025-03-15', 3850, 'SHELL OIL 57444212 PHOENIX AZ'],
      ['2025-03-12', -30000, 'INTERNET PAYMENT - THANK YOU'],
      ['2025-03-09', 1549, 'NETFLIX.COM 866-579-7172 CA'],
    ]);
  });

  it('Citi: Status Pending rows are kept as pending, credits written negative are still money in', async () => {
    const statement = await parseSample('citi.csv');
    expect(summary(statement)).toEqual([
      ['2025-03-18', 11234, 'COSTCO WHSE #0123 SEATTLE WA'],
      ['2025-03-15', 1549, 'NETFLIX.COM NETFLIX.COM CA'],
      ['2025-03-12', -50000, 'ONLINE PAYMENT, THANK YOU'],
      ['2025-03-10', 41280, 'DELTA AIR 0062345678901 DELTA.COM GA'],
    ]);
    expect(statement.rows.map((row) => row.pending)).toEqual([true, false, false, false]);
  });

  it('Apple Card (UTF-8 with BOM): Clearing Date, "Amount (USD)", Merchant, purchases positive', async () => {
    const statement = await parseSample('apple-card-short.csv');
    expect(statement).toMatchObject({ encoding: 'utf-8', amountSign: 'positive-out' });
    expect(statement.headers[0]).toBe('Transaction Date');
    expect(statement.mapping).toMatchObject({ date: 0, description: 2, merchant: 3, amount: 6, category: 4 });
    expect(statement.rows.map((row) => [row.date, row.amountCents, row.merchantName])).toEqual([
      ['2025-03-15', 2418, 'Uber Eats'],
      ['2025-03-14', -30000, 'Ach Deposit Internet Transfer From Account Ending In 1234'],
      ['2025-03-12', 999, 'Apple Services'],
      ['2025-03-11', -125, 'Daily Cash Adjustment'],
    ]);
  });

  it('Barclays: a title block above the header, DEBIT/CREDIT in the Category column is no category', async () => {
    const statement = await parseSample('barclays.csv');
    expect(statement.headerLine).toBe(5);
    expect(summary(statement)).toEqual([
      ['2025-03-15', 1549, 'NETFLIX.COM'],
      ['2025-03-12', -30000, 'Payment Received'],
      ['2025-03-10', 8712, 'WHOLEFDS MKT 10234'],
    ]);
    expect(statement.rows.map((row) => row.category)).toEqual([null, null, null]);
  });

  it('knows a card by its Type words or a card column, and keeps a checking file a bank account', async () => {
    const chaseLike = await parseStatement(
      bytesOf(
        'Transaction Date,Post Date,Description,Category,Type,Amount,Memo\n' +
          '06/03/2025,06/04/2025,HARDWARE BARN,Home,Sale,-82.40,\n' +
          '06/05/2025,06/05/2025,AUTOMATIC PAYMENT,,Payment,300.00,\n' +
          '06/07/2025,06/09/2025,HARDWARE BARN,Home,Return,12.00,\n',
      ),
    );
    // Charges negative, payments positive: money out and money in, and a credit card's file.
    expect(summary(chaseLike)).toEqual([
      ['2025-06-03', 8240, 'HARDWARE BARN'],
      ['2025-06-05', -30000, 'AUTOMATIC PAYMENT'],
      ['2025-06-07', -1200, 'HARDWARE BARN'],
    ]);
    expect(chaseLike.cardStatement).toBe('its Type column says "Sale", as card issuers write');
    const cardColumn = await parseStatement(
      bytesOf('Date,Card No.,Description,Debit,Credit\n2025-06-03,4411,DINER,20.00,\n'),
    );
    expect(cardColumn.cardStatement).toBe('the header "Card No." names a card');
    const checking = await parseStatement(
      bytesOf(
        'Date,Description,Type,Amount\n06/03/2025,PAYROLL,ACH_CREDIT,1200.00\n06/04/2025,RENT,DEBIT,-900.00\n',
      ),
    );
    expect(checking.cardStatement).toBeUndefined();
  });

  it('takes the transaction date by default and offers the posting date, which date= then chooses', async () => {
    const text =
      'Transaction Date,Posted Date,Card No.,Description,Category,Debit,Credit\n' +
      '2025-06-29,2025-07-01,4411,AIRLINE TICKETS,Travel,640.00,\n' +
      '2025-06-30,,4411,BOOKSHOP,Shopping,18.20,\n';
    const byDefault = await parseStatement(bytesOf(text));
    expect(summary(byDefault).map(([date]) => date)).toEqual(['2025-06-29', '2025-06-30']);
    expect(byDefault.otherDate).toEqual({ column: 'Posted Date', index: 1, reason: 'the other date' });
    const posted = await parseStatement(bytesOf(text), { mapping: { date: '1' } });
    // The posting date where there is one; the transaction date where it is empty (still pending).
    expect(summary(posted)).toEqual([
      ['2025-07-01', 64000, 'AIRLINE TICKETS'],
      ['2025-06-30', 1820, 'BOOKSHOP'],
    ]);
    expect(posted.dateSource).toBe('"Posted Date" (chosen); "Transaction Date" only where it is empty');
    expect(posted.otherDate).toEqual({ column: 'Transaction Date', index: 0, reason: 'the other date' });
  });
});
