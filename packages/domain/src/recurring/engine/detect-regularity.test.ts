import { describe, expect, it } from 'vitest';
import { addDays } from '../../dates';
import { detectRecurring } from './index';
import { everyDays, monthlyOn, row, rows } from './test-rows';

const TODAY = '2026-11-24';
const only = (streams: ReturnType<typeof detectRecurring>) => {
  expect(streams).toHaveLength(1);
  return streams[0] as (typeof streams)[number];
};

/** Money in for a Zelle credit, money out otherwise. */
const sign = (description: string) => (description.includes('CREDIT') ? -1 : 1);

/** Dates from `start` separated by `gaps` days. */
function afterGaps(start: string, gaps: readonly number[]): string[] {
  const dates = [start];
  for (const gap of gaps) dates.push(addDays(dates[dates.length - 1] as string, gap));
  return dates;
}

describe('detectRecurring: repeated amounts without a regular rhythm are not series', () => {
  it.each<[string, string, number[], number[], 'checking' | 'card']>([
    [
      'Zelle in from the user’s other account, round amounts every 20 to 100 days',
      'Zelle CREDIT From JORDAN REYES Conf# q{i}x',
      [90, 93, 87, 259, 82, 40, 28, 63],
      [10000, 10000, 5000, 20000, 20000, 20000, 10000, 10000, 10000],
      'checking',
    ],
    [
      'Zelle out to family twice in a year',
      'Zelle payment to Emma Halvorsen JPM{i}zsat',
      [190, 354],
      [2500, 2500, 2500],
      'checking',
    ],
    [
      'eight app purchases at one price, mostly a few months apart',
      'APPLE.COM/BILL 866-712-7753 CA',
      [27, 89, 68, 57, 33, 65, 68],
      [499, 499, 499, 499, 499, 499, 499, 499],
      'card',
    ],
    [
      'three stock-photo buys 176 and 291 days apart',
      'ADOBE *STOCK 408-536-6000 CA',
      [176, 291],
      [2999, 2999, 2999],
      'card',
    ],
  ])('%s', (_, description, gaps, amounts, accountId) => {
    const dates = afterGaps('2024-12-09', gaps);
    const transactions = dates.map((date, i) =>
      row(
        date,
        description.replace('{i}', String.fromCharCode(97 + i)),
        sign(description) * (amounts[i] as number),
        {
          accountId,
        },
      ),
    );
    expect(detectRecurring(transactions, { today: TODAY })).toEqual([]);
  });

  it('needs a renewal a year apart to within days for a two-charge annual series, and never on transfers', () => {
    const transfers = rows(['2025-02-05', '2026-01-25'], 'TRANSFER FROM ACCT XXXX0917', -20000);
    const drifting = rows(['2025-02-14', '2026-03-08'], 'KESTREL ANNUAL PLAN', 4900);
    const lunch = rows(['2025-02-14', '2026-02-14'], 'BLUE PLATE DINER', 1875, { category: ['Restaurants'] });
    expect(detectRecurring([...transfers, ...drifting, ...lunch], { today: TODAY })).toEqual([]);
  });

  it('still finds a Zelle rent paid on the 1st every month, as a bill', () => {
    const stream = only(
      detectRecurring(
        rows(monthlyOn('2024-12-01', 1, 24), 'Zelle DEBIT To Marisol Prop Mgmt', 115000, {
          category: ['Transfer'],
        }),
        {
          today: TODAY,
        },
      ),
    );
    expect(stream.cadence).toBe('monthly');
    expect(stream.kind).toBe('bill');
  });
});

describe('detectRecurring: bills with uneven dates, two-charge premiums, payroll paid out', () => {
  it('reads property tax in early February and late June as a semi-annual bill with its rise', () => {
    const dates = ['2025-02-05', '2025-06-20', '2026-02-04', '2026-06-19'];
    const stream = only(
      detectRecurring(
        rows(
          dates,
          (i) => `FRANKLIN CO TREAS REAL ESTATE TAX ${4936087232 + i}`,
          (i) => (i < 2 ? 280416 : 310255),
        ),
        { today: TODAY },
      ),
    );
    expect(stream).toMatchObject({ cadence: 'semi_annual', kind: 'bill' });
    expect(stream.priceChanges).toEqual([{ date: '2026-02-04', fromCents: 280416, toCents: 310255 }]);
  });

  it('finds an annual homeowners premium from two charges with a 12.5% rise', () => {
    const stream = only(
      detectRecurring(
        rows(['2025-03-14', '2026-03-16'], 'USAA P&C DES:AUTOPAY', (i) => (i === 0 ? 141200 : 158800)),
        {
          today: TODAY,
        },
      ),
    );
    expect(stream).toMatchObject({ cadence: 'annual', kind: 'bill' });
    expect(stream.priceChanges).toEqual([{ date: '2026-03-16', fromCents: 141200, toCents: 158800 }]);
  });

  it('finds biweekly payroll debits that vary as staff changes, as a bill', () => {
    const amounts = [191391, 191550, 198520, 174153, 209935, 185141, 148417, 169556, 152714, 194657, 151897];
    const stream = only(
      detectRecurring(
        rows(
          everyDays('2025-11-26', 14, amounts.length),
          (i) => `ELECTRONIC WITHDRAWAL GUSTO NET ${'QWERTYUIOPA'[i]}X${i}`,
          (i) => amounts[i] as number,
        ),
        { today: TODAY },
      ),
    );
    expect(stream).toMatchObject({
      cadence: 'biweekly',
      kind: 'bill',
      variableAmount: true,
      priceChanges: [],
    });
  });

  // Issue 28: a stream's price changes are every step of its fixed amount, for every kind (a cost-of-living
  // rise, a savings transfer lowered).
  it('reports the steps of pay and of a savings transfer as price changes', () => {
    const pay = rows(
      monthlyOn('2024-12-03', 3, 24),
      'SSA TREAS 310 XXSOC SEC',
      (i) => -(i < 12 ? 241200 : 247230),
    );
    const saving = rows(monthlyOn('2024-12-05', 5, 24), 'ONLINE TRANSFER TO SAV XXXX1111', (i) =>
      i < 14 ? 50000 : 30000,
    );
    const streams = detectRecurring([...pay, ...saving], { today: TODAY });
    expect(streams).toHaveLength(2);
    const changes = streams.map((stream) => stream.priceChanges).sort((a, b) => a.length - b.length);
    expect(changes.flat()).toEqual(
      expect.arrayContaining([
        { date: '2025-12-03', fromCents: 241200, toCents: 247230 },
        expect.objectContaining({ fromCents: 50000, toCents: 30000 }),
      ]),
    );
    expect(changes.flat()).toHaveLength(2);
  });
});
