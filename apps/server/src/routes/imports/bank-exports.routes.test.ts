import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';

// Real-looking exports of US banks and card issuers (apps/server/src/import/fixtures), sent through
// POST /api/accounts/:id/import exactly as an outside tool would: the file as the body, nothing in the query.
// Stored amounts follow the product convention: positive = money out, negative = money in.

type Row = [date: string, cents: number, description: string];

interface BankExport {
  file: string;
  contentType: string;
  format: string;
  /** Header names (or 0-based indexes for a file without a header) of the columns found; null for OFX/QIF. */
  mapping: Record<string, string | number> | null;
  dateFormat: string;
  amountSign: 'positive-in' | 'positive-out';
  amountSignSource: 'given' | 'detected' | 'default';
  imported: number;
  /** Balance, total, section and opening-balance lines left out on purpose. */
  skipped: number;
  /** How many stored rows are money out (positive) and money in (negative). */
  out: number;
  in: number;
  pending?: number;
  /** Rows that must be stored exactly so: at least one each way. */
  rows: Row[];
}

const CSV = 'text/csv';
const OFX = 'application/x-ofx';
const QIF = 'application/qif';

const EXPORTS: BankExport[] = [
  {
    file: 'chase-checking.csv',
    contentType: CSV,
    format: 'csv',
    mapping: { date: 'Posting Date', description: 'Description', amount: 'Amount' },
    dateFormat: 'MM/DD/YYYY',
    amountSign: 'positive-in',
    amountSignSource: 'detected',
    imported: 23,
    skipped: 0,
    out: 19,
    in: 4,
    rows: [
      ['2025-03-31', 1549, 'NETFLIX.COM NETFLIX.COM CA 03/30'],
      ['2025-03-28', -245000, 'ACME CORP PAYROLL PPD ID: 9111111111'],
      ['2025-03-24', -30000, 'REMOTE ONLINE DEPOSIT # 1'],
      ['2025-03-01', 145000, 'RENT PMT BELLA VISTA APTS WEB ID: 1234567890'],
    ],
  },
  {
    file: 'chase-card.csv',
    contentType: CSV,
    format: 'csv',
    mapping: { date: 'Post Date', description: 'Description', amount: 'Amount', category: 'Category' },
    dateFormat: 'MM/DD/YYYY',
    amountSign: 'positive-in',
    amountSignSource: 'detected',
    imported: 20,
    skipped: 0,
    out: 16,
    in: 4,
    rows: [
      ['2025-03-31', 1549, 'NETFLIX.COM'],
      ['2025-03-27', -81245, 'AUTOMATIC PAYMENT - THANK'],
      ['2025-03-25', -1299, 'AMAZON MKTPL*RETURN'],
      ['2025-03-17', 9500, 'ANNUAL MEMBERSHIP FEE'],
    ],
  },
  {
    file: 'bank-of-america-checking.csv',
    contentType: CSV,
    format: 'csv',
    mapping: { date: 'Date', description: 'Description', amount: 'Amount' },
    dateFormat: 'MM/DD/YYYY',
    amountSign: 'positive-in',
    amountSignSource: 'default',
    imported: 18,
    skipped: 1,
    out: 14,
    in: 4,
    rows: [
      ['2025-03-03', 1549, 'NETFLIX.COM DES:NETFLIX ID:XXXXX52341 INDN:JOHN DOE CO ID:XXXXX WEB'],
      ['2025-03-05', -245000, 'ACME CORP DES:PAYROLL ID:XXXXX12345 INDN:JOHN DOE CO ID:XXXXX PPD'],
      ['2025-03-20', 120000, 'Check 1043'],
      ['2025-03-31', -5, 'Interest Earned'],
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
    file: 'wells-fargo.csv',
    contentType: CSV,
    format: 'csv',
    mapping: { date: 0, description: 4, amount: 1 },
    dateFormat: 'MM/DD/YYYY',
    amountSign: 'positive-in',
    amountSignSource: 'default',
    imported: 18,
    skipped: 0,
    out: 15,
    in: 3,
    rows: [
      ['2025-03-26', 12000, 'CHECK # 1042'],
      ['2025-03-20', -30000, 'MOBILE DEPOSIT : REF NUMBER :512340987654'],
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
      date: 'Posted Date',
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
      ['2025-03-31', 1549, 'NETFLIX.COM'],
      ['2025-03-28', -50000, 'CAPITAL ONE MOBILE PYMT'],
      ['2025-03-24', -1999, 'TARGET 00012345'],
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
    mapping: { date: 'Post Date', description: 'Description', amount: 'Amount', category: 'Category' },
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
    file: 'us-bank.csv',
    contentType: CSV,
    format: 'csv',
    mapping: { date: 'Date', description: 'Name', amount: 'Amount' },
    dateFormat: 'YYYY-MM-DD',
    amountSign: 'positive-in',
    amountSignSource: 'detected',
    imported: 12,
    skipped: 0,
    out: 9,
    in: 3,
    rows: [
      ['2025-03-31', 1549, 'NETFLIX.COM NETFLIX.COM CA'],
      ['2025-03-20', 695, 'MAINTENANCE FEE'],
      ['2025-03-03', -2, 'INTEREST PAID'],
    ],
  },
  {
    file: 'pnc.csv',
    contentType: CSV,
    format: 'csv',
    mapping: { date: 'Date', description: 'Description', debit: 'Withdrawals', credit: 'Deposits' },
    dateFormat: 'MM/DD/YYYY',
    amountSign: 'positive-in',
    amountSignSource: 'detected',
    imported: 12,
    skipped: 0,
    out: 9,
    in: 3,
    rows: [
      ['2025-03-31', 1549, 'DEBIT CARD PURCHASE XXXXX1234 NETFLIX.COM CA'],
      ['2025-03-28', -245000, 'ACH CREDIT ACME CORP PAYROLL'],
    ],
  },
  {
    // PNC's older download: an account summary line, no header, unsigned amounts, DEBIT/CREDIT last.
    file: 'pnc-legacy.csv',
    contentType: CSV,
    format: 'csv',
    mapping: { date: 0, description: 2, amount: 1 },
    dateFormat: 'YYYY-MM-DD',
    amountSign: 'positive-out',
    amountSignSource: 'detected',
    imported: 12,
    skipped: 0,
    out: 9,
    in: 3,
    rows: [
      ['2025-03-03', 1549, 'DEBIT CARD PURCHASE XXXXX1234 NETFLIX.COM CA'],
      ['2025-03-05', -245000, 'ACH CREDIT ACME CORP PAYROLL'],
      ['2025-03-24', -30000, 'MOBILE DEPOSIT'],
    ],
  },
  {
    file: 'usaa.csv',
    contentType: CSV,
    format: 'csv',
    mapping: { date: 'Date', description: 'Description', amount: 'Amount', category: 'Category' },
    dateFormat: 'YYYY-MM-DD',
    amountSign: 'positive-in',
    amountSignSource: 'default',
    imported: 11,
    skipped: 0,
    out: 7,
    in: 4,
    pending: 1,
    rows: [
      ['2025-03-31', 1549, 'Netflix'],
      ['2025-03-20', -250, 'ATM Rebate'],
    ],
  },
  {
    file: 'ally.csv',
    contentType: CSV,
    format: 'csv',
    mapping: { date: 'Date', description: 'Description', amount: 'Amount' },
    dateFormat: 'YYYY-MM-DD',
    amountSign: 'positive-in',
    amountSignSource: 'detected',
    imported: 10,
    skipped: 0,
    out: 6,
    in: 4,
    rows: [
      ['2025-03-31', 1549, 'NETFLIX.COM'],
      ['2025-03-21', -300, 'ATM Fee Reimbursement'],
    ],
  },
  {
    file: 'navy-federal.csv',
    contentType: CSV,
    format: 'csv',
    mapping: { date: 'Posting Date', description: 'Description', amount: 'Amount', category: 'Category' },
    dateFormat: 'MM/DD/YYYY',
    amountSign: 'positive-out',
    amountSignSource: 'detected',
    imported: 9,
    skipped: 0,
    out: 6,
    in: 3,
    rows: [
      ['2025-03-31', 1549, 'NETFLIX.COM NETFLIX.COM CA'],
      ['2025-03-28', -245000, 'ACME CORP PAYROLL'],
      ['2025-03-03', -34, 'Dividend'],
    ],
  },
  {
    file: 'schwab-checking.csv',
    contentType: CSV,
    format: 'csv',
    mapping: {
      date: 'Date',
      description: 'Description',
      debit: 'Withdrawal (-)',
      credit: 'Deposit (+)',
    },
    dateFormat: 'MM/DD/YYYY',
    amountSign: 'positive-in',
    amountSignSource: 'detected',
    imported: 11,
    // The "Pending" and "Posted" section lines and the two "Total ..." lines.
    skipped: 4,
    out: 7,
    in: 4,
    pending: 2,
    rows: [
      ['2025-03-31', 1549, 'NETFLIX.COM NETFLIX.COM CA'],
      ['2025-03-28', -245000, 'ACME CORP PAYROLL'],
      ['2025-03-25', 12000, 'Check Paid #1042'],
    ],
  },
  {
    file: 'apple-card.csv',
    contentType: CSV,
    format: 'csv',
    mapping: {
      date: 'Clearing Date',
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
      ['2025-03-31', 1549, 'NETFLIX.COM 100 WINCHESTER CIR LOS GATOS 95032 CA USA'],
      ['2025-03-28', -30000, 'ACH DEPOSIT INTERNET TRANSFER FROM ACCOUNT ENDING IN 1234'],
      ['2025-03-23', -1999, 'AMAZON.COM REFUND'],
    ],
  },
  {
    file: 'chime.csv',
    contentType: CSV,
    format: 'csv',
    mapping: { date: 'Settlement Date', description: 'Description', amount: 'Amount' },
    dateFormat: 'YYYY-MM-DD',
    amountSign: 'positive-in',
    amountSignSource: 'detected',
    imported: 9,
    skipped: 0,
    out: 7,
    in: 2,
    rows: [
      ['2025-03-27', 51, 'Round Up Transfer to Savings'],
      ['2025-03-14', -245000, 'ACME CORP PAYROLL'],
    ],
  },
  {
    file: 'sofi.csv',
    contentType: CSV,
    format: 'csv',
    mapping: { date: 'Date', description: 'Description', amount: 'Amount' },
    dateFormat: 'YYYY-MM-DD',
    amountSign: 'positive-in',
    amountSignSource: 'detected',
    imported: 8,
    skipped: 0,
    out: 5,
    in: 3,
    pending: 1,
    rows: [
      ['2025-03-27', 50000, 'Transfer to Vault Emergency Fund'],
      ['2025-03-03', -317, 'Interest earned'],
    ],
  },
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
    file: 'credit-union.tsv',
    contentType: 'text/tab-separated-values',
    format: 'tsv',
    mapping: { date: 'Posted Date', description: 'Description', debit: 'Debit', credit: 'Credit' },
    dateFormat: 'MM/DD/YYYY',
    amountSign: 'positive-in',
    amountSignSource: 'detected',
    imported: 8,
    skipped: 0,
    out: 5,
    in: 3,
    rows: [
      ['2025-03-24', 6412, 'POS TRADER JOE\'S #123 "FRESH" AISLE'],
      ['2025-03-03', -34, 'DIVIDEND'],
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
  {
    file: 'chase-checking-ofx102.ofx',
    contentType: OFX,
    format: 'ofx',
    mapping: null,
    dateFormat: 'YYYYMMDD',
    amountSign: 'positive-in',
    amountSignSource: 'detected',
    imported: 12,
    skipped: 0,
    out: 9,
    in: 3,
    rows: [
      ['2025-03-31', 1549, 'NETFLIX.COM NETFLIX.COM CA'],
      ['2025-03-28', -245000, 'ACME CORP PAYROLL'],
      ['2025-03-24', 6412, 'TRADER JOE S #123 PHOENIX AZ 03/22'],
    ],
  },
  {
    file: 'wells-fargo-ofx102-closed.ofx',
    contentType: OFX,
    format: 'ofx',
    mapping: null,
    dateFormat: 'YYYYMMDD',
    amountSign: 'positive-in',
    amountSignSource: 'detected',
    imported: 12,
    skipped: 0,
    out: 9,
    in: 3,
    rows: [
      ['2025-03-18', 575, 'STARBUCKS STORE 12345'],
      ['2025-03-03', -5, 'INTEREST PAYMENT'],
    ],
  },
  {
    file: 'bank-of-america-checking.qfx',
    contentType: OFX,
    format: 'qfx',
    mapping: null,
    dateFormat: 'YYYYMMDD',
    amountSign: 'positive-in',
    amountSignSource: 'detected',
    imported: 12,
    skipped: 0,
    out: 9,
    in: 3,
    rows: [
      ['2025-03-25', 12000, 'CHECK 1042'],
      ['2025-03-14', -245000, 'ACME CORP PAYROLL'],
    ],
  },
  {
    file: 'ally-savings-ofx211.ofx',
    contentType: OFX,
    format: 'ofx',
    mapping: null,
    dateFormat: 'YYYYMMDD',
    amountSign: 'positive-in',
    amountSignSource: 'detected',
    imported: 8,
    skipped: 0,
    out: 7,
    in: 1,
    rows: [
      ['2025-03-27', 50000, 'ONLINE TRANSFER TO SAV 4455'],
      ['2025-03-28', -245000, 'ACME CORP PAYROLL'],
    ],
  },
  {
    file: 'capital-one-card.qfx',
    contentType: OFX,
    format: 'qfx',
    mapping: null,
    dateFormat: 'YYYYMMDD',
    amountSign: 'positive-in',
    amountSignSource: 'detected',
    imported: 8,
    skipped: 0,
    out: 6,
    in: 2,
    rows: [
      ['2025-03-30', 1549, 'NETFLIX.COM'],
      ['2025-03-28', -81245, 'AUTOPAY PAYMENT - THANK YOU'],
      ['2025-03-12', 9500, 'ANNUAL MEMBERSHIP FEE'],
    ],
  },
  {
    file: 'quicken-checking.qif',
    contentType: QIF,
    format: 'qif',
    mapping: null,
    dateFormat: 'MM/DD/YYYY',
    amountSign: 'positive-in',
    amountSignSource: 'detected',
    imported: 8,
    // The "Opening Balance" record Quicken writes first.
    skipped: 1,
    out: 7,
    in: 1,
    rows: [
      // 1/5'25, 01/05/2025 and 1/ 5/25 are one day; the two identical coffees are both kept.
      ['2025-01-05', 1549, 'NETFLIX.COM'],
      ['2025-01-05', -245000, 'ACME CORP PAYROLL'],
      ['2025-01-05', 575, 'STARBUCKS STORE 12345'],
      ['2025-01-05', 575, 'STARBUCKS STORE 12345'],
      ['2025-01-20', 14287, 'APS ELECTRIC'],
      ['2025-01-31', 145000, 'BELLA VISTA APTS'],
    ],
  },
  {
    file: 'discover-card.qif',
    contentType: QIF,
    format: 'qif',
    mapping: null,
    dateFormat: 'MM/DD/YYYY',
    amountSign: 'positive-in',
    amountSignSource: 'detected',
    imported: 6,
    skipped: 0,
    out: 4,
    in: 2,
    rows: [
      ['2025-01-03', 1549, 'NETFLIX.COM 866-579-7172 CA'],
      ['2025-01-09', -30000, 'INTERNET PAYMENT - THANK YOU'],
    ],
  },
];

function fixture(name: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(readFileSync(new URL(`../../import/fixtures/${name}`, import.meta.url)));
}

interface StoredRow {
  date: string;
  amountCents: number;
  description: string;
  pending: boolean;
}

describe('importing real US bank and card exports through the API', () => {
  let ctx: TestContext;
  let client: TestClient;

  async function newAccount(name: string, type: 'depository' | 'credit' = 'depository'): Promise<string> {
    const created = await client.post('/api/accounts/manual', {
      name,
      type,
      subtype: type === 'credit' ? 'credit card' : 'checking',
    });
    expect(created.status).toBe(201);
    return (created.json.account as unknown as { id: string }).id;
  }

  async function send(accountId: string, body: Uint8Array<ArrayBuffer>, contentType: string, query = '') {
    const res = await client.raw(`/api/accounts/${accountId}/import${query}`, {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body,
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  }

  async function stored(accountId: string): Promise<StoredRow[]> {
    const res = await client.get(`/api/transactions?accountIds=${accountId}&limit=200`);
    expect(res.status).toBe(200);
    return (res.json.transactions as unknown as StoredRow[]).map(
      ({ date, amountCents, description, pending }) => ({ date, amountCents, description, pending }),
    );
  }

  /** The detected columns by header name (or index when the file has no header). */
  function mappingNames(preview: Record<string, unknown>): Record<string, string | number> | null {
    const mapping = preview.mapping as Record<string, number | null> | null;
    if (mapping === null) return null;
    const headers = preview.headers as string[];
    const named: Record<string, string | number> = {};
    for (const [key, index] of Object.entries(mapping)) {
      if (index !== null) named[key] = headers.length > 0 ? headers[index]! : index;
    }
    return named;
  }

  beforeAll(async () => {
    ctx = await createTestContext({ today: '2025-04-15' });
    client = (await createVerifiedUser(ctx)).client;
  });
  afterAll(() => ctx.close());

  it.each(EXPORTS)('$file: preview, import, stored signs, re-import adds nothing', async (bank) => {
    const accountId = await newAccount(bank.file);
    const body = fixture(bank.file);

    const preview = await send(accountId, body, bank.contentType, '?preview=1');
    expect(preview.status).toBe(200);
    expect(mappingNames(preview.json)).toEqual(bank.mapping);
    expect(preview.json).toMatchObject({
      format: bank.format,
      dateFormat: bank.dateFormat,
      dateFormatAmbiguous: false,
      amountSign: bank.amountSign,
      amountSignSource: bank.amountSignSource,
      totalRows: bank.imported,
      skipped: bank.skipped,
      rejected: [],
    });
    expect(await stored(accountId)).toEqual([]);

    const imported = await send(accountId, body, bank.contentType);
    expect(imported.status).toBe(200);
    expect(imported.json).toMatchObject({ imported: bank.imported, duplicates: 0, rejected: [] });
    expect(imported.json.batchId).toEqual(expect.any(String));

    const rows = await stored(accountId);
    expect(rows).toHaveLength(bank.imported);
    expect(rows.filter((row) => row.amountCents > 0)).toHaveLength(bank.out);
    expect(rows.filter((row) => row.amountCents < 0)).toHaveLength(bank.in);
    expect(rows.filter((row) => row.pending)).toHaveLength(bank.pending ?? 0);
    for (const [date, amountCents, description] of bank.rows) {
      expect(rows).toContainEqual(expect.objectContaining({ date, amountCents, description }));
    }
    // Balance, total and section lines never become transactions.
    expect(
      rows.filter((row) => /\b(beginning|ending|opening) balance\b|^total\b/i.test(row.description)),
    ).toEqual([]);

    const again = await send(accountId, body, bank.contentType);
    expect(again.json).toMatchObject({ imported: 0, duplicates: bank.imported, rejected: [] });
    expect(await stored(accountId)).toHaveLength(bank.imported);
  });

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
      const res = await client.raw(`/api/accounts/${accountId}/import`, { method: 'POST', body: form });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    };
    expect((await upload()).json).toMatchObject({ imported: 23, duplicates: 0, rejected: [] });
    expect((await upload()).json).toMatchObject({ imported: 0, duplicates: 23 });
  });
});
