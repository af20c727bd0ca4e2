import { describe, expect, it } from 'vitest';
import {
  type BankExport,
  CSV,
  QIF,
  type StoredRow,
  fixture,
  itImportsEach,
  useImportContext,
} from './bank-export-helpers.ts';

// App exports (Mint, YNAB), spreadsheet and encoding quirks, and the answers to files the import refuses.
// Split from bank-exports.routes.test.ts; the shared round trip and context live in bank-export-helpers.ts.

const EXPORTS: BankExport[] = [
  {
    file: 'mint.csv',
    contentType: CSV,
    format: 'csv',
    mapping: { date: 'Date', description: 'Description', amount: 'Amount', category: 'Category' },
    dateFormat: 'MM/DD/YYYY',
    amountSign: 'positive-out',
    amountSignSource: 'detected',
    imported: 9,
    skipped: 0,
    out: 6,
    in: 3,
    rows: [
      ['2025-03-31', 1549, 'Netflix'],
      ['2025-03-07', -1299, 'Amazon'],
    ],
  },
  {
    file: 'ynab.csv',
    contentType: CSV,
    format: 'csv',
    mapping: {
      date: 'Date',
      description: 'Payee',
      debit: 'Outflow',
      credit: 'Inflow',
      category: 'Category',
    },
    dateFormat: 'MM/DD/YYYY',
    amountSign: 'positive-in',
    amountSignSource: 'detected',
    imported: 8,
    skipped: 0,
    out: 6,
    in: 2,
    rows: [
      ['2025-03-28', -245000, 'Acme Corp'],
      ['2025-03-01', 145000, 'Bella Vista Apts'],
    ],
  },
  {
    // Saved again from Excel as "Text (Tab delimited)": every cell quoted, "" inside.
    file: 'excel-tab-delimited.tsv',
    contentType: 'text/tab-separated-values',
    format: 'tsv',
    mapping: { date: 'Date', description: 'Description', amount: 'Amount', category: 'Category' },
    dateFormat: 'MM/DD/YYYY',
    amountSign: 'positive-in',
    amountSignSource: 'default',
    imported: 6,
    skipped: 0,
    out: 5,
    in: 1,
    rows: [
      ['2025-03-24', 6412, 'TRADER JOES #123, PHOENIX AZ'],
      ['2025-03-21', 2000, 'JOES "BEST" PIZZA'],
      ['2025-03-28', -245000, 'ACME CORP PAYROLL'],
    ],
  },
  {
    file: 'amount-quirks.csv',
    contentType: CSV,
    format: 'csv',
    mapping: { date: 'Date', description: 'Description', amount: 'Amount' },
    dateFormat: 'MM/DD/YYYY',
    amountSign: 'positive-in',
    amountSignSource: 'default',
    imported: 9,
    // The "Total" footer.
    skipped: 1,
    out: 6,
    in: 3,
    rows: [
      ['2025-03-31', 1549, 'NETFLIX.COM'],
      ['2025-03-28', -245000, 'ACME CORP PAYROLL'],
      ['2025-03-27', 50000, 'TRANSFER TO SAVINGS'],
      ['2025-03-25', -1299, 'REFUND FROM MERCHANT'],
      ['2025-03-24', 6412, 'TRADER JOE S #123'],
      ['2025-03-21', 123456, 'LARGE PURCHASE'],
      ['2025-03-18', 575, 'STARBUCKS STORE 12345'],
      ['2025-03-14', -245000, 'ACME CORP PAYROLL'],
      ['2025-03-12', 1199, 'SPOTIFY USA'],
    ],
  },
  {
    file: 'windows-1252.csv',
    contentType: CSV,
    format: 'csv',
    mapping: { date: 'Posting Date', description: 'Description', amount: 'Amount' },
    dateFormat: 'MM/DD/YYYY',
    amountSign: 'positive-in',
    amountSignSource: 'detected',
    imported: 5,
    skipped: 0,
    out: 4,
    in: 1,
    rows: [
      ['2025-03-31', 1840, 'CAFÉ DE FLORE PARIS'],
      ['2025-03-25', 950, 'CRÈME BRÛLÉE BAKERY — DOWNTOWN'],
      ['2025-03-20', -2500, 'MÜLLER’S REFUND'],
      ['2025-03-18', 425, 'NAÏVE COFFEE “ROASTERS”'],
    ],
  },
];

