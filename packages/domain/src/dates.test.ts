import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  addMonths,
  addYears,
  compareIso,
  daysBetween,
  daysInMonth,
  endOfMonth,
  fromCalendarDate,
  isIsoDate,
  isLeapYear,
  maxIso,
  minIso,
  startOfMonth,
  startOfYear,
  toCalendarDate,
  toDayNumber,
} from './dates';

/** Arbitrary valid ISO date in 0100..9999 (Date.UTC is a usable oracle from year 100 on). */
const isoDateArb = fc
  .date({ min: new Date(Date.UTC(100, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

function utcOracle(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

describe('isIsoDate', () => {
  it.each(['2026-11-21', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31', '1970-01-01'])(
    'accepts %s',
    (iso) => expect(isIsoDate(iso)).toBe(true),
  );

  it.each([
    '2023-02-29',
    '2100-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-1-01',
    '26-01-01',
    '0000-01-01',
    '2026-01-01T00:00:00Z',
    ' 2026-01-01',
    '2026/01/01',
    '',
    'today',
  ])('rejects %j', (iso) => expect(isIsoDate(iso)).toBe(false));

  it('rejects non-strings', () => {
    expect(isIsoDate(20260101)).toBe(false);
    expect(isIsoDate(null)).toBe(false);
    expect(isIsoDate(undefined)).toBe(false);
  });
});

describe('leap years and month lengths', () => {
  it.each([
    [2024, true],
    [2000, true],
    [2100, false],
    [1900, false],
    [2023, false],
    [2400, true],
  ])('isLeapYear(%d) is %s', (year, leap) => expect(isLeapYear(year)).toBe(leap));

  it('knows every month length', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });
});

describe('toCalendarDate / fromCalendarDate', () => {
  it('round-trips', () => {
    expect(toCalendarDate('2026-11-21')).toEqual({ year: 2026, month: 11, day: 21 });
    expect(fromCalendarDate({ year: 26, month: 1, day: 2 })).toBe('0026-01-02');
  });

  it('throws RangeError for invalid dates', () => {
    expect(() => toCalendarDate('2026-02-30')).toThrow(RangeError);
    expect(() => fromCalendarDate({ year: 2026, month: 2, day: 30 })).toThrow(RangeError);
  });
});

describe('toDayNumber', () => {
  it('counts from the Unix epoch', () => {
    expect(toDayNumber('1970-01-01')).toBe(0);
    expect(toDayNumber('1970-01-02')).toBe(1);
    expect(toDayNumber('1969-12-31')).toBe(-1);
    expect(toDayNumber('2000-03-01')).toBe(11017);
    expect(toDayNumber('0001-01-01')).toBe(-719162);
    expect(toDayNumber('9999-12-31')).toBe(2932896);
  });

  it('agrees with Date.UTC', () => {
    fc.assert(
      fc.property(isoDateArb, (iso) => {
        expect(toDayNumber(iso)).toBe(utcOracle(iso));
      }),
    );
  });
});

describe('addDays', () => {
  it.each([
    ['2026-11-21', 1, '2026-11-22'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2100-02-28', 1, '2100-03-01'],
    ['2000-02-28', 1, '2000-02-29'],
    ['2026-03-08', 1, '2026-03-09'], // US DST start: no shift possible without a time zone
    ['2026-11-01', 1, '2026-11-02'], // US DST end
    ['2026-11-21', -29, '2026-10-23'],
    ['2026-11-21', 0, '2026-11-21'],
    ['2024-01-01', 366, '2025-01-01'],
  ])('%s + %d = %s', (iso, days, expected) => expect(addDays(iso, days)).toBe(expected));

  it('inverts and matches daysBetween', () => {
    fc.assert(
      fc.property(isoDateArb, fc.integer({ min: -20000, max: 20000 }), (iso, days) => {
        fc.pre(toDayNumber(iso) + days >= toDayNumber('0100-01-01'));
        fc.pre(toDayNumber(iso) + days <= toDayNumber('9999-12-31'));
        const moved = addDays(iso, days);
        expect(isIsoDate(moved)).toBe(true);
        expect(daysBetween(iso, moved)).toBe(days);
        expect(addDays(moved, -days)).toBe(iso);
      }),
    );
  });

  it('rejects fractional days and out-of-range results', () => {
    expect(() => addDays('2026-01-01', 0.5)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addDays('0001-01-01', -1)).toThrow(RangeError);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('addMonths', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2100-01-31', 1, '2100-02-28'],
    ['2000-01-31', 1, '2000-02-29'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-11-21', 1, '2026-12-21'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-01-15', -1, '2025-12-15'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-05-31', 3, '2026-08-31'],
    ['2026-01-01', -12, '2025-01-01'],
    ['2026-01-01', 0, '2026-01-01'],
    ['2024-02-29', 12, '2025-02-28'],
  ])('%s + %d months = %s', (iso, months, expected) => expect(addMonths(iso, months)).toBe(expected));

  it('never overflows into the following month and keeps the day when it fits', () => {
    fc.assert(
      fc.property(isoDateArb, fc.integer({ min: -1000, max: 1000 }), (iso, months) => {
        const { year, month, day } = toCalendarDate(iso);
        const index = year * 12 + month - 1 + months;
        fc.pre(index >= 100 * 12 && index < 10000 * 12);
        const result = toCalendarDate(addMonths(iso, months));
        expect(result.year * 12 + result.month - 1).toBe(index);
        expect(result.day).toBe(Math.min(day, daysInMonth(result.year, result.month)));
      }),
    );
  });

  it('rejects results past year 9999', () => {
    expect(() => addMonths('9999-12-01', 1)).toThrow(RangeError);
    expect(() => addMonths('0001-01-01', -1)).toThrow(RangeError);
  });
});

describe('addYears', () => {
  it.each([
    ['2024-02-29', 1, '2025-02-28'],
    ['2024-02-29', 4, '2028-02-29'],
    ['2096-02-29', 4, '2100-02-28'],
    ['2026-11-21', -1, '2025-11-21'],
  ])('%s + %d years = %s', (iso, years, expected) => expect(addYears(iso, years)).toBe(expected));
});

describe('month and year boundaries', () => {
  it.each([
    ['2026-11-21', '2026-11-01', '2026-11-30'],
    ['2024-02-10', '2024-02-01', '2024-02-29'],
    ['2023-02-10', '2023-02-01', '2023-02-28'],
    ['2100-02-01', '2100-02-01', '2100-02-28'],
    ['2000-02-29', '2000-02-01', '2000-02-29'],
    ['2026-12-31', '2026-12-01', '2026-12-31'],
  ])('%s lies in %s..%s', (iso, start, end) => {
    expect(startOfMonth(iso)).toBe(start);
    expect(endOfMonth(iso)).toBe(end);
  });

  it('startOfYear', () => {
    expect(startOfYear('2026-11-21')).toBe('2026-01-01');
  });
});

describe('compareIso, daysBetween, minIso, maxIso', () => {
  it('orders dates', () => {
    expect(compareIso('2026-01-01', '2026-01-02')).toBe(-1);
    expect(compareIso('2026-01-02', '2026-01-01')).toBe(1);
    expect(compareIso('2026-01-01', '2026-01-01')).toBe(0);
    expect(() => compareIso('2026-1-1', '2026-01-01')).toThrow(RangeError);
  });

  it('agrees with string order for valid dates', () => {
    fc.assert(
      fc.property(isoDateArb, isoDateArb, (a, b) => {
        expect(compareIso(a, b)).toBe(a < b ? -1 : a > b ? 1 : 0);
        expect(minIso(a, b)).toBe(a < b ? a : b);
        expect(maxIso(a, b)).toBe(a < b ? b : a);
      }),
    );
  });

  it('counts signed days', () => {
    expect(daysBetween('2026-01-01', '2026-01-02')).toBe(1);
    expect(daysBetween('2026-01-02', '2026-01-01')).toBe(-1);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2100-01-01', '2101-01-01')).toBe(365);
  });
});
