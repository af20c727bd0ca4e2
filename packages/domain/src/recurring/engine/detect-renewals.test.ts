import { describe, expect, it } from 'vitest';
import type { LedgerAccount } from '../../ledger/ledger-transaction';
import { detectRecurring } from './index';
import { monthlyOn, row, rows } from './test-rows';

const TODAY = '2026-11-24';
const accounts: LedgerAccount[] = [
  { id: 'checking', type: 'depository' },
  { id: 'other-bank', type: 'depository' },
  { id: 'card', type: 'credit' },
];
const detect = (transactions: Parameters<typeof detectRecurring>[0]) =>
  detectRecurring(transactions, { today: TODAY, accounts });
const conf = (i: number) => `CONF# ${(i * 7919).toString(36)}x${i}`;

describe('detectRecurring: payments from people', () => {
  it.each([
    ['rent from a tenant by Zelle is income', 'ZELLE PAYMENT FROM MARIA GONZALEZ', 'income'],
    ['a monthly Venmo from a named person is income', 'VENMO CASHOUT FROM ALEX KIM', 'income'],
    ['a Zelle naming the user’s own checking is a transfer', 'ZELLE FROM CHECKING ALEX KIM', 'transfer'],
  ])('%s', (_, text, kind) => {
    const transactions = rows(monthlyOn('2024-12-02', 2, 24), (i) => `${text} ${conf(i)}`, -145000, {
      category: ['Transfer'],
    });
    const streams = detect(transactions);
    expect(streams).toHaveLength(1);
    expect(streams[0]?.kind).toBe(kind);
  });

  it('a Zelle mirrored by one of the same amount from another of the user’s accounts is a transfer', () => {
    const dates = monthlyOn('2024-12-02', 2, 24);
    const transactions = [
      ...rows(dates, (i) => `ZELLE TO RIVERA EMILY REF # PP0${conf(i)}`, 40000),
      ...rows(dates, (i) => `ZELLE FROM RIVERA EMILY ${conf(i)}`, -40000, { accountId: 'other-bank' }),
    ];
    const streams = detect(transactions);
    expect(streams.map((s) => [s.accountId, s.kind])).toEqual([
      ['checking', 'transfer'],
      ['other-bank', 'transfer'],
    ]);
  });
});

describe('detectRecurring: upkeep bills', () => {
  it.each([
    ['a boat slip through PayPal filed under Travel', 'PAYPAL *DAVISISLMARINA', 28500, 'Travel'],
    ['a storage unit', 'SQ *SUNBELT STORAGE', 8900, 'Shopping'],
    ['association dues', 'PINE RIDGE ASSN DUES', 21000, ''],
  ])('%s is a bill', (_, text, cents, category) => {
    const transactions = rows(monthlyOn('2024-12-01', 1, 24), text, cents, {
      accountId: 'card',
      category: category ? [category] : [],
    });
    expect(detect(transactions).map((s) => s.kind)).toEqual(['bill']);
  });

  it('a timeshare maintenance fee a year apart is an annual bill with its rise', () => {
    const transactions = [
      row('2025-01-10', 'CLUB WYNDHAM MAINT FEE 468029612', 118400, { category: ['Travel'] }),
      row('2026-01-12', 'CLUB WYNDHAM MAINT FEE 671802466', 126200, { category: ['Travel'] }),
    ];
    const [stream] = detect(transactions);
    expect(stream).toMatchObject({ cadence: 'annual', kind: 'bill' });
    expect(stream?.priceChanges).toEqual([{ date: '2026-01-12', fromCents: 118400, toCents: 126200 }]);
  });
});

