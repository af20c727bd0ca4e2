import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  GOALS_CSV_PREFIX,
  TRANSACTIONS_CSV_PREFIX,
  FORMULA_START,
  csvFileName,
  csvFlow,
  csvTextCell,
  goalsCsv,
  transactionsCsv,
  type TransactionCsvRow,
} from './csv';
import { csvTextRows } from './csv-read';

const row: TransactionCsvRow = {
  date: '2026-11-21',
  description: 'Coffee',
  merchantName: 'Blue Bottle',
  amountCents: 475,
  category: 'Food And Drink Coffee',
  accountName: 'Everyday Checking',
  pending: false,
  flow: 'spending',
};

describe('transactionsCsv', () => {
  it('writes the spec header and one CRLF line per row', () => {
    expect(transactionsCsv([row])).toBe(
      'Date,Description,Merchant,Amount,Category,Account,Type,Counts As,Status\r\n' +
        '2026-11-21,Coffee,Blue Bottle,4.75,Food And Drink Coffee,Everyday Checking,Expense,Spending,Completed\r\n',
    );
    expect(transactionsCsv([])).toBe(
      'Date,Description,Merchant,Amount,Category,Account,Type,Counts As,Status\r\n',
    );
  });

  it('marks negative amounts Income, keeps them numeric, and shows Pending', () => {
    const [, cells] = csvTextRows(transactionsCsv([{ ...row, amountCents: -250_000, pending: true }]));
    expect(cells?.[3]).toBe('-2500.00');
    expect(cells?.[6]).toBe('Income');
    expect(cells?.[8]).toBe('Pending');
    const [, zero] = csvTextRows(transactionsCsv([{ ...row, amountCents: 0 }]));
    expect(zero?.[6]).toBe('Expense');
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    const text = transactionsCsv([{ ...row, description: 'Say "hi", then\nleave', merchantName: null }]);
    expect(text).toContain('"Say ""hi"", then\nleave",,4.75');
  });

  it('neutralises formula injection in text cells', () => {
    const [, cells] = csvTextRows(
      transactionsCsv([
        {
          ...row,
          description: '=HYPERLINK("http://evil")',
          merchantName: '+1 555',
          category: '-cmd',
          accountName: '@SUM(A1)',
        },
      ]),
    );
    expect(cells?.slice(1, 6)).toEqual([
      '\'=HYPERLINK("http://evil")',
      "'+1 555",
      '4.75',
      "'-cmd",
      "'@SUM(A1)",
    ]);
  });

  it('reads back to the same cells for any text', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.integer({ min: -1e9, max: 1e9 }),
        (description, merchant, amount) => {
          const [header, cells] = csvTextRows(
            transactionsCsv([{ ...row, description, merchantName: merchant, amountCents: amount }]),
          );
          expect(header).toHaveLength(9);
          expect(cells).toHaveLength(9);
          const unprefix = (cell: string | undefined, original: string) =>
            FORMULA_START.test(original) ? cell?.slice(1) : cell;
          expect(unprefix(cells?.[1], description)).toBe(description);
          expect(unprefix(cells?.[2], merchant)).toBe(merchant);
          expect(Math.round(Number(cells?.[3]) * 100)).toBe(amount);
        },
      ),
    );
  });
});

describe('Counts As (issue 42): beside Type, how the row counts on the spending screen', () => {
  it.each([
    [{ moved: false, paidToPeople: false, earnings: true, amountCents: -250_000 }, 'earnings', 'Earnings'],
    [{ moved: false, paidToPeople: false, earnings: false, amountCents: 475 }, 'spending', 'Spending'],
    [{ moved: false, paidToPeople: false, earnings: false, amountCents: -2_000 }, 'refund', 'Refund'],
    [
      { moved: true, paidToPeople: false, earnings: true, amountCents: -50_000 },
      'moved',
      'Moved between your accounts',
    ],
    [{ moved: true, paidToPeople: true, earnings: false, amountCents: 6_000 }, 'people', 'Paid to people'],
    [
      { moved: true, paidToPeople: true, earnings: true, amountCents: -6_000 },
      'received',
      'Received from people',
    ],
  ] as const)('%j -> %s', (line, flow, label) => {
    expect(csvFlow(line)).toBe(flow);
    const [, cells] = csvTextRows(transactionsCsv([{ ...row, amountCents: line.amountCents, flow }]));
    // The spec's Type stays as it was: a card payment received or a refund still reads Income there.
    expect(cells?.[6]).toBe(line.amountCents < 0 ? 'Income' : 'Expense');
    expect(cells?.[7]).toBe(label);
  });
});

describe('csvTextCell', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['\tTab', "'\tTab"],
    ['-12.34', "'-12.34"],
    ['=1+1', "'=1+1"],
    ['=a,b', '"\'=a,b"'],
    ['\rCR', '"\'\rCR"'],
    // Fullwidth = + - @ (U+FF1D, U+FF0B, U+FF0D, U+FF20): spreadsheets fold them to ASCII and compute.
    ['\uFF1D1+1', "'\uFF1D1+1"],
    ['\uFF0B1', "'\uFF0B1"],
    ['\uFF0Dcmd', "'\uFF0Dcmd"],
    ['\uFF20SUM(A1)', "'\uFF20SUM(A1)"],
    ['a\uFF1D1', 'a\uFF1D1'],
  ])('%j -> %j', (value, cell) => expect(csvTextCell(value)).toBe(cell));
});

describe('goalsCsv', () => {
  it('writes the spec columns', () => {
    expect(
      goalsCsv([
        {
          goalType: 'expense',
          category: 'FOOD_AND_DRINK',
          targetAmountCents: 50_000,
          createdDate: '2026-11-01',
          lastUpdated: '2026-11-21',
        },
        {
          goalType: 'income',
          category: 'WAGES',
          targetAmountCents: 123_456,
          createdDate: '2026-10-01',
          lastUpdated: '2026-10-02',
        },
      ]),
    ).toBe(
      'Goal Type,Category,Target Amount,Created Date,Last Updated\r\n' +
        'Expense,FOOD_AND_DRINK,500.00,2026-11-01,2026-11-21\r\n' +
        'Income,WAGES,1234.56,2026-10-01,2026-10-02\r\n',
    );
  });
});

describe('csvFileName', () => {
  it('builds the spec file names', () => {
    expect(csvFileName(TRANSACTIONS_CSV_PREFIX, '2026-11-21')).toBe('financial-status-2026-11-21.csv');
    expect(csvFileName(GOALS_CSV_PREFIX, '2026-11-21')).toBe('money-goals-2026-11-21.csv');
    expect(() => csvFileName('x', '11/21/26')).toThrow(RangeError);
  });
});
