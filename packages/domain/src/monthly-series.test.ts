import { describe, expect, it } from 'vitest';
import { monthlySeries, monthsOfRange } from './monthly-series';

describe('monthsOfRange', () => {
  it.each([
    ['2026-01-15', '2026-03-02', ['2026-01', '2026-02', '2026-03']],
    ['2026-02-01', '2026-02-28', ['2026-02']],
    ['2025-12-31', '2026-01-01', ['2025-12', '2026-01']],
    ['2026-03-02', '2026-03-01', []],
  ])('%s..%s', (from, to, expected) => {
    expect(monthsOfRange(from, to)).toEqual(expected);
  });
});

describe('monthlySeries', () => {
  it('fills months without rows with zeros, in order', () => {
    expect(
      monthlySeries([{ month: '2026-03', inCents: 5_00, outCents: 7_00 }], '2026-01-10', '2026-03-09'),
    ).toEqual([
      { month: '2026-01', inCents: 0, outCents: 0 },
      { month: '2026-02', inCents: 0, outCents: 0 },
      { month: '2026-03', inCents: 5_00, outCents: 7_00 },
    ]);
  });

  it('adds rows of the same month, so the totals equal the sum of the rows', () => {
    const rows = [
      { month: '2026-01', inCents: 1_01, outCents: 2_02 },
      { month: '2026-01', inCents: 3_03, outCents: 4_04 },
    ];
    expect(monthlySeries(rows, '2026-01-01', '2026-01-31')).toEqual([
      { month: '2026-01', inCents: 4_04, outCents: 6_06 },
    ]);
  });

  it('refuses a month outside the range rather than drop it', () => {
    expect(() =>
      monthlySeries([{ month: '2025-12', inCents: 1, outCents: 0 }], '2026-01-01', '2026-01-31'),
    ).toThrow(/outside/);
  });
});