describe('detectRecurring: annual renewals at a new price', () => {
  const warranty = 'CHOICE HOME WARRANTY 888-531-5403 NJ';
  it.each([
    [
      'a 20% rise, alone at the merchant',
      [
        row('2025-09-18', 'PP*TURBOTENANT PREMIUM', 9900, { accountId: 'card' }),
        row('2026-09-18', 'PP*TURBOTENANT PREMIUM', 11900, { accountId: 'card' }),
      ],
      1,
    ],
    [
      'a rise beside a one-off far from the price',
      [
        row('2025-03-12', warranty, 58900),
        row('2025-06-30', warranty, 10000),
        row('2026-03-12', warranty, 62900),
      ],
      1,
    ],
    [
      'a rise beside a third charge of about that size (purchases)',
      [
        row('2025-03-12', warranty, 58900),
        row('2025-06-30', warranty, 61000),
        row('2026-03-12', warranty, 62900),
      ],
      0,
    ],
    [
      'a design tool repriced by a third at renewal',
      [
        row('2025-02-06', 'FIGMA 415-890-5404 CA', 14400, { accountId: 'card' }),
        row('2026-02-06', 'FIGMA 415-890-5404 CA', 19200, { accountId: 'card' }),
      ],
      1,
    ],
    [
      'a yearly plan doubled at renewal (its text names the plan)',
      [
        row('2024-12-11', 'RING YEARLY PLAN K2J8D7Q 800-656-1918 CA', 10000, { accountId: 'card' }),
        row('2025-12-11', 'RING YEARLY PLAN W9X3B1F 800-656-1918 CA', 19999, { accountId: 'card' }),
      ],
      1,
    ],
    [
      'a 35% rise (two purchases)',
      [row('2025-03-12', 'BEST BUY 00123', 58900), row('2026-03-13', 'BEST BUY 00123', 79500)],
      0,
    ],
    [
      'two purchases 20 days off a year apart',
      [row('2025-03-12', 'BEST BUY 00123', 58900), row('2026-04-01', 'BEST BUY 00123', 62900)],
      0,
    ],
  ])('%s', (_, transactions, count) => {
    const streams = detect(transactions);
    expect(streams).toHaveLength(count);
    if (count === 1) expect(streams[0]?.cadence).toBe('annual');
  });
});

describe('detectRecurring: a jump of several times the price ends a series', () => {
  it('a newspaper billed monthly, then yearly, is two series and no price change', () => {
    const text = 'TAMPA BAY TIMES 727-893-8111 FL';
    const transactions = [
      ...rows(monthlyOn('2024-12-07', 7, 8), text, 1599, { accountId: 'card' }),
      row('2025-08-07', text, 12900, { accountId: 'card' }),
      row('2026-08-07', text, 12900, { accountId: 'card' }),
    ];
    const streams = detect(transactions);
    expect(streams.map((s) => [s.cadence, s.transactionIds.length, s.priceChanges.length])).toEqual([
      ['monthly', 8, 0],
      ['annual', 2, 0],
    ]);
  });

  it('a variable bill keeps its winter peak', () => {
    const amounts = [3100, 2900, 3300, 4800, 9800, 12900, 11800, 7600, 4100, 3000, 3200, 3100];
    const transactions = rows(monthlyOn('2025-01-14', 14, 12), 'SPIRE GAS DES:UTIL PMT', (i) => amounts[i]!);
    expect(detect(transactions)[0]?.transactionIds).toHaveLength(12);
  });
});

describe('detectRecurring: paper checks', () => {
  it('checks of similar size to contractors are not a series; rent by check is', () => {
    const contractors = [
      row('2025-03-02', 'CHECK 2202', 41250),
      row('2025-03-18', 'CHECK 2203', 39800),
      row('2025-04-02', 'CHECK 2204', 42600),
      row('2025-04-17', 'CHECK 2205', 40175),
      row('2025-05-03', 'CHECK 2206', 38990),
    ];
    expect(detect(contractors)).toEqual([]);
    const rent = rows(monthlyOn('2025-01-01', 1, 12), (i) => `DRAFT 00${1100 + i}`, 145000);
    expect(detect(rent).map((s) => [s.cadence, s.kind])).toEqual([['monthly', 'bill']]);
  });
});
