import { describe, expect, it } from 'vitest';
import { periodCoverage } from './period-coverage';
import { PERIOD_LABELS, type PeriodKey } from './period-keys';
import { resolvePeriod } from './periods';

function coverage(key: PeriodKey, today: string, custom?: { from: string; to: string }): string {
  const result = resolvePeriod(key, today, custom);
  if (!result.ok) throw new Error(result.message);
  return periodCoverage(key, result.period);
}

describe('periodCoverage', () => {
  it('keeps the spec labels and says the day counts they stand for', () => {
    expect(PERIOD_LABELS['180']).toBe('Last 6 months');
    expect(PERIOD_LABELS['365']).toBe('Last year');
    expect(coverage('180', '2026-12-07')).toBe(
      'Covers Jun 11, 2026 to Dec 7, 2026: the 180 days up to today.',
    );
    expect(coverage('365', '2026-12-07')).toBe(
      'Covers Dec 8, 2025 to Dec 7, 2026: the 365 days up to today.',
    );
    expect(coverage('30', '2026-12-07')).toBe('Covers Nov 8, 2026 to Dec 7, 2026: the 30 days up to today.');
  });

  it('says the calendar periods are calendar months and quarters', () => {
    expect(coverage('last_month', '2026-12-07')).toBe(
      'Covers Nov 1, 2026 to Nov 30, 2026: the last full calendar month.',
    );
    expect(coverage('last_quarter', '2026-12-07')).toBe(
      'Covers Jul 1, 2026 to Sep 30, 2026: the last full calendar quarter.',
    );
    expect(coverage('this_year', '2026-12-07')).toBe('Covers Jan 1, 2026 to Dec 7, 2026: this year so far.');
  });

  it('counts a custom range and names the ranges without dates', () => {
    expect(coverage('custom', '2026-12-07', { from: '2026-12-01', to: '2026-12-01' })).toBe(
      'Covers Dec 1, 2026 to Dec 1, 2026: 1 day.',
    );
    expect(coverage('custom', '2026-12-07', { from: '2026-11-01', to: '2026-11-30' })).toBe(
      'Covers Nov 1, 2026 to Nov 30, 2026: 30 days.',
    );
    expect(coverage('all', '2026-12-07')).toBe('Covers every transaction up to today.');
    expect(coverage('this_year_to_last_month', '2026-01-15')).toBe(
      'Covers no days yet: no month of this year has ended.',
    );
  });
});
