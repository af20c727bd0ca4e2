import { describe, expect, it } from 'vitest';
import { wholeMonthsWithin } from './whole-months';

describe('wholeMonthsWithin', () => {
  it('keeps a range that starts and ends on month boundaries whole', () => {
    expect(wholeMonthsWithin('2026-01-01', '2026-03-31')).toEqual({
      first: '2026-01-01',
      last: '2026-03-31',
    });
  });
  it('leaves out the partial months at both edges', () => {
    expect(wholeMonthsWithin('2025-11-22', '2026-11-21')).toEqual({
      first: '2025-12-01',
      last: '2026-10-31',
    });
  });
  it('counts a leap February as whole only to its 29th', () => {
    expect(wholeMonthsWithin('2024-02-01', '2024-02-28')).toBeNull();
    expect(wholeMonthsWithin('2024-02-01', '2024-02-29')).toEqual({
      first: '2024-02-01',
      last: '2024-02-29',
    });
  });
  it('finds none in 30 days that straddle two months, or in an empty range', () => {
    expect(wholeMonthsWithin('2026-10-23', '2026-11-21')).toBeNull();
    expect(wholeMonthsWithin('2026-11-21', '2026-10-23')).toBeNull();
  });
  it('crosses a year end', () => {
    expect(wholeMonthsWithin('1970-01-01', '2026-01-15')).toEqual({
      first: '1970-01-01',
      last: '2025-12-31',
    });
  });
});
