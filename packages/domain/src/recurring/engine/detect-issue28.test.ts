import { describe, expect, it } from 'vitest';
import type { LedgerAccount } from '../../ledger/ledger-transaction';
import { classifyStreamKind } from './kind';
import { detectRecurring } from './index';
import { everyDays, monthlyOn, row, rows } from './test-rows';

// Issue 28's kinds of case, from the blind set written from prose (written-from-prose): a series continues through a
// change of text, dues billed twice a year seen twice, a game store's two purchases a year apart, checks.
const TODAY = '2026-11-24';
const accounts: LedgerAccount[] = [
  { id: 'checking', type: 'depository' },
  { id: 'card', type: 'credit' },
];
const detect = (transactions: Parameters<typeof detectRecurring>[0]) =>
  detectRecurring(transactions, { today: TODAY, accounts });

describe('detectRecurring: issue 28', () => {
  it('keeps one series when the processor re-words its text on the next slot', () => {
    const dates = monthlyOn('2024-06-08', 8, 29);
    const transactions = rows(
      dates,
      (i) => (i < 20 ? 'SIRIUSXM*1-888-635-5144' : 'SXM*SIRIUSXM.COM/ACCT'),
      (i) => (i < 10 ? 1099 : 1199),
      { accountId: 'card' },
    );
    const streams = detect(transactions);
    expect(streams).toHaveLength(1);
    expect(streams[0]?.transactionIds).toHaveLength(29);
    expect(streams[0]?.priceChanges).toEqual([{ date: dates[10], fromCents: 1099, toCents: 1199 }]);
  });

  it('keeps two services apart when one ends months before the other starts', () => {
    const transactions = [
      ...rows(monthlyOn('2024-06-04', 4, 8), 'CITIZEN TIMES DIGITAL SUB', 1999, { accountId: 'card' }),
      ...rows(monthlyOn('2025-06-04', 4, 12), 'GANNETT*CITIZEN-TIMES', 1999, { accountId: 'card' }),
    ];
    expect(detect(transactions)).toHaveLength(2);
  });

  it('finds dues billed twice a year from two charges of one price and text', () => {
    const transactions = [
      row('2026-01-02', 'BILTMORE PARK CONDO ASSN HOA', 114000),
      row('2026-07-01', 'BILTMORE PARK CONDO ASSN HOA', 114000),
    ];
    expect(detect(transactions).map((s) => [s.cadence, s.kind])).toEqual([['semi_annual', 'bill']]);
  });

  it('takes no two purchases half a year apart at other prices for dues', () => {
    const transactions = [
      row('2026-01-02', 'BILTMORE PARK CONDO ASSN HOA', 114000),
      row('2026-07-01', 'BILTMORE PARK CONDO ASSN HOA', 121000),
    ];
    expect(detect(transactions)).toEqual([]);
  });

  it('takes no game store’s two releases a year apart for a renewal', () => {
    const buys = ['2024-07-19', '2024-11-29', '2025-01-24', '2025-06-06', '2025-10-03', '2026-05-15'];
    const transactions = [
      ...buys.map((date, i) =>
        row(date, `NINTENDO CA${1000 + i} 800-255-3700 WA`, [4999, 1999, 2999][i % 3]!),
      ),
      row('2025-03-20', 'NINTENDO CA2001 800-255-3700 WA', 6999, { accountId: 'checking' }),
      row('2026-03-19', 'NINTENDO CA2002 800-255-3700 WA', 6999, { accountId: 'checking' }),
    ];
    expect(detect(transactions)).toEqual([]);
  });

  it('still finds a yearly plan that stands apart from the shop’s other buys', () => {
    const transactions = [
      ...everyDays('2024-07-01', 45, 14).map((date, i) =>
        row(date, 'APPLE.COM/BILL', [99, 199, 499][i % 3]!),
      ),
      row('2025-01-18', 'APPLE.COM/BILL', 9900),
      row('2026-01-18', 'APPLE.COM/BILL', 9900),
    ];
    expect(detect(transactions).map((s) => [s.cadence, s.transactionIds.length])).toEqual([['annual', 2]]);
  });

  it('takes no two pairs of app buys a month apart, at prices fivefold apart, for one plan', () => {
    const transactions = [
      ...rows(monthlyOn('2024-06-03', 3, 29), 'APPLE.COM/BILL', 299, { accountId: 'card' }),
      ...['2026-06-15', '2026-07-15', '2026-09-11', '2026-10-11'].map((date, i) =>
        row(date, 'APPLE.COM/BILL', i < 2 ? 99 : 499, { accountId: 'card' }),
      ),
    ];
    expect(detect(transactions).map((s) => s.typicalAmountCents)).toEqual([299]);
  });

  it('never makes a series of two checks a year apart, nor grows a check series by a check of another amount', () => {
    const piano = monthlyOn('2024-06-10', 10, 12).map((date, i) => row(date, `CHECK ${1100 + i}`, 18000));
    const transactions = [
      ...piano,
      row('2024-06-20', 'CHECK 1200', 6000),
      row('2025-06-19', 'CHECK 1201', 6000),
      row('2025-06-14', 'CHECK 1202', 4000),
    ];
    const streams = detect(transactions);
    expect(streams).toHaveLength(1);
    expect(streams[0]?.transactionIds).toEqual(piano.map((t) => t.id));
  });

  it('reports a raise on pay as a price change', () => {
    const dates = everyDays('2024-06-07', 14, 60);
    const transactions = rows(dates, 'HENNEPIN HEALTHCA DIR DEP PPD ID: 9416005123', (i) =>
      i < 30 ? -231844 : -240217,
    );
    const [stream] = detect(transactions);
    expect(stream?.kind).toBe('income');
    expect(stream?.priceChanges).toEqual([{ date: dates[30], fromCents: 231844, toCents: 240217 }]);
  });
});

describe('classifyStreamKind: issue 28', () => {
  const kind = (cleanText: string) =>
    classifyStreamKind({
      direction: 'outflow',
      accountType: null,
      cleanText,
      merchant: '',
      category: [],
      pfc: '',
    });
  it.each([
    ['AAA TEXAS MEMBERSHIP', 'subscription'],
    ['LIFE TIME MO DUES', 'subscription'],
    ['HOA DUES', 'bill'],
    ['AAA INSURANCE MEMBERSHIP', 'bill'],
    ['GENWORTH LIFE LTC PREMIUM', 'bill'],
    ['NORTH LOOP COUNSELI', 'bill'],
    ['BLUE RIDGE PHYSICAL THERAP', 'bill'],
    ['RIVERWALK WASH N FOLD', 'bill'],
  ])('%s is a %s', (text, expected) => {
    expect(kind(text)).toBe(expected);
  });
});
