import { describe, expect, it } from 'vitest';
import { parseSample, summary } from '../test-samples.ts';

// Real-looking exports of US banks and apps, quirks included. Amounts are in the product convention:
// positive = money out, negative = money in.
describe('bank CSV exports', () => {
  it('Chase checking: Posting Date, signed Amount, a trailing comma on every row', async () => {
    const statement = await parseSample('chase-checking.csv');
    expect(statement).toMatchObject({
      format: 'csv',
      headerLine: 1,
      mapping: {
        date: 1,
        description: 2,
        merchant: null,
        amount: 3,
        debit: null,
        credit: null,
        category: null,
      },
      dateFormat: 'MM/DD/YYYY',
      amountSign: 'positive-in',
      rejected: [],
    });
    expect(summary(statement)).toEqual([
      ['2025-03-17', 1549, 'NETFLIX.COM NETFLIX.COM CA 03/15'],
      ['2025-03-14', -250000, 'ACME CORP PAYROLL PPD ID: 1234567890'],
      ['2025-03-12', 12000, 'CHECK 1042'],
      ['2025-03-10', -30000, 'REMOTE ONLINE DEPOSIT # 1'],
      ['2025-03-09', 18000, 'CHASE CREDIT CRD AUTOPAY PPD ID: 4760039224'],
      ['2025-03-03', 1200, 'MONTHLY SERVICE FEE'],
    ]);
    expect(statement.rows.map((row) => row.line)).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('Chase card: the posting date over the transaction date, Sale rows negative', async () => {
    const statement = await parseSample('chase-card.csv');
    expect(statement.mapping).toEqual({
      date: 1,
      description: 2,
      merchant: null,
      amount: 5,
      debit: null,
      credit: null,
      category: 3,
    });
    expect(statement.amountSign).toBe('positive-in');
    expect(summary(statement)).toEqual([
      ['2025-03-17', 575, 'STARBUCKS STORE 12345'],
      ['2025-03-16', 4219, 'AMAZON MKTPL*2K4LM8XY0'],
      ['2025-03-12', -50000, 'Payment Thank You-Mobile'],
      ['2025-03-11', -1299, 'AMAZON MKTPL*RETURN'],
      ['2025-03-03', 1199, 'SPOTIFY USA'],
    ]);
    expect(statement.rows[0]!.category).toBe('Food & Drink');
    expect(statement.rows[2]!.category).toBeNull();
  });

  it('Bank of America: finds the header under the summary block and skips the beginning-balance row', async () => {
    const statement = await parseSample('bank-of-america.csv');
    expect(statement).toMatchObject({
      headerLine: 7,
      headers: ['Date', 'Description', 'Amount', 'Running Bal.'],
      skipped: 1,
      rejected: [],
    });
    expect(summary(statement)).toEqual([
      ['2025-03-03', 4510, 'SHELL OIL 57444212 PHOENIX AZ'],
      ['2025-03-05', -250000, 'ACME CORP DES:PAYROLL ID:XXXXX INDN:DOE,JANE CO ID:XXXXX PPD'],
      ['2025-03-07', 6000, 'Zelle payment to JOHN SMITH Conf# abc123'],
      ['2025-03-20', 20000, 'BKOFAMERICA ATM 03/20 #000004321 WITHDRWL MAIN ST'],
    ]);
    expect(statement.rows[0]!.line).toBe(9);
  });

  it('Capital One: Debit = money out and Credit = money in, ISO dates', async () => {
    const statement = await parseSample('capital-one.csv');
    expect(statement.mapping).toMatchObject({ date: 1, amount: null, debit: 5, credit: 6, category: 4 });
    expect(statement.dateFormat).toBe('YYYY-MM-DD');
    expect(summary(statement)).toEqual([
      ['2025-03-16', 2345, 'UBER *TRIP'],
      ['2025-03-15', -25000, 'CAPITAL ONE MOBILE PYMT'],
      ['2025-03-14', 8712, 'WHOLEFDS MKT 10234'],
      ['2025-03-12', -1999, 'TARGET 00012345'],
    ]);
  });

  it('Wells Fargo: no header at all, columns found by their content', async () => {
    const statement = await parseSample('wells-fargo.csv');
    expect(statement).toMatchObject({
      headerLine: null,
      headers: [],
      mapping: {
        date: 0,
        amount: 1,
        description: 4,
        merchant: null,
        debit: null,
        credit: null,
        category: null,
      },
    });
    expect(summary(statement)).toEqual([
      ['2025-03-15', 1549, 'NETFLIX.COM NETFLIX.COM CA'],
      ['2025-03-14', -250000, 'ACME CORP PAYROLL 031425'],
      ['2025-03-13', 12000, 'CHECK # 1042'],
      ['2025-03-12', 450, 'PURCHASE AUTHORIZED ON 03/11 STARBUCKS SEATTLE WA'],
    ]);
    expect(statement.rows[0]!.line).toBe(1);
  });

  it('Amex: positive = charge, multi-line quoted cells keep their start line', async () => {
    const expected = [
      ['2025-03-15', 2418, 'UBER EATS'],
      ['2025-03-12', 6320, 'WHOLE FOODS MARKET'],
      ['2025-03-10', -1999, 'AMAZON.COM REFUND'],
    ];
    const told = await parseSample('amex.csv', { amountSign: 'positive-out' });
    expect(summary(told)).toEqual(expected);
    expect(told.rows.map((row) => row.line)).toEqual([2, 6, 10]);
    expect(told.rows[1]!.category).toBe('Merchandise & Supplies-Groceries');
    // Left to itself, Amex's own columns give the convention away.
    const detected = await parseSample('amex.csv');
    expect(detected.amountSign).toBe('positive-out');
    expect(summary(detected)).toEqual(expected);
  });

  it('a sign convention the user gives wins over the detected one', async () => {
    const statement = await parseSample('amex.csv', { amountSign: 'positive-in' });
    expect(statement.amountSign).toBe('positive-in');
    expect(statement.rows[0]!.amountCents).toBe(-2418);
  });

  it('Discover: "Trans. Date", and a payment thanked for tells purchases are positive', async () => {
    const statement = await parseSample('discover.csv');
    expect(statement.mapping).toMatchObject({ date: 1, amount: 3, category: 4 });
    expect(statement.amountSign).toBe('positive-out');
    expect(summary(statement)).toEqual([
      ['2025-03-15', 3850, 'SHELL OIL 57444212 PHOENIX AZ'],
      ['2025-03-12', -30000, 'INTERNET PAYMENT - THANK YOU'],
      ['2025-03-10', 1549, 'NETFLIX.COM 866-579-7172 CA'],
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

  it('US Bank: Name is the description, four-decimal amounts', async () => {
    const statement = await parseSample('us-bank.csv');
    expect(statement.mapping).toMatchObject({ date: 0, description: 2, amount: 4 });
    expect(summary(statement)).toEqual([
      ['2025-03-15', 1549, 'NETFLIX.COM'],
      ['2025-03-14', -250000, 'ELECTRONIC DEPOSIT ACME CORP'],
      ['2025-03-12', 6000, 'ATM WITHDRAWAL'],
    ]);
  });

  it('PNC: an account summary line above header-less rows with YYYY/MM/DD dates', async () => {
    const statement = await parseSample('pnc.csv');
    expect(statement).toMatchObject({ headerLine: null, dateFormat: 'YYYY-MM-DD', rejected: [] });
    expect(summary(statement)).toEqual([
      ['2025-03-15', 1549, 'NETFLIX.COM 866-579-7172 CA'],
      ['2025-03-14', -250000, 'ACH CREDIT ACME CORP PAYROLL'],
      ['2025-03-10', 4510, 'POS PURCHASE SHELL OIL 57444212'],
    ]);
    expect(statement.rows[0]!.line).toBe(2);
  });

  it('Navy Federal: unsigned amounts signed by Credit Debit Indicator; an empty posting date falls back', async () => {
    const statement = await parseSample('navy-federal.csv');
    expect(summary(statement)).toEqual([
      ['2025-03-17', 1549, 'NETFLIX.COM'],
      ['2025-03-14', -250000, 'DFAS-CLEVELAND PAYROLL'],
      ['2025-03-18', 4210, 'SAFEWAY #1234'],
    ]);
  });

  it('a credit union: "($15.49)" and "$2,500.00" amounts, CR-only line endings', async () => {
    const statement = await parseSample('alliant-credit-union.csv');
    expect(summary(statement)).toEqual([
      ['2025-03-15', 1549, 'NETFLIX.COM'],
      ['2025-03-14', -250000, 'ACME CORP PAYROLL'],
      ['2025-03-10', -42, 'Dividend'],
    ]);
    expect(statement.rows.map((row) => row.line)).toEqual([2, 3, 4]);
  });

  it('a credit union TSV: Withdrawals/Deposits columns and "Mar 15, 2025" dates', async () => {
    const statement = await parseSample('credit-union.tsv');
    expect(statement).toMatchObject({
      format: 'tsv',
      dateFormat: 'MMM D, YYYY',
      mapping: { date: 0, description: 1, amount: null, debit: 2, credit: 3 },
    });
    expect(summary(statement)).toEqual([
      ['2025-03-15', 1549, 'NETFLIX.COM'],
      ['2025-03-14', -250000, 'ACME CORP PAYROLL'],
      ['2025-03-10', 4567, 'TRADER JOE"S #123'],
    ]);
  });

  it('Apple Card (UTF-8 with BOM): Clearing Date, "Amount (USD)", Merchant, purchases positive', async () => {
    const statement = await parseSample('apple-card.csv');
    expect(statement).toMatchObject({ encoding: 'utf-8', amountSign: 'positive-out' });
    expect(statement.headers[0]).toBe('Transaction Date');
    expect(statement.mapping).toMatchObject({ date: 1, description: 2, merchant: 3, amount: 6, category: 4 });
    expect(statement.rows.map((row) => [row.date, row.amountCents, row.merchantName])).toEqual([
      ['2025-03-16', 2418, 'Uber Eats'],
      ['2025-03-14', -30000, 'Ach Deposit Internet Transfer From Account Ending In 1234'],
      ['2025-03-13', 999, 'Apple Services'],
      ['2025-03-11', -125, 'Daily Cash Adjustment'],
    ]);
  });

  it('Mint: unsigned amounts with a debit/credit Transaction Type', async () => {
    const statement = await parseSample('mint.csv');
    expect(statement.mapping).toMatchObject({ date: 0, description: 1, amount: 3, category: 5 });
    expect(summary(statement)).toEqual([
      ['2025-03-15', 1549, 'Netflix'],
      ['2025-03-14', -250000, 'Acme Corp'],
      ['2025-03-02', 4210, 'Safeway'],
    ]);
  });

  it('YNAB: Payee, Outflow/Inflow in dollars', async () => {
    const statement = await parseSample('ynab.csv');
    expect(statement.mapping).toMatchObject({ date: 2, description: 3, debit: 8, credit: 9, category: 6 });
    expect(summary(statement)).toEqual([
      ['2025-03-15', 1549, 'Netflix'],
      ['2025-03-14', -250000, 'Acme Corp'],
      ['2025-03-13', 4567, "Trader Joe's"],
    ]);
  });

  it('imports `Date, Description, Merchant, Amount, Category` with no mapping at all', async () => {
    const statement = await parseSample('product-columns.csv');
    expect(statement.mapping).toEqual({
      date: 0,
      description: 1,
      merchant: 2,
      amount: 3,
      debit: null,
      credit: null,
      category: 4,
    });
    expect(statement.rows).toEqual([
      expect.objectContaining({
        line: 2,
        date: '2025-03-15',
        description: 'NETFLIX.COM 866-579-7172',
        merchantName: 'Netflix',
        category: 'Entertainment',
        amountCents: 1549,
        pending: false,
      }),
      expect.objectContaining({
        description: 'ACME CORP, INC PAYROLL',
        merchantName: 'Acme Corp',
        amountCents: -250000,
      }),
    ]);
  });
});
