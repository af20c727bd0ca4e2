import { describe, expect, it } from 'vitest';
import {
  type BankExport,
  CSV,
  type StoredRow,
  fixture,
  itImportsEach,
  useImportContext,
} from './bank-export-helpers.ts';

// Credit card CSV exports, and the amountSign and column choices a card export meets.
// Split from bank-exports.routes.test.ts; the shared round trip and context live in bank-export-helpers.ts.

const EXPORTS: BankExport[] = [
  {
    file: 'chase-card.csv',
    contentType: CSV,
    format: 'csv',
    mapping: { date: 'Transaction Date', description: 'Description', amount: 'Amount', category: 'Category' },
    dateFormat: 'MM/DD/YYYY',
    amountSign: 'positive-in',
    amountSignSource: 'detected',
    imported: 20,
    skipped: 0,
    out: 16,
    in: 4,
    rows: [
      ['2025-03-30', 1549, 'NETFLIX.COM'],
      ['2025-03-27', -81245, 'AUTOMATIC PAYMENT - THANK'],
      ['2025-03-24', -1299, 'AMAZON MKTPL*RETURN'],
      ['2025-03-17', 9500, 'ANNUAL MEMBERSHIP FEE'],
    ],
  },
  {
    file: 'bank-of-america-card.csv',
    contentType: CSV,
    format: 'csv',
    mapping: { date: 'Posted Date', description: 'Payee', amount: 'Amount' },
    dateFormat: 'MM/DD/YYYY',
    amountSign: 'positive-in',
    amountSignSource: 'detected',
    imported: 12,
    skipped: 0,
    out: 10,
    in: 2,
    rows: [
      ['2025-03-31', 1549, 'NETFLIX.COM 866-579-7172 CA'],
      ['2025-03-27', -24500, 'PAYMENT - THANK YOU'],
      ['2025-03-10', 418, 'INTEREST CHARGED ON PURCHASES'],
    ],
  },
  {
    file: 'citi-card.csv',
    contentType: CSV,
    format: 'csv',
    mapping: { date: 'Date', description: 'Description', debit: 'Debit', credit: 'Credit' },
    dateFormat: 'MM/DD/YYYY',
    amountSign: 'positive-in',
    amountSignSource: 'detected',
    imported: 14,
    skipped: 0,
    out: 12,
    in: 2,
    pending: 1,
    rows: [
      ['2025-03-31', 11234, 'COSTCO WHSE #0123 SEATTLE WA'],
      ['2025-03-27', -50000, 'ONLINE PAYMENT, THANK YOU'],
      ['2025-03-24', -1299, 'AMAZON.COM REFUND AMZN.COM/BILL WA'],
    ],
  },
  {
    file: 'capital-one-card.csv',
    contentType: CSV,
    format: 'csv',
    mapping: {
      date: 'Transaction Date',
      description: 'Description',
      debit: 'Debit',
      credit: 'Credit',
      category: 'Category',
    },
    dateFormat: 'YYYY-MM-DD',
    amountSign: 'positive-in',
    amountSignSource: 'detected',
    imported: 14,
    skipped: 0,
    out: 12,
    in: 2,
    rows: [
      ['2025-03-30', 1549, 'NETFLIX.COM'],
      ['2025-03-28', -50000, 'CAPITAL ONE MOBILE PYMT'],
      ['2025-03-22', -1999, 'TARGET 00012345'],
    ],
  },
  {
    file: 'amex-extended.csv',
    contentType: CSV,
    format: 'csv',
    mapping: { date: 'Date', description: 'Description', amount: 'Amount', category: 'Category' },
    dateFormat: 'MM/DD/YYYY',
    amountSign: 'positive-out',
    amountSignSource: 'detected',
    imported: 8,
    skipped: 0,
    out: 6,
    in: 2,
    rows: [
      ['2025-03-30', 1549, 'NETFLIX.COM'],
      ['2025-03-28', -81245, 'AUTOPAY PAYMENT - THANK YOU'],
      ['2025-03-12', 69500, 'PLATINUM ANNUAL MEMBERSHIP FEE'],
    ],
  },
  {
    file: 'discover-card.csv',
    contentType: CSV,
    format: 'csv',
    mapping: { date: 'Trans. Date', description: 'Description', amount: 'Amount', category: 'Category' },
    dateFormat: 'MM/DD/YYYY',
    amountSign: 'positive-out',
    amountSignSource: 'detected',
    imported: 10,
    skipped: 0,
    out: 7,
    in: 3,
    rows: [
      ['2025-03-30', 1549, 'NETFLIX.COM 866-579-7172 CA'],
      ['2025-03-27', -30000, 'INTERNET PAYMENT - THANK YOU'],
      ['2025-03-20', -2500, 'CASHBACK BONUS REDEMPTION PYMT/STMT CRDT'],
    ],
  },
  {
    file: 'apple-card.csv',
    contentType: CSV,
    format: 'csv',
    mapping: {
      date: 'Transaction Date',
      description: 'Description',
      merchant: 'Merchant',
      amount: 'Amount (USD)',
      category: 'Category',
    },
    dateFormat: 'MM/DD/YYYY',
    amountSign: 'positive-out',
    amountSignSource: 'detected',
    imported: 10,
    skipped: 0,
    out: 8,
    in: 2,
    rows: [
      ['2025-03-30', 1549, 'NETFLIX.COM 100 WINCHESTER CIR LOS GATOS 95032 CA USA'],
      ['2025-03-28', -30000, 'ACH DEPOSIT INTERNET TRANSFER FROM ACCOUNT ENDING IN 1234'],
      ['2025-03-22', -1999, 'AMAZON.COM REFUND'],
    ],
  },
];

