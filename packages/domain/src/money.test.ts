import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  absCents,
  centsToDecimalString,
  dollarsToCents,
  formatUsd,
  parseAmountToCents,
  sumCents,
} from './money';

describe('formatUsd', () => {
  it.each([
    [0, '$0.00'],
    [1, '$0.01'],
    [10, '$0.10'],
    [99, '$0.99'],
    [100, '$1.00'],
    [123456, '$1,234.56'],
    [100000, '$1,000.00'],
    [99999, '$999.99'],
    [123456789012, '$1,234,567,890.12'],
    [-1200, '-$12.00'],
    [-1, '-$0.01'],
    [-123456, '-$1,234.56'],
    [-0, '$0.00'],
    [Number.MAX_SAFE_INTEGER, '$90,071,992,547,409.91'],
  ])('formats %d cents as %s', (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });

  it('agrees with Intl en-US currency formatting on cents/100', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(formatUsd(cents)).toBe(intl.format(cents / 100).replace('-0', '0'));
      }),
    );
  });

  it('rejects non-integer cents instead of hiding float drift', () => {
    expect(() => formatUsd(0.1 + 0.2)).toThrow(RangeError);
    expect(() => formatUsd(Number.NaN)).toThrow(RangeError);
    expect(() => formatUsd(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });
});

describe('centsToDecimalString', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [-1234, '-12.34'],
    [123456, '1234.56'],
    [-0, '0.00'],
  ])('%d -> %s', (cents, text) => {
    expect(centsToDecimalString(cents)).toBe(text);
  });

  it('round-trips through parseAmountToCents', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (cents) => {
        expect(parseAmountToCents(centsToDecimalString(cents))).toBe(cents);
      }),
    );
  });
});

describe('parseAmountToCents', () => {
  it.each([
    ['12.3', 1230],
    ['12.30', 1230],
    ['12', 1200],
    ['12.', 1200],
    ['.5', 50],
    ['0.05', 5],
    ['0', 0],
    ['-0', 0],
    ['1,234.56', 123456],
    ['1,234,567', 123456700],
    ['$1,234.56', 123456],
    ['  42.00  ', 4200],
    ['-12.34', -1234],
    ['-$5', -500],
    ['007.10', 710],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
  ])('parses %j as %d', (input, cents) => {
    expect(parseAmountToCents(input)).toBe(cents);
  });

  it('never returns negative zero', () => {
    expect(Object.is(parseAmountToCents('-0.00'), 0)).toBe(true);
  });

  it.each([
    '',
    '   ',
    '.',
    '-',
    '$',
    'abc',
    '12abc',
    '1.234',
    '12.345',
    '1,23',
    '1,2345',
    '12,34.5',
    ',123',
    '1.2.3',
    '+5',
    '--5',
    '$-5',
    '1e5',
    'NaN',
    'Infinity',
    '1 000',
    '90071992547409.92',
  ])('rejects %j', (input) => {
    expect(parseAmountToCents(input)).toBeNull();
  });

  it('parses any two-decimal amount it is given', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e12 }), fc.nat({ max: 99 }), (dollars, cents) => {
        const input = `${dollars}.${String(cents).padStart(2, '0')}`;
        expect(parseAmountToCents(input)).toBe(dollars * 100 + cents);
      }),
    );
  });
});

describe('dollarsToCents', () => {
  it.each([
    [12.34, 1234],
    [1.005, 101],
    [1.015, 102],
    [2.675, 268],
    [8.345, 835],
    [0.285, 29],
    [0.1 + 0.2, 30],
    [-1.005, -101],
    [-12.34, -1234],
    [0, 0],
    [0.001, 0],
    [0.005, 1],
    [-0.004, 0],
    [1e-7, 0],
    [123456.789, 12345679],
  ])('converts %d dollars', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it('handles exponent notation of large values', () => {
    expect(dollarsToCents(1e13)).toBe(1e15);
    expect(() => dollarsToCents(1e15)).toThrow(RangeError);
    expect(() => dollarsToCents(1.5e21)).toThrow(RangeError);
  });

  it('never returns negative zero', () => {
    expect(Object.is(dollarsToCents(-0), 0)).toBe(true);
    expect(Object.is(dollarsToCents(-0.001), 0)).toBe(true);
  });

  it('rejects non-finite numbers', () => {
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
    expect(() => dollarsToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('is exact for every amount written with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(dollarsToCents(Number(centsToDecimalString(cents)))).toBe(cents === 0 ? 0 : cents);
      }),
    );
  });

  it('is odd-symmetric', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (dollars) => {
        expect(dollarsToCents(-dollars)).toBe(-dollarsToCents(dollars) || 0);
      }),
    );
  });
});

describe('sumCents and absCents', () => {
  it('adds integer cents exactly', () => {
    expect(sumCents([])).toBe(0);
    expect(sumCents([10, 20])).toBe(30);
    expect(sumCents([1234, -1234, 1])).toBe(1);
    expect(sumCents(new Set([5, 7]))).toBe(12);
  });

  it('matches a BigInt sum', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e12, max: 1e12 })), (amounts) => {
        const exact = amounts.reduce((total, amount) => total + BigInt(amount), 0n);
        expect(BigInt(sumCents(amounts))).toBe(exact);
      }),
    );
  });

  it('refuses floats and overflow', () => {
    expect(() => sumCents([1, 0.5])).toThrow(RangeError);
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });

  it('absCents', () => {
    expect(absCents(-1234)).toBe(1234);
    expect(absCents(1234)).toBe(1234);
    expect(Object.is(absCents(-0), 0)).toBe(true);
    expect(() => absCents(1.5)).toThrow(RangeError);
  });
});