describe('importing real US bank and card exports through the API', () => {
  const api = useImportContext();
  const { newAccount, send, stored } = api;

  itImportsEach(api, EXPORTS);

  it('ambiguous dates: the preview asks, and dateFormat=DD/MM/YYYY reads them day first', async () => {
    const accountId = await newAccount('Ambiguous');
    const body = fixture('ambiguous-dates.csv');
    const preview = await send(accountId, body, CSV, '?preview=1');
    expect(preview.json).toMatchObject({
      dateFormat: 'MM/DD/YYYY',
      dateFormatAmbiguous: true,
      dateFormatCandidates: ['MM/DD/YYYY', 'DD/MM/YYYY'],
    });
    expect((preview.json.rows as StoredRow[]).map((row) => row.date)).toEqual([
      '2025-03-04',
      '2025-04-04',
      '2025-05-04',
      '2025-01-02',
      '2025-02-02',
      '2025-06-07',
    ]);

    const imported = await send(accountId, body, CSV, '?dateFormat=DD/MM/YYYY');
    expect(imported.json).toMatchObject({ imported: 6, rejected: [] });
    expect((await stored(accountId)).map((row) => row.date).sort()).toEqual([
      '2025-02-01',
      '2025-02-02',
      '2025-04-03',
      '2025-04-04',
      '2025-04-05',
      '2025-07-06',
    ]);
  });

  it('answers 413 naming the limit for a file of more than 100,000 transactions, and writes nothing', async () => {
    const accountId = await newAccount('Too many rows');
    const rows = (count: number) =>
      new TextEncoder().encode(`Date,Description,Amount\n${'01/15/2025,COFFEE,-1.00\n'.repeat(count)}`);
    const tooMany = await send(accountId, rows(100_001), CSV);
    expect(tooMany.status).toBe(413);
    expect(JSON.stringify(tooMany.json)).toContain('100,000');
    expect(await stored(accountId)).toEqual([]);
    const atTheLimit = await send(accountId, rows(100_000), CSV, '?preview=1');
    expect(atTheLimit.status).toBe(200);
    expect(atTheLimit.json.totalRows).toBe(100_000);
  });

  it('answers 400 naming the files it takes for a file that is not a statement', async () => {
    const accountId = await newAccount('Not a statement');
    const expected = 'Expected a CSV with a date and an amount column, an OFX/QFX file or a QIF file.';
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n');
    for (const [body, type] of [
      [pdf, 'application/pdf'],
      [new TextEncoder().encode('{"transactions": []}'), 'application/json'],
      [new TextEncoder().encode('Name,Email\nJane,jane@example.com\n'), CSV],
      [new TextEncoder().encode('!Type:Cat\nNGroceries\n^\n'), QIF],
    ] as const) {
      const res = await send(accountId, body, type);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.json)).toContain(expected);
    }
    expect(await stored(accountId)).toEqual([]);
  });

  it('takes the file as a multipart field "file" too, and a second upload of it adds nothing', async () => {
    const accountId = await newAccount('Chase multipart');
    const upload = async () => {
      const form = new FormData();
      form.append(
        'file',
        new Blob([fixture('chase-checking.csv')], { type: 'text/csv' }),
        'Chase1234_Activity.CSV',
      );
      const res = await api.client.raw(`/api/accounts/${accountId}/import`, { method: 'POST', body: form });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    };
    expect((await upload()).json).toMatchObject({ imported: 23, duplicates: 0, rejected: [] });
    expect((await upload()).json).toMatchObject({ imported: 0, duplicates: 23 });
  });
});
