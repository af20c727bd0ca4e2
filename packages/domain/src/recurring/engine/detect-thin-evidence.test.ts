import { describe, expect, it } from 'vitest';
import { addDays } from '../../dates';
import type { LedgerAccount } from '../../ledger/ledger-transaction';
import { detectRecurring } from './index';
import { everyDays, monthlyOn, row, rows } from './test-rows';

const TODAY = '2026-11-24';
const accounts: LedgerAccount[] = [
  { id: 'checking', type: 'depository' },
  { id: 'card', type: 'credit' },
];
const detect = (transactions: Parameters<typeof detectRecurring>[0]) =>
  detectRecurring(transactions, { today: TODAY, accounts });

describe('detectRecurring: every other week with sessions missed', () => {
  it('a co-pay every other Wednesday, one session in seven missed, is biweekly (not twice a month)', () => {
    const dates = everyDays('2025-01-08', 14, 40).filter((_, i) => i % 7 !== 3);
    const streams = detect(rows(dates, () => 'SQ *MINDFUL THERAPY', 3_000, { accountId: 'card' }));
    expect(streams.map((s) => [s.cadence, s.transactionIds.length])).toEqual([['biweekly', dates.length]]);
  });

  it('sessions moved a day or two stay biweekly', () => {
    const shifts = [0, 0, 2, 0, -1, 0, 1];
    const dates = everyDays('2025-01-08', 14, 40)
      .filter((_, i) => i % 6 !== 3)
      .map((d, i) => addDays(d, shifts[i % 7]!));
    const streams = detect(rows(dates, () => 'SQ *MINDFUL THERAPY', 3_000, { accountId: 'card' }));
    expect(streams.map((s) => s.cadence)).toEqual(['biweekly']);
  });

  it('pay on the 1st and the 15th stays twice a month', () => {
    const dates = monthlyOn('2025-01-01', 1, 18).flatMap((d) => [d, addDays(d, 14)]);
    const streams = detect(rows(dates, () => 'ACME CORP PAYROLL', -250_000));
    expect(streams.map((s) => s.cadence)).toEqual(['semi_monthly']);
  });
});

describe('detectRecurring: a renewal seen three times with one price step', () => {
  it('a membership a year apart, its date drifting two weeks and its price up 30%, is an annual series', () => {
    const streams = detect([
      row('2024-10-02', 'WAREHOUSE CLUB MEMBERSHIP', 6_500, { accountId: 'card' }),
      row('2025-10-16', 'WAREHOUSE CLUB MEMBERSHIP', 6_500, { accountId: 'card' }),
      row('2026-10-04', 'WAREHOUSE CLUB MEMBERSHIP', 8_500, { accountId: 'card' }),
    ]);
    expect(streams.map((s) => [s.cadence, s.transactionIds.length])).toEqual([['annual', 3]]);
    expect(streams[0]?.priceChanges).toEqual([{ date: '2026-10-04', fromCents: 6_500, toCents: 8_500 }]);
  });

  it('three buys a year apart at a shop that sells near those prices are not', () => {
    const streams = detect([
      row('2024-10-02', 'HARDWARE HANK', 6_500, { accountId: 'card' }),
      row('2025-10-16', 'HARDWARE HANK', 6_500, { accountId: 'card' }),
      row('2026-10-04', 'HARDWARE HANK', 8_500, { accountId: 'card' }),
      row('2026-03-04', 'HARDWARE HANK', 9_231, { accountId: 'card' }),
    ]);
    expect(streams).toEqual([]);
  });
});

describe('detectRecurring: a weekly box under the grocer’s own text', () => {
  it('takes none of the grocer’s other sales beside it, so its one price step is the only one', () => {
    const box = everyDays('2025-01-06', 7, 60);
    // Shopping two days after most boxes, at other prices, under the same text.
    const shopping = box.filter((_, i) => i % 3 !== 1).map((d, i) => addDays(d, 2 + (i % 2)));
    const streams = detect([
      ...rows(
        box,
        () => 'HY-VEE ANKENY 1410',
        (i) => (i < 30 ? 6_294 : 6_594),
        { accountId: 'card' },
      ),
      ...rows(
        shopping,
        () => 'HY-VEE ANKENY 1410',
        (i) => 4_117 + ((i * 3_301) % 9_000),
        { accountId: 'card' },
      ),
      // A sale a week before the first box, at about its price.
      row('2024-12-30', 'HY-VEE ANKENY 1410', 6_629, { accountId: 'card' }),
    ]);
    const weekly = streams.filter((s) => s.cadence === 'weekly');
    expect(weekly).toHaveLength(1);
    expect(weekly[0]?.transactionIds).toHaveLength(60);
    expect(weekly[0]?.priceChanges).toEqual([{ date: box[30], fromCents: 6_294, toCents: 6_594 }]);
  });
});
