import { describe, expect, it } from 'vitest';
import { StatementFormatError } from '../errors.ts';
import { parseStatement } from '../parse-statement.ts';
import { bytesOf, parseSample, summary } from '../test-samples.ts';

describe('QIF', () => {
  it("reads a Quicken bank export: 3/15'25, 03/14/2025 and 3/12/25 dates, splits, the opening balance skipped", async () => {
    const statement = await parseSample('checking.qif');
    expect(statement).toMatchObject({
      format: 'qif',
      headerLine: null,
      mapping: null,
      dateFormat: 'MM/DD/YYYY',
      amountSign: 'positive-in',
      skipped: 1,
    });
    expect(
      statement.rows.map((row) => [row.line, row.date, row.amountCents, row.description, row.category]),
    ).toEqual([
      [8, '2025-03-15', 1549, 'NETFLIX.COM', 'Entertainment:Streaming'],
      [15, '2025-03-14', -250000, 'ACME CORP PAYROLL', 'Income:Salary'],
      [20, '2025-03-12', 8712, 'SAFEWAY #1234', 'Groceries'],
      [31, '2025-03-05', 12000, 'CHECK 1042', null],
    ]);
    expect(statement.rejected).toEqual([
      { line: 36, reason: 'Line 36: "3/32/2025" is not a date in MM/DD/YYYY format' },
    ]);
  });

  it('reads a credit card section, lets amountSign flip the sign and numbers same-day duplicates', async () => {
    const qif =
      "!Type:CCard\nD3/15'25\nT-5.75\nPSTARBUCKS\n^\nD3/15'25\nT-5.75\nPSTARBUCKS\n^\nD3/16'25\nT500.00\nMPAYMENT\n^\n";
    const statement = await parseStatement(bytesOf(qif));
    expect(summary(statement)).toEqual([
      ['2025-03-15', 575, 'STARBUCKS'],
      ['2025-03-15', 575, 'STARBUCKS'],
      ['2025-03-16', -50000, 'PAYMENT'],
    ]);
    expect(statement.rows[1]!.importId).toBe(statement.rows[0]!.importId.replace('#1', '#2'));
    const flipped = await parseStatement(bytesOf(qif), { amountSign: 'positive-out' });
    expect(flipped.rows.map((row) => row.amountCents)).toEqual([-575, -575, 50000]);
  });

  it("reads 1/5'25, 01/05/2025, 1/ 5/25 and 1/5'2025 as one day", async () => {
    const qif = [
      '!Type:Bank',
      ...["1/5'25", '01/05/2025', '1/ 5/25', "1/5'2025"].flatMap((date, i) => [
        `D${date}`,
        `T-${i + 1}.00`,
        `PSHOP ${i}`,
        '^',
      ]),
    ].join('\n');
    const statement = await parseStatement(bytesOf(qif));
    expect(statement.rows.map((row) => row.date)).toEqual([
      '2025-01-05',
      '2025-01-05',
      '2025-01-05',
      '2025-01-05',
    ]);
    expect(statement.rejected).toEqual([]);
  });

  it('rejects a record without an amount and reads a last record with no closing ^', async () => {
    const statement = await parseStatement(
      bytesOf('!Type:Bank\nD03/15/2025\nPNO AMOUNT\n^\nD03/16/2025\nT-2.00\nPLAST'),
    );
    expect(summary(statement)).toEqual([['2025-03-16', 200, 'LAST']]);
    expect(statement.rejected).toEqual([{ line: 2, reason: 'Line 2: the amount is missing (no T line)' }]);
  });

  it('says so for a QIF file with only investment or category lists', async () => {
    const categories = '!Type:Cat\nNGroceries\nE\n^\n';
    await expect(parseStatement(bytesOf(categories))).rejects.toThrow(StatementFormatError);
    await expect(parseStatement(bytesOf(categories))).rejects.toThrow(/!Type:Bank or !Type:CCard/);
  });
});
