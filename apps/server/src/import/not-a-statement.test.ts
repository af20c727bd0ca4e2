import { describe, expect, it } from 'vitest';
import { EXPECTED_FILES, StatementFormatError, StatementTooLargeError } from './errors.ts';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from './limits.ts';
import { parseStatement } from './parse-statement.ts';
import { bytesOf } from './test-samples.ts';

async function formatError(input: Uint8Array): Promise<StatementFormatError> {
  const error = await parseStatement(input).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(StatementFormatError);
  return error as StatementFormatError;
}

describe('files that are not statements', () => {
  it.each([
    [
      'a PNG image',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
      /PNG image/,
    ],
    ['a JPEG photo', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]), /JPEG image/],
    [
      'a PDF statement',
      bytesOf('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
      /PDF document/,
    ],
    ['an Excel workbook', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]), /Excel workbook/],
    ['JSON', bytesOf('{"transactions": [{"date": "2025-03-15", "amount": -15.49}]}'), /JSON/],
    ['HTML', bytesOf('<!DOCTYPE html><html><body>Statement</body></html>'), /HTML or XML/],
    ['random text', bytesOf('Hello there\nyour statement is ready\nThank you\n'), /text with no columns/],
    [
      'a letter with commas',
      bytesOf('Dear customer,\nyour statement is ready.\nThanks, the bank\n'),
      /no date column/,
    ],
    ['an empty file', new Uint8Array(), /empty/],
    [
      'a CSV with no date or amount column',
      bytesOf('Name,Email\nJane,jane@example.com\nJohn,john@example.com\n'),
      /no date column and amount column/,
    ],
    ['a binary blob', new Uint8Array([0x01, 0x00, 0x02, 0x00, 0x41]), /binary/],
  ])('refuses %s, naming what would work', async (_name, input, what) => {
    const error = await formatError(input);
    expect(error.message).toMatch(what);
    expect(error.message).toContain(`Expected ${EXPECTED_FILES}.`);
    expect(EXPECTED_FILES).toBe('a CSV with a date and an amount column, an OFX/QFX file or a QIF file');
  });
});

describe('limits', () => {
  it('exports the limits the route enforces', () => {
    expect(MAX_IMPORT_BYTES).toBe(10 * 1024 * 1024);
    expect(MAX_IMPORT_ROWS).toBe(100_000);
  });

  it('refuses more than MAX_IMPORT_ROWS data rows', async () => {
    const row = '2025-03-15,X,-1.00\n';
    const text = `Date,Description,Amount\n${row.repeat(MAX_IMPORT_ROWS + 1)}`;
    await expect(parseStatement(bytesOf(text))).rejects.toThrow(StatementTooLargeError);
  });

  it('refuses a stream larger than MAX_IMPORT_BYTES before parsing it', async () => {
    async function* chunks() {
      const chunk = new Uint8Array(1024 * 1024).fill(0x41);
      for (let i = 0; i <= MAX_IMPORT_BYTES / chunk.byteLength; i += 1) yield chunk;
    }
    await expect(parseStatement(chunks())).rejects.toThrow(StatementTooLargeError);
  });

  it('reads a stream of chunks like one buffer, even split inside a character', async () => {
    const bytes = bytesOf('Date,Description,Amount\n03/15/2025,Caf\u00e9,-1.00\n');
    async function* chunks() {
      for (let i = 0; i < bytes.length; i += 7) yield bytes.subarray(i, i + 7);
    }
    const statement = await parseStatement(chunks());
    expect(statement).toMatchObject({
      encoding: 'utf-8',
      rows: [expect.objectContaining({ description: 'Caf\u00e9' })],
    });
  });
});
