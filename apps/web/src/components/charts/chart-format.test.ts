import { describe, expect, it } from 'vitest';
import { compactUsd, dateAxisLabel, dayLabel, monthLabel, monthTick, moneyOut } from './chart-format.ts';

describe('chart-format', () => {
  it.each([
    [0, '$0'],
    [99_50, '$100'],
    [1_250_00, '$1.3k'],
    [-350_000_00, '-$350k'],
    [-2_500_000_00, '-$2.5M'],
    [12_000_00, '$12k'],
  ])('compactUsd(%i) = %s', (cents, text) => {
    expect(compactUsd(cents)).toBe(text);
  });

  it('labels months and days', () => {
    expect(monthLabel('2026-11')).toBe('Nov 2026');
    expect(monthLabel('2026-11', true)).toBe('Nov');
    expect(dayLabel('2026-03-05')).toBe('Mar 5');
  });

  it('puts the year on the first tick and on January only', () => {
    expect(['2025-11', '2025-12', '2026-01', '2026-02'].map(monthTick)).toEqual([
      "Nov '25",
      'Dec',
      "Jan '26",
      'Feb',
    ]);
  });

  it('signs money out', () => {
    expect(moneyOut(15_49)).toBe('-$15.49');
  });
});

describe('dateAxisLabel', () => {
  it('names the day within one year and the month and year across years', () => {
    expect(dateAxisLabel('2026-01-01', '2026-11-21')('2026-03-07')).toBe('Mar 7');
    expect(dateAxisLabel('2024-06-01', '2026-11-21')('2025-03-07')).toBe('Mar 2025');
    expect(dateAxisLabel(undefined, undefined)('2026-03-07')).toBe('Mar 7');
  });

  it('keeps the days on a short span across New Year (a 30-day forecast from Dec 8)', () => {
    const label = dateAxisLabel('2026-12-08', '2027-01-06');
    expect(['2026-12-08', '2026-12-18', '2026-12-28', '2027-01-06'].map(label)).toEqual([
      'Dec 8',
      'Dec 18',
      'Dec 28',
      'Jan 6',
    ]);
    expect(dateAxisLabel('2026-09-01', '2027-01-06')('2026-12-18')).toBe('Dec 2026');
  });
});
