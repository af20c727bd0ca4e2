import { describe, expect, it } from 'vitest';
import { amountLayout, columnOptions, rawDates, switchAmountLayout } from './column-options.ts';
import { peekText, splitLine } from './file-peek.ts';
import type { ColumnMapping, ImportPreview } from '@tourniquet/domain/contracts';

const MAPPING: ColumnMapping = {
  date: 0,
  description: 1,
  merchant: null,
  amount: 2,
  debit: null,
  credit: null,
  category: null,
};

function preview(over: Partial<ImportPreview>): ImportPreview {
  return {
    format: 'csv',
    encoding: 'utf-8',
    headerLine: 3,
    headers: ['Posted Date', 'Description', 'Amount'],
    mapping: MAPPING,
    dateFormat: 'MM/DD/YYYY',
    dateFormatAmbiguous: true,
    dateFormatCandidates: ['MM/DD/YYYY', 'DD/MM/YYYY'],
    amountSign: 'positive-in',
    amountSignSource: 'detected',
    rows: [
      {
        line: 4,
        date: '2025-03-04',
        description: 'A',
        merchantName: null,
        category: null,
        personalCategory: null,
        amountCents: 1,
        importId: 'a',
        pending: false,
      },
      {
        line: 5,
        date: '2025-05-06',
        description: 'B',
        merchantName: null,
        category: null,
        personalCategory: null,
        amountCents: 2,
        importId: 'b',
        pending: false,
      },
    ],
    totalRows: 2,
    rejected: [],
    skipped: 0,
    ...over,
  };
}

// A Bank of America-like file: a summary block above the header.
const FILE = [
  'Description,,Summary Amt.',
  'Beginning balance,,100.00',
  'Posted Date,Description,Amount',
  '03/04/2025,"ACME, INC PAYROLL",2500.00',
  '05/06/2025,A VERY LONG DESCRIPTION THAT GOES ON AND ON,-1.00',
].join('\r\n');

describe('splitLine', () => {
  it('keeps quoted separators and doubled quotes', () => {
    expect(splitLine('a,"b, c","say ""hi""",', ',')).toEqual(['a', 'b, c', 'say "hi"', '']);
    expect(splitLine('a\tb', '\t')).toEqual(['a', 'b']);
  });
});

describe('columnOptions', () => {
  it('names each column by its header with a value of the first row', () => {
    const peek = peekText(FILE, 'csv', 3);
    expect(columnOptions(preview({}), peek).map((o) => o.label)).toEqual([
      'Posted Date (e.g. 03/04/2025)',
      'Description (e.g. ACME, INC PAYROLL)',
      'Amount (e.g. 2500.00)',
    ]);
  });

  it('numbers the columns of a file without a header, and shortens long samples', () => {
    const peek = peekText(FILE, 'csv', 5);
    const options = columnOptions(
      preview({ headers: [], headerLine: null, rows: [preview({}).rows[1]!] }),
      peek,
    );
    expect(options.map((o) => o.label)).toEqual([
      'Column 1 (e.g. 05/06/2025)',
      'Column 2 (e.g. A VERY LONG DESCRIPTION…)',
      'Column 3 (e.g. -1.00)',
    ]);
  });
});

describe('rawDates', () => {
  it('reads the date cells of the previewed rows as the file writes them', () => {
    expect(rawDates(preview({}), peekText(FILE, 'csv', 3))).toEqual(['03/04/2025', '05/06/2025']);
    expect(rawDates(preview({ mapping: null, format: 'qif' }), new Map())).toEqual([]);
  });
});

describe('switchAmountLayout', () => {
  it('moves the amount column to debit and back, so the mapping stays importable', () => {
    const split = switchAmountLayout(MAPPING, 'split');
    expect(split).toMatchObject({ amount: null, debit: 2, credit: null });
    expect(amountLayout(split)).toBe('split');
    expect(switchAmountLayout({ ...split, debit: null, credit: 4 }, 'single')).toMatchObject({
      amount: 4,
      debit: null,
      credit: null,
    });
    expect(switchAmountLayout(MAPPING, 'single')).toBe(MAPPING);
  });
});