describe('importing real US bank and card exports through the API', () => {
  const api = useImportContext();
  const { newAccount, send, stored, mappingNames } = api;

  itImportsEach(api, EXPORTS);

  it('Amex "Date,Description,Amount": the preview says the sign was assumed; positive-out stores charges as money out', async () => {
    const accountId = await newAccount('Amex', 'credit');
    const body = fixture('amex.csv');

    const preview = await send(accountId, body, CSV, '?preview=1');
    // Nothing in this file says which way its amounts go: the contract's default stands and the preview says so.
    expect(preview.json).toMatchObject({
      amountSign: 'positive-in',
      amountSignSource: 'default',
      totalRows: 12,
      rejected: [],
    });

    const told = await send(accountId, body, CSV, '?amountSign=positive-out&preview=1');
    expect(told.json).toMatchObject({ amountSign: 'positive-out', amountSignSource: 'given' });

    const imported = await send(accountId, body, CSV, '?amountSign=positive-out');
    expect(imported.json).toMatchObject({ imported: 12, duplicates: 0, rejected: [] });
    const rows = await stored(accountId);
    expect(rows.filter((row) => row.amountCents > 0)).toHaveLength(11);
    expect(rows).toContainEqual(
      expect.objectContaining({
        date: '2025-03-12',
        amountCents: 69500,
        description: 'PLATINUM ANNUAL MEMBERSHIP FEE',
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({
        date: '2025-03-20',
        amountCents: -1999,
        description: 'AMAZON.COM REFUND AMZN.COM/BILL WA',
      }),
    );
    const again = await send(accountId, body, CSV, '?amountSign=positive-out');
    expect(again.json).toMatchObject({ imported: 0, duplicates: 12 });
  });

  it("the caller's amountSign wins over the sign a card export suggests", async () => {
    const accountId = await newAccount('Discover flipped', 'credit');
    const res = await send(accountId, fixture('discover-card.csv'), CSV, '?amountSign=positive-in&preview=1');
    // The caller's word wins over what the file suggests.
    expect(res.json).toMatchObject({ amountSign: 'positive-in', amountSignSource: 'given' });
    expect((res.json.rows as StoredRow[])[0]).toMatchObject({ date: '2025-03-30', amountCents: -1549 });
  });

  it('a column chosen in the query wins: Chase card by its Transaction Date, by name or by index', async () => {
    const accountId = await newAccount('Chase card by transaction date', 'credit');
    const body = fixture('chase-card.csv');
    const byName = await send(
      accountId,
      body,
      CSV,
      `?preview=1&date=${encodeURIComponent('Transaction Date')}`,
    );
    expect(byName.status).toBe(200);
    expect(mappingNames(byName.json)).toMatchObject({ date: 'Transaction Date', amount: 'Amount' });
    expect((byName.json.rows as StoredRow[])[0]).toMatchObject({ date: '2025-03-30', amountCents: 1549 });

    const byIndex = await send(accountId, body, CSV, '?date=0&amount=5&category=none');
    expect(byIndex.json).toMatchObject({ imported: 20, rejected: [] });
    // The rewards credit was made on 03/01 and posted on 03/03.
    const rows = await stored(accountId);
    expect(rows.map((row) => row.date).sort()[0]).toBe('2025-03-01');
    const unknown = await send(accountId, body, CSV, '?preview=1&date=Settled');
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.json)).toContain('There is no \\"Settled\\" column');
  });
});
