import { describe, expect, it } from 'vitest';
import { parseSample, summary } from '../test-samples.ts';

// Real-looking exports, quirks included. Amounts are in the product convention: positive = money out,
// negative = money in.
describe('bank account CSV exports', () => {
  it('Chase checking: Posting Date, signed Amount, a trailing comma on every row', async () => {
    const statement = await parseSample('chase-checking-short.csv');
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

  it('Wells Fargo: no header at all, columns found by their content', async () => {
    const statement = await parseSample('wells-fargo-short.csv');
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

  it('US Bank: Name is the description, four-decimal amounts', async () => {
    const statement = await parseSample('us-bank-short.csv');
    expect(statement.mapping).toMatchObject({ date: 0, description: 2, amount: 4 });
    expect(summary(statement)).toEqual([
      ['2025-03-15', 1549, 'NETFLIX.COM'],
      ['2025-03-14', -250000, 'ELECTRONIC DEPOSIT ACME CORP'],
      ['2025-03-12', 6000, 'ATM WITHDRAWAL'],
    ]);
  });

  it('PNC: an account summary line above header-less rows with YYYY/MM/DD dates', async () => {
    const statement = await parseSample('pnc-short.csv');
    expect(statement).toMatchObject({ headerLine: null, dateFormat: 'YYYY-MM-DD', rejected: [] });
    expect(summary(statement)).toEqual([
      ['2025-03-15', 1549, 'NETFLIX.COM 866-579-7172 CA'],
      ['2025-03-14', -250000, 'ACH CREDIT ACME CORP PAYROLL'],
      ['2025-03-10', 4510, 'POS PURCHASE SHELL OIL 57444212'],
    ]);
    expect(statement.rows[0]!.line).toBe(2);
  });

  it('Navy Federal: unsigned amounts signed by Credit Debit Indicator; the transaction date is taken', async () => {
    const statement = await parseSample('navy-federal-short.csv');
    expect(summary(statement)).toEqual([
      ['2025-03-15', 1549, 'NETFLIX.COM'],
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
    const statement = await parseSample('credit-union-short.tsv');
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

  it('Capital One 360: unsigned Transaction Amount signed by Transaction Type, M/D/YY dates', async () => {
    const statement = await parseSample('capital-one-360.csv');
    expect(statement.mapping).toMatchObject({ date: 2, description: 1, amount: 4 });
    expect(summary(statement)).toEqual([
      ['2025-03-15', 1549, 'Debit Card Purchase - NETFLIX COM NETFLIX COM CA'],
      ['2025-03-14', -250000, 'Deposit from ACME CORP PAYROLL'],
      ['2025-03-01', -42, 'Monthly Interest Paid'],
    ]);
  });

  it('Schwab: Withdrawal/Deposit in dollars, Status Pending', async () => {
    const statement = await parseSample('schwab.csv');
    expect(statement.mapping).toMatchObject({ date: 0, description: 4, debit: 5, credit: 6 });
    expect(statement.rows.map((row) => [row.date, row.amountCents, row.pending])).toEqual([
      ['2025-03-18', 6000, true],
      ['2025-03-15', 1549, false],
      ['2025-03-14', -250000, false],
      ['2025-03-12', 12000, false],
    ]);
  });

  it('Ally: spaces after the commas, a Time column, a quoted description with a comma', async () => {
    const statement = await parseSample('ally-short.csv');
    expect(statement.headers).toEqual(['Date', 'Time', 'Amount', 'Type', 'Description']);
    expect(summary(statement)).toEqual([
      ['2025-03-15', 1549, 'NETFLIX.COM'],
      ['2025-03-14', -250000, 'ACME CORP PAYROLL'],
      ['2025-03-10', 4510, 'SHELL OIL, PHOENIX AZ'],
    ]);
  });
});
