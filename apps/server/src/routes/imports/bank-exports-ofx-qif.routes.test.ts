import { describe } from 'vitest';
import { type BankExport, OFX, QIF, itImportsEach, useImportContext } from './bank-export-helpers.ts';

// OFX, QFX and QIF exports.
// Split from bank-exports.routes.test.ts; the shared round trip and context live in bank-export-helpers.ts.

const EXPORTS: BankExport[] = [
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

describe('importing real US bank and card exports through the API', () => {
  const api = useImportContext();

  itImportsEach(api, EXPORTS);
});
