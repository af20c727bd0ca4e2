import { describe, expect, it } from 'vitest';
import type { HouseholdFiles } from './score';
import { scoreHousehold } from './score';
import type { DetectedStreamLike } from './score-series';
import { matchSeries } from './score-series';
import type { SeriesLabel } from './labels';

const CSV = [
  'Date,Description,Merchant,Amount,Category',
  '01/05/2026,NETFLIX.COM,Netflix,-15.49,Entertainment',
  '02/05/2026,NETFLIX.COM,Netflix,-15.49,Entertainment',
  '03/05/2026,NETFLIX.COM,Netflix,-17.99,Entertainment',
  '04/05/2026,NETFLIX.COM,Netflix,-17.99,Entertainment',
  '03/09/2026,"STARBUCKS STORE 1, SEATTLE",,-5.25,Food & Drink',
  '03/10/2026,MONTHLY MAINTENANCE FEE,,-12.00,',
  '03/11/2026,LATE NIGHT PIZZA,,-21.00,Food & Drink',
].join('\n');

const netflix: SeriesLabel = {
  id: 'netflix',
  file: 'card.csv',
  lines: [2, 3, 4, 5],
  cadence: 'monthly',
  kind: 'subscription',
  active: true,
  priceChanges: [{ date: '2026-03-05', fromCents: 1549, toCents: 1799 }],
};

const household: HouseholdFiles = {
  name: 'tiny',
  labels: {
    today: '2026-04-20',
    accounts: [{ file: 'card.csv', type: 'credit' }],
    series: [netflix],
    fees: [{ file: 'card.csv', line: 7, kind: 'monthly_maintenance' }],
    notes: '',
  },
  statements: [{ file: 'card.csv', csv: CSV }],
};

function stream(ids: string[], overrides: Partial<DetectedStreamLike> = {}): DetectedStreamLike {
  return {
    accountId: 'card.csv',
    cadence: 'monthly',
    kind: 'subscription',
    active: true,
    transactionIds: ids,
    priceChanges: [],
    ...overrides,
  };
}

describe('scoreHousehold', () => {
  it('passes the detectors product-signed cents, file:line ids and the account types', () => {
    let seen: Parameters<Parameters<typeof scoreHousehold>[1]['detectRecurring']> | undefined;
    scoreHousehold(household, {
      detectRecurring: (...args) => {
        seen = args;
        return [];
      },
      detectFees: () => ({ fees: [] }),
    });
    const [transactions, options] = seen ?? [[], { today: '' }];
    expect(transactions[0]).toEqual({
      id: 'card.csv:2',
      accountId: 'card.csv',
      date: '2026-01-05',
      description: 'NETFLIX.COM',
      merchantName: 'Netflix',
      amountCents: 1549,
      category: ['Entertainment'],
      pending: false,
    });
    expect(transactions[4]).toMatchObject({ description: 'STARBUCKS STORE 1, SEATTLE', merchantName: null });
    expect(transactions[5]).toMatchObject({ category: [] });
    expect(options).toEqual({ today: '2026-04-20', accounts: [{ id: 'card.csv', type: 'credit' }] });
  });

  it('scores a perfect answer 1 everywhere', () => {
    const result = scoreHousehold(household, {
      detectRecurring: () => [
        stream(['card.csv:2', 'card.csv:3', 'card.csv:4', 'card.csv:5'], {
          priceChanges: [{ date: '2026-03-06', fromCents: 1549, toCents: 1799 }],
        }),
      ],
      detectFees: () => ({ fees: [{ transactionId: 'card.csv:7', kind: 'monthly_maintenance' }] }),
    });
    expect(Object.values(result.scores).every((v) => v === 1)).toBe(true);
  });

  it('counts a spurious stream, a wrong cadence, a late price change and a false fee', () => {
    const result = scoreHousehold(household, {
      detectRecurring: () => [
        stream(['card.csv:2', 'card.csv:3', 'card.csv:4'], {
          cadence: 'weekly',
          priceChanges: [{ date: '2026-03-20', fromCents: 1549, toCents: 1799 }],
        }),
        stream(['card.csv:6', 'card.csv:8'], { kind: 'bill' }),
      ],
      detectFees: () => ({
        fees: [
          { transactionId: 'card.csv:7', kind: 'other' },
          { transactionId: 'card.csv:8', kind: 'late' },
        ],
      }),
    });
    expect(result.scores).toMatchObject({
      seriesPrecision: 0.5,
      seriesRecall: 1,
      cadenceAccuracy: 0,
      kindAccuracy: 1,
      priceChangePrecision: 0,
      priceChangeRecall: 0,
      priceChangeF1: 0,
      feePrecision: 0.5,
      feeRecall: 1,
      feeKindAccuracy: 0,
    });
    expect(result.issues.extraStreams).toHaveLength(1);
    expect(result.issues.fees).toContain('extra late: 2026-03-11 LATE NIGHT PIZZA 2100');
  });
});

describe('matchSeries', () => {
  it('needs half of the stream and half of the label', () => {
    const tooSmall = stream(['card.csv:2']);
    const diluted = stream(['card.csv:2', 'card.csv:3', 'x:1', 'x:2', 'x:3']);
    expect(matchSeries([netflix], [tooSmall])).toEqual([]);
    expect(matchSeries([netflix], [diluted])).toEqual([]);
    expect(matchSeries([netflix], [stream(['card.csv:2', 'card.csv:3', 'x:1'])])).toHaveLength(1);
  });

  it('matches a label once: the larger overlap wins, the other stream is a false positive', () => {
    const half = stream(['card.csv:2', 'card.csv:3']);
    const most = stream(['card.csv:3', 'card.csv:4', 'card.csv:5']);
    const matches = matchSeries([netflix], [half, most]);
    expect(matches).toHaveLength(1);
    expect(matches[0]?.stream).toBe(most);
  });
});
