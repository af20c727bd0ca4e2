import { describe, expect, it } from 'vitest';
import type { ExportAccount } from '../../db/queries/export.ts';
import { accountsCsv, transactionLines, type NamedTransaction } from './export-csv.ts';

// Every text cell of "Download my data" goes through the formula guard, fullwidth = + - @ included:
// spreadsheets with East Asian input fold U+FF1D, U+FF0B, U+FF0D and U+FF20 to ASCII and run the cell.
const FULLWIDTH = ['\uFF1D1+1', '\uFF0B1', '\uFF0Dcmd', '\uFF20SUM(A1)'];

describe('data download CSV cells', () => {
  it('prefixes fullwidth formula starts, tab and carriage return with an apostrophe; names the PFC category', () => {
    const transaction = {
      id: '00000000-0000-4000-8000-000000000001',
      date: '2026-11-20',
      description: FULLWIDTH[0],
      merchantName: FULLWIDTH[1],
      category: ['Shops'],
      personalPrimary: 'FOOD_AND_DRINK',
      personalDetailed: 'FOOD_AND_DRINK_GROCERIES',
      amountCents: 1234,
      pending: false,
      parts: 0,
      accountName: FULLWIDTH[2],
    } as unknown as NamedTransaction;
    const cells = transactionLines([transaction]).split(',');
    expect(cells.slice(1, 6)).toEqual(["'\uFF1D1+1", "'\uFF0B1", '-12.34', 'Groceries', "'\uFF0Dcmd"]);
    // Then Split Parts, empty (not split), Business Use and an empty Business Category, the last cell.
    expect(cells.slice(-4)).toEqual(['Food & Drink', '', 'Personal', '\r\n']);
    const uncategorised = { ...transaction, description: FULLWIDTH[3], personalPrimary: null };
    const bare = transactionLines([uncategorised as NamedTransaction]).split(',');
    // Category and Category Group (before Split Parts and the two business cells) are empty.
    expect([bare[1], bare[4], bare.at(-4)]).toEqual(["'\uFF20SUM(A1)", '', '']);
    const split = transactionLines([{ ...transaction, parts: 3 }]).split(',');
    expect(split.at(-3)).toBe('3');
    const business = transactionLines([
      { ...transaction, businessUse: 'business', businessCategory: '=office_supplies' },
    ]).split(',');
    expect(business.slice(-2)).toEqual(['Business', "'=office Supplies\r\n"]);
    const supplies = transactionLines([
      { ...transaction, businessUse: 'business', businessCategory: 'office_supplies' },
    ]).split(',');
    expect(supplies.slice(-2)).toEqual(['Business', 'Office Supplies\r\n']);

    const account = {
      name: '\tTab',
      institutionName: '\rReturn',
      balanceCurrentCents: null,
      balanceAvailableCents: null,
      balanceLastRefreshed: null,
      isManual: true,
      id: 'a1',
    } as unknown as ExportAccount;
    const accountLine = accountsCsv([account]).split('\r\n')[1]!;
    expect(accountLine.startsWith(`'\tTab,"'\rReturn"`)).toBe(true);
  });
});
