import { describe, expect, it } from 'vitest';
import { toDayNumber } from '../../dates';
import { activeGraceDays } from './cadence';
import { isActive, monthAnchor, nextExpectedDate, timingSpread } from './schedule';
import type { Cadence } from './types';

describe('nextExpectedDate', () => {
  it.each<[Cadence, string[], string]>([
    ['monthly', ['2026-09-18', '2026-10-19'], '2026-11-18'], // a Monday posting for a Sunday 18th
    ['monthly', ['2026-08-31', '2026-09-30', '2026-10-30'], '2026-11-30'], // month end, the 31st clamped
    ['monthly', ['2026-08-01', '2026-08-29', '2026-10-01'], '2026-11-01'], // rent paid early on a Friday
    ['quarterly', ['2026-01-10', '2026-04-10', '2026-07-10'], '2026-10-10'],
    [
      'monthly',
      ['2026-06-03', '2026-07-01', '2026-07-29', '2026-08-26', '2026-09-23', '2026-10-21'],
      '2026-11-18',
    ],
    ['annual', ['2024-12-14', '2025-12-15'], '2026-12-14'],
    ['weekly', ['2026-11-02', '2026-11-09'], '2026-11-16'],
    ['biweekly', ['2026-10-30', '2026-11-13'], '2026-11-27'],
    ['semi_monthly', ['2026-10-15', '2026-10-30'], '2026-11-15'], // 31st anchor paid on Friday the 30th
    ['semi_monthly', ['2026-10-30', '2026-11-13'], '2026-11-30'], // 15th paid on Friday the 13th
  ])('%s after %j is %s', (cadence, dates, expected) => {
    expect(nextExpectedDate(cadence, dates)).toBe(expected);
  });
});

describe('activity and timing', () => {
  it.each<[Cadence, number]>([
    ['weekly', 14],
    ['biweekly', 24],
    ['monthly', 49],
    ['quarterly', 140],
    ['annual', 551],
  ])('%s stays active for %i days after the last charge', (cadence, days) => {
    expect(activeGraceDays(cadence)).toBe(days);
    expect(isActive(cadence, 0, days)).toBe(true);
    expect(isActive(cadence, 0, days + 1)).toBe(false);
  });

  it('reads a month-end anchor as the 31st', () => {
    expect(monthAnchor(['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30'])).toBe(31);
  });

  it('measures how far charges stray from their day', () => {
    expect(timingSpread('monthly', ['2025-01-05', '2025-02-05', '2025-03-06', '2025-04-05'])).toBe(0);
    expect(timingSpread('monthly', ['2025-01-02', '2025-02-09', '2025-03-14', '2025-04-05'])).toBeGreaterThan(
      2,
    );
    expect(timingSpread('weekly', ['2025-01-06', '2025-01-13', '2025-01-21'])).toBeLessThanOrEqual(1);
    expect(toDayNumber('1970-01-08')).toBe(7);
  });
});
