import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDate, formatFilterDate, parseFilterDate } from './date-format';

const isoDateBetween = (minYear: number, maxYear: number) =>
  fc
    .date({
      min: new Date(Date.UTC(minYear, 0, 1)),
      max: new Date(Date.UTC(maxYear, 11, 31)),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));
const isoDateArb = isoDateBetween(1000, 9999);

describe('formatDate', () => {
  it.each([
    ['2026-11-21', 'Nov 21, 2026'],
    ['2026-01-01', 'Jan 1, 2026'],
    ['2024-02-29', 'Feb 29, 2024'],
    ['2026-09-05', 'Sep 5, 2026'],
    ['2026-05-31', 'May 31, 2026'],
  ])('%s -> %s', (iso, text) => expect(formatDate(iso)).toBe(text));

  it('matches Intl en-US short dates in UTC', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    fc.assert(
      fc.property(isoDateArb, (iso) => {
        expect(formatDate(iso)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
      }),
    );
  });

  it('throws on invalid input', () => expect(() => formatDate('2026-02-30')).toThrow(RangeError));
});

describe('formatFilterDate', () => {
  it.each([
    ['2026-11-21', '11/21/26'],
    ['2026-01-05', '01/05/26'],
    ['2000-02-29', '02/29/00'],
    ['1999-12-31', '12/31/99'],
  ])('%s -> %s', (iso, text) => expect(formatFilterDate(iso)).toBe(text));
});

describe('parseFilterDate', () => {
  it.each([
    ['11/21/26', '2026-11-21'],
    ['1/5/26', '2026-01-05'],
    ['02/29/24', '2024-02-29'],
    ['11/21/2026', '2026-11-21'],
    ['12/31/1999', '1999-12-31'],
    [' 11/21/26 ', '2026-11-21'],
    ['12/31/99', '2099-12-31'],
  ])('%j -> %s without a reference date', (text, iso) => expect(parseFilterDate(text)).toBe(iso));

  it('resolves two-digit years into the 100-year window around today, like date-fns', () => {
    expect(parseFilterDate('12/31/99', '2026-11-21')).toBe('1999-12-31');
    expect(parseFilterDate('01/01/76', '2026-11-21')).toBe('1976-01-01');
    expect(parseFilterDate('01/01/75', '2026-11-21')).toBe('2075-01-01');
    expect(parseFilterDate('01/01/70', '2026-11-21')).toBe('2070-01-01');
    expect(parseFilterDate('01/01/48', '1999-06-01')).toBe('2048-01-01');
    expect(parseFilterDate('01/01/49', '1999-06-01')).toBe('1949-01-01');
  });

  it.each([
    '',
    '13/01/26',
    '00/10/26',
    '02/30/26',
    '02/29/23',
    '02/29/00x',
    '11-21-26',
    '2026-11-21',
    '11/21/026',
    '11/21',
    'abc',
  ])('rejects %j', (text) => expect(parseFilterDate(text)).toBeNull());

  it('round-trips formatFilterDate within the window of today', () => {
    fc.assert(
      fc.property(isoDateBetween(1976, 2075), (iso) => {
        expect(parseFilterDate(formatFilterDate(iso), '2026-11-21')).toBe(iso);
      }),
    );
  });
});
