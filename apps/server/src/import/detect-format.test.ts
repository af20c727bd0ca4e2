import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect-format.ts';
import { parseStatement } from './parse-statement.ts';
import { bytesOf, summary } from './test-samples.ts';

describe('detectFormat', () => {
  it('tells OFX, QFX, QIF, CSV and TSV apart by content', () => {
    expect(detectFormat('OFXHEADER:100\nDATA:OFXSGML\n\n<OFX>')).toEqual({ format: 'ofx', delimiter: null });
    expect(detectFormat('<?xml version="1.0"?>\n<?OFX OFXHEADER="200"?>\n<OFX>\n')).toEqual({
      format: 'ofx',
      delimiter: null,
    });
    expect(detectFormat('OFXHEADER:100\n<OFX><SONRS><INTU.BID>3000')).toEqual({
      format: 'qfx',
      delimiter: null,
    });
    expect(detectFormat('!Type:Bank\nD3/15/25\n')).toEqual({ format: 'qif', delimiter: null });
    expect(detectFormat('Date,Description,Amount\n03/15/2025,A,1\n')).toEqual({
      format: 'csv',
      delimiter: ',',
    });
    expect(detectFormat('Date\tDescription\tAmount\nMar 15, 2025\tA\t1\n')).toEqual({
      format: 'tsv',
      delimiter: '\t',
    });
    expect(detectFormat('Date;Description;Amount\n2025-03-15;A, B;1\n')).toEqual({
      format: 'csv',
      delimiter: ';',
    });
  });

  it('lets a summary block above the header vote with fewer cells', () => {
    const boa =
      'Description,,Summary Amt.\nBeginning balance,,"1,234.56"\n\nDate,Description,Amount,Running Bal.\n1,2,3,4\n1,2,3,4\n1,2,3,4\n';
    expect(detectFormat(boa)).toEqual({ format: 'csv', delimiter: ',' });
  });

  it('follows the format the user chose', () => {
    expect(detectFormat('a\tb\n', 'csv')).toEqual({ format: 'csv', delimiter: ',' });
    expect(detectFormat('a,b\n', 'tsv')).toEqual({ format: 'tsv', delimiter: '\t' });
    expect(detectFormat('<OFX>', 'qfx')).toEqual({ format: 'qfx', delimiter: null });
  });
});

describe('QIF behind comment lines', () => {
  it('reads a QIF file whose first lines are "###" comments as QIF', async () => {
    const text =
      '### written by a budgeting tool ###\n### second banner line ###\n\n!Type:Bank\nD03/15/2025\nT-15.49\nPNETFLIX\n^\n';
    expect(detectFormat(text)).toEqual({ format: 'qif', delimiter: null });
    const statement = await parseStatement(bytesOf(text));
    expect(summary(statement)).toEqual([['2025-03-15', 1549, 'NETFLIX']]);
  });
});
