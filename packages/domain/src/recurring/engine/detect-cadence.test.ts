import { describe, expect, it } from 'vitest';
import { addDays } from '../../dates';
import { detectRecurring } from './index';
import { businessDay, everyDays, monthlyOn, rows } from './test-rows';

const TODAY = '2026-11-24';
const only = (streams: ReturnType<typeof detectRecurring>) => {
  expect(streams).toHaveLength(1);
  return streams[0] as (typeof streams)[number];
};

describe('detectRecurring: cadences, shifts and clamping', () => {
  it.each([
    ['weekly', everyDays('2026-03-02', 7, 38), 'weekly'],
    ['biweekly', everyDays('2025-01-03', 14, 50), 'biweekly'],
    ['quarterly', monthlyOn('2024-12-10', 10, 24).filter((_, i) => i % 3 === 0), 'quarterly'],
    ['semi-annual', monthlyOn('2024-12-05', 5, 24).filter((_, i) => i % 6 === 0), 'semi_annual'],
    ['annual', ['2024-12-14', '2025-12-14', '2026-11-14'].slice(0, 2), 'annual'],
  ])('finds a %s series', (_, dates, cadence) => {
    const stream = only(detectRecurring(rows(dates, 'LAWN PROS LLC', 4500), { today: TODAY }));
    expect(stream.cadence).toBe(cadence);
    expect(stream.transactionIds).toHaveLength(dates.length);
  });

  it('keeps a monthly charge whose weekend dates post on the Friday before or the Monday after', () => {
    const back = monthlyOn('2024-11-01', 1, 25, 'back');
    const forward = monthlyOn('2024-11-18', 18, 24, 'forward');
    const streams = detectRecurring(
      [
        ...rows(back, 'CORTLAND MGMT DES:RENT PMT', 185000),
        ...rows(forward, 'DUKE ENERGY DES:BILL PAY', 9000),
      ],
      { today: TODAY },
    );
    expect(streams.map((s) => [s.cadence, s.transactionIds.length]).sort()).toEqual([
      ['monthly', 24],
      ['monthly', 25],
    ]);
  });

  it('keeps a charge anchored on the 31st that posts on the 28th, 29th or 30th, and says so', () => {
    const dates = monthlyOn('2024-11-30', 31, 24);
    expect(dates).toContain('2025-02-28');
    const stream = only(
      detectRecurring(rows(dates, 'AUDIBLE*HEV2UYWZF AMZN.COM/BILL NJ', 1495), { today: TODAY }),
    );
    expect(stream.cadence).toBe('monthly');
    expect(stream.why).toContain('at month end');
    expect(stream.nextDate).toBe('2026-11-30');
  });

  it('tells semi-monthly pay (15th and last business day) from biweekly pay', () => {
    const semi = monthlyOn('2024-11-15', 15, 24, 'back').flatMap((d, i) => [
      d,
      businessDay(monthlyOn('2024-11-30', 31, 24)[i] as string, 'back'),
    ]);
    const streams = detectRecurring(
      [
        ...rows(semi, 'ACME CORP DES:PAYROLL ID:XXXXX1 INDN:DOE PPD', -241212),
        ...rows(everyDays('2024-11-08', 14, 52), 'GUSTO PAY 0635144026', -180000, { accountId: 'other' }),
      ],
      { today: TODAY },
    );
    const byAccount = Object.fromEntries(streams.map((s) => [s.accountId, s.cadence]));
    expect(byAccount).toEqual({ checking: 'semi_monthly', other: 'biweekly' });
  });

  it('keeps one series through skipped months and a pause of several months', () => {
    const dates = monthlyOn('2024-11-12', 12, 25).filter((_, i) => i !== 3 && (i < 10 || i > 14));
    const stream = only(detectRecurring(rows(dates, 'CRUNCH FITNESS', 2499), { today: TODAY }));
    expect(stream.transactionIds).toHaveLength(dates.length);
    expect(stream.active).toBe(true);
  });

  it('marks a series that ended as inactive, with a cadence-aware grace', () => {
    const hulu = rows(monthlyOn('2024-11-21', 21, 8), 'PAYPAL *HULU', 999);
    const stream = only(detectRecurring(hulu, { today: TODAY }));
    expect(stream.active).toBe(false);
    const recent = rows(monthlyOn('2026-05-21', 21, 5), 'PAYPAL *HULU', 999); // last 2026-09-21: 64 days
    expect(only(detectRecurring(recent, { today: TODAY })).active).toBe(false);
    const current = rows(monthlyOn('2026-06-21', 21, 5), 'PAYPAL *HULU', 999); // last 2026-10-21: 34 days
    expect(only(detectRecurring(current, { today: TODAY })).active).toBe(true);
  });

  it('lets a late re-presented debit (a bounce, then six days later) stay in its month', () => {
    const dates = monthlyOn('2024-11-01', 1, 24).map((d) => (d === '2025-09-01' ? '2025-09-09' : d));
    const stream = only(detectRecurring(rows(dates, 'BLUE SHIELD CA INS PREM', 41200), { today: TODAY }));
    expect(stream.transactionIds).toHaveLength(24);
  });

  it('reads estimated taxes on the IRS dates (Apr, Jun, Sep, Jan) as quarterly', () => {
    const dates = [
      '2025-01-15',
      '2025-04-15',
      '2025-06-16',
      '2025-09-15',
      '2026-01-15',
      '2026-04-15',
      '2026-06-15',
      '2026-09-15',
    ];
    const stream = only(
      detectRecurring(
        rows(dates, 'IRS USATAXPYMT 1035294275', (i) => 210000 + i * 13711),
        { today: TODAY },
      ),
    );
    expect([stream.cadence, stream.kind]).toEqual(['quarterly', 'bill']);
  });

  it('needs three monthly charges but accepts an annual fee seen twice at the same price', () => {
    expect(
      detectRecurring(rows(monthlyOn('2026-09-05', 5, 2), 'SPOTIFY USA', 1199), { today: TODAY }),
    ).toEqual([]);
    expect(
      detectRecurring(rows(monthlyOn('2026-08-05', 5, 3), 'SPOTIFY USA', 1199), { today: TODAY }),
    ).toHaveLength(1);
    const prime = rows(['2024-12-14', '2025-12-15'], 'Amazon Prime*2K8TY1', 13900);
    expect(only(detectRecurring(prime, { today: TODAY })).cadence).toBe('annual');
  });

  it('keeps one series when the bank renames the merchant partway', () => {
    const dates = monthlyOn('2024-11-12', 12, 24);
    const comcast = rows(
      dates,
      (i) => (i < 10 ? 'COMCAST DES:CABLE ID:7188839177' : 'COMCAST DES:XFINITY ID:7188839177'),
      8000,
    );
    const stream = only(detectRecurring(comcast, { today: TODAY }));
    expect(stream.transactionIds).toHaveLength(24);
    expect(stream.key).toBe('checking:comcast cable:outflow:monthly');
  });

  it.each([
    ['three months in its middle', [17, 18, 19]],
    ['several stretches of months', [0, 1, 2, 8, 9, 10, 16, 17, 18, 19]],
  ])('keeps one series when %s print another club name', (_, otherClub) => {
    // A climbing gym billed from its home club in some months and from another club in others.
    const dates = monthlyOn('2025-01-03', 3, 23);
    const gym = rows(
      dates,
      (i) => `MOVEMENT CLIMBING ${otherClub.includes(i) ? 'BAKER' : 'RINO'} DENVER CO`,
      9900,
      { accountId: 'card' },
    );
    const stream = only(detectRecurring(gym, { today: TODAY }));
    expect(stream.transactionIds).toHaveLength(23);
  });

  it('keeps two live plans at one merchant apart, whatever their names', () => {
    // Both charge every month on the same day: two series, never one.
    const dates = monthlyOn('2025-01-03', 3, 12);
    const plans = [
      ...rows(dates, 'MOVEMENT CLIMBING RINO DENVER CO', 9900, { accountId: 'card' }),
      ...rows(dates, 'MOVEMENT CLIMBING BAKER DENVER CO', 9500, { accountId: 'card' }),
    ];
    expect(detectRecurring(plans, { today: TODAY }).map((s) => s.transactionIds.length)).toEqual([12, 12]);
  });

  it('ignores transactions after today', () => {
    const dates = monthlyOn('2026-08-05', 5, 6);
    const streams = detectRecurring(rows(dates, 'NETFLIX.COM', 1799), { today: addDays('2026-10-05', 1) });
    expect(only(streams).lastDate).toBe('2026-10-05');
    expect(only(streams).transactionIds).toHaveLength(3);
  });
});
