import { describe, expect, it } from 'vitest';
import { dueIn, priceRises, renewals } from './bleed-alerts.ts';
import { streamFixture as stream } from './stream-fixture.ts';

describe('priceRises', () => {
  it('shows the latest step when it went up, with the yearly impact at the cadence', () => {
    const rises = priceRises([
      stream({
        id: 'netflix',
        priceChanges: [
          { date: '2026-02-10', fromCents: 1549, toCents: 1799 },
          { date: '2025-01-10', fromCents: 1399, toCents: 1549 },
        ],
      }),
      stream({
        id: 'times',
        cadence: 'weekly',
        priceChanges: [{ date: '2026-04-07', fromCents: 400, toCents: 625 }],
      }),
    ]);
    expect(rises.map((r) => [r.stream.id, r.date, r.fromCents, r.toCents, r.yearlyImpactCents])).toEqual([
      ['times', '2026-04-07', 400, 625, 225 * 52],
      ['netflix', '2026-02-10', 1549, 1799, 250 * 12],
    ]);
  });

  it('leaves out price drops, variable bills and streams not listed', () => {
    const up = [{ date: '2026-02-10', fromCents: 1000, toCents: 1200 }];
    const rises = priceRises([
      stream({ id: 'down', priceChanges: [...up, { date: '2026-06-10', fromCents: 1200, toCents: 999 }] }),
      stream({ id: 'variable', kind: 'bill', variableAmount: true, priceChanges: up }),
      stream({ id: 'dismissed', status: 'dismissed', priceChanges: up }),
      stream({ id: 'pay', kind: 'income', direction: 'inflow', priceChanges: up }),
      stream({ id: 'none' }),
    ]);
    expect(rises).toEqual([]);
  });
});

describe('renewals', () => {
  const today = '2026-11-21';

  it('lists quarterly, 6-monthly and yearly charges due within 30 days, soonest first', () => {
    const list = renewals(
      [
        stream({ id: 'prime', cadence: 'annual', nextDate: '2026-12-21' }),
        stream({ id: 'razors', cadence: 'quarterly', nextDate: '2026-11-21' }),
        stream({ id: 'insurance', kind: 'bill', cadence: 'semi_annual', nextDate: '2026-12-01' }),
        stream({ id: 'later', cadence: 'annual', nextDate: '2026-12-22' }),
        stream({ id: 'monthly', cadence: 'monthly', nextDate: '2026-11-25' }),
        stream({ id: 'cancelled', cadence: 'annual', nextDate: '2026-12-01', status: 'cancelled' }),
      ],
      today,
    );
    expect(list.map((r) => [r.stream.id, r.daysUntil])).toEqual([
      ['razors', 0],
      ['insurance', 10],
      ['prime', 30],
    ]);
  });

  it('keeps a running renewal whose date passed without the charge yet', () => {
    const list = renewals([stream({ cadence: 'annual', nextDate: '2026-11-19' })], today);
    expect(list.map((r) => r.daysUntil)).toEqual([-2]);
  });

  it('says when in words', () => {
    expect([-2, 0, 1, 19].map(dueIn)).toEqual(['due now', 'today', 'tomorrow', 'in 19 days']);
  });
});
