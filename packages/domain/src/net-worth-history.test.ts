import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import {
  balancesBackwards,
  chartPoints,
  netWorthHistory,
  type BalanceHistoryAccount,
} from './net-worth-history';

const checking = (over: Partial<BalanceHistoryAccount> = {}): BalanceHistoryAccount => ({
  obligation: false,
  knownBalances: [{ date: '2026-03-05', balanceCents: 100_00 }],
  dailyAmounts: [],
  ...over,
});

describe('balancesBackwards', () => {
  const cases: {
    name: string;
    account: BalanceHistoryAccount;
    from: string;
    to: string;
    expected: number[];
  }[] = [
    {
      name: 'no transactions: the known balance on every earlier day',
      account: checking(),
      from: '2026-03-03',
      to: '2026-03-05',
      expected: [100_00, 100_00, 100_00],
    },
    {
      name: 'asset: money out (positive) on a day means the day before was higher',
      account: checking({ dailyAmounts: [{ date: '2026-03-05', amountCents: 30_00 }] }),
      from: '2026-03-04',
      to: '2026-03-05',
      expected: [130_00, 100_00],
    },
    {
      name: 'asset: money in (negative) on a day means the day before was lower',
      account: checking({
        dailyAmounts: [
          { date: '2026-03-04', amountCents: -50_00 },
          { date: '2026-03-05', amountCents: 10_00 },
        ],
      }),
      from: '2026-03-03',
      to: '2026-03-05',
      expected: [60_00, 110_00, 100_00],
    },
    {
      name: 'credit card: a purchase raised what is owed, so the day before owed less',
      account: {
        obligation: true,
        knownBalances: [{ date: '2026-03-05', balanceCents: 500_00 }],
        dailyAmounts: [{ date: '2026-03-05', amountCents: 120_00 }],
      },
      from: '2026-03-04',
      to: '2026-03-05',
      expected: [380_00, 500_00],
    },
    {
      name: 'loan: a payment received (negative) lowered what is owed, so the day before owed more',
      account: {
        obligation: true,
        knownBalances: [{ date: '2026-03-05', balanceCents: 10_000_00 }],
        dailyAmounts: [{ date: '2026-03-05', amountCents: -400_00 }],
      },
      from: '2026-03-04',
      to: '2026-03-05',
      expected: [10_400_00, 10_000_00],
    },
    {
      name: 'a stored snapshot wins over the walk, and the walk restarts from it',
      account: checking({
        knownBalances: [
          { date: '2026-03-03', balanceCents: 70_00 },
          { date: '2026-03-05', balanceCents: 100_00 },
        ],
        dailyAmounts: [
          { date: '2026-03-03', amountCents: 5_00 },
          { date: '2026-03-04', amountCents: 20_00 },
        ],
      }),
      from: '2026-03-02',
      to: '2026-03-05',
      // 03-04 walks back from 03-05 (nothing on 03-05): 100; walking on would give 03-03 = 120, but 70 is
      // stored for 03-03, so it wins; 03-02 = 70 + 5 (the walk restarts from the stored day).
      expected: [75_00, 70_00, 100_00, 100_00],
    },
    {
      name: 'days after the last known balance keep it',
      account: checking({ dailyAmounts: [{ date: '2026-03-06', amountCents: 9_00 }] }),
      from: '2026-03-05',
      to: '2026-03-07',
      expected: [100_00, 100_00, 100_00],
    },
    {
      name: 'a range ending before the known balance still walks through the days between',
      account: checking({ dailyAmounts: [{ date: '2026-03-05', amountCents: 1_00 }] }),
      from: '2026-03-03',
      to: '2026-03-04',
      expected: [101_00, 101_00],
    },
    {
      name: 'several amounts on one day add up',
      account: checking({
        dailyAmounts: [
          { date: '2026-03-05', amountCents: 1_00 },
          { date: '2026-03-05', amountCents: 2_00 },
        ],
      }),
      from: '2026-03-04',
      to: '2026-03-04',
      expected: [103_00],
    },
    {
      name: 'no known balance reads 0',
      account: { obligation: false, knownBalances: [], dailyAmounts: [] },
      from: '2026-03-04',
      to: '2026-03-05',
      expected: [0, 0],
    },
  ];
  it.each(cases)('$name', ({ account, from, to, expected }) => {
    expect(balancesBackwards(account, from, to)).toEqual(expected);
  });
});

describe('netWorthHistory', () => {
  it('adds assets and obligations as absolute values, as netWorth() does', () => {
    const card: BalanceHistoryAccount = {
      obligation: true,
      // Some providers sign what is owed negative: its size is what counts.
      knownBalances: [{ date: '2026-03-05', balanceCents: -200_00 }],
      dailyAmounts: [{ date: '2026-03-05', amountCents: 50_00 }],
    };
    const points = netWorthHistory(
      [checking({ dailyAmounts: [{ date: '2026-03-05', amountCents: 50_00 }] }), card],
      '2026-03-04',
      '2026-03-05',
    );
    expect(points).toEqual([
      { date: '2026-03-04', assetsCents: 150_00, liabilitiesCents: 250_00, netWorthCents: -100_00 },
      { date: '2026-03-05', assetsCents: 100_00, liabilitiesCents: 200_00, netWorthCents: -100_00 },
    ]);
  });

  it('has one point per day and zeros without accounts', () => {
    expect(netWorthHistory([], '2026-02-27', '2026-03-01').map((p) => [p.date, p.netWorthCents])).toEqual([
      ['2026-02-27', 0],
      ['2026-02-28', 0],
      ['2026-03-01', 0],
    ]);
  });
});

describe('chartPoints', () => {
  const days = (from: string, n: number) =>
    netWorthHistory([], from, addDays(from, n - 1)).map((p) => ({ date: p.date }));

  it.each([
    { name: 'short ranges: every day', n: 120, expectedLength: 120 },
    { name: 'up to about two years: every 7th day back from the last', n: 121, expectedLength: 18 },
    { name: 'up to about two years: 740 days', n: 740, expectedLength: 106 },
  ])('$name', ({ n, expectedLength }) => {
    const points = chartPoints(days('2024-01-01', n));
    expect(points).toHaveLength(expectedLength);
    expect(points.at(-1)!.date).toBe(addDays('2024-01-01', n - 1));
  });

  it('longer ranges: the last day of each month, and the last day', () => {
    const points = chartPoints(days('2023-01-01', 800)); // 2023-01-01 .. 2025-03-10
    expect(points[0]!.date).toBe('2023-01-31');
    expect(points[1]!.date).toBe('2023-02-28');
    expect(points.at(-1)!.date).toBe('2025-03-10');
    expect(points).toHaveLength(27);
  });
});
