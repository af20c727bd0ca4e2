import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { classifyRecurring, dedupeRecurring, nextDate } from './items';
import { keywordPattern } from './keywords';
import { daysBetween } from '../dates';

describe('nextDate', () => {
  it.each([
    ['2026-11-21', 'weekly', '2026-11-28'],
    ['2026-11-21', 'WEEKLY', '2026-11-28'],
    ['2026-12-28', 'Weekly', '2027-01-04'],
    ['2026-11-21', 'biweekly', '2026-12-05'],
    ['2026-11-21', 'BIWEEKLY', '2026-12-05'],
    ['2026-11-21', 'bi-weekly', '2026-12-05'],
    ['2026-11-21', 'monthly', '2026-12-21'],
    ['2026-01-31', 'MONTHLY', '2026-02-28'],
    ['2024-01-31', 'monthly', '2024-02-29'],
    ['2026-11-30', 'quarterly', '2027-02-28'],
    ['2026-11-21', 'yearly', '2027-11-21'],
    ['2024-02-29', 'ANNUALLY', '2025-02-28'],
    ['2026-11-21', 'annually', '2027-11-21'],
    ['2026-11-21', 'SEMI_MONTHLY', '2026-12-21'],
    ['2026-11-21', 'UNKNOWN', '2026-12-21'],
    ['2026-11-21', '', '2026-12-21'],
    ['2026-11-21', null, '2026-12-21'],
    ['2026-11-21', 'fortnightly', '2026-12-21'],
  ])('%s %j -> %s', (last, frequency, next) => expect(nextDate(last, frequency)).toBe(next));

  it('falls back to exactly 30 days for anything it does not know', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/week|month|quarter|year|annual/i.test(s)),
        (frequency) => {
          expect(daysBetween('2026-11-21', nextDate('2026-11-21', frequency))).toBe(30);
        },
      ),
    );
  });

  it('throws on an invalid last date', () => {
    expect(() => nextDate('2026-02-30', 'weekly')).toThrow(RangeError);
  });
});

describe('classifyRecurring', () => {
  it.each([
    // bill keywords
    [{ description: 'PG&E WEB ONLINE', merchantName: 'PG&E' }, 'bill'],
    [{ description: 'City Water Dept' }, 'bill'],
    [{ description: 'VERIZON WIRELESS' }, 'bill'],
    [{ description: 'Comcast Cable', merchantName: 'Xfinity' }, 'bill'],
    [{ description: 'GEICO *AUTO' }, 'bill'],
    [{ description: 'State Farm Insurance' }, 'bill'],
    [{ description: 'Monthly rent - Oak Apartments' }, 'bill'],
    [{ description: 'ROCKET MORTGAGE' }, 'bill'],
    [{ description: 'NAVIENT STUDENT LOAN' }, 'bill'],
    [{ description: 'Chase card', merchantName: null }, 'bill'],
    [{ description: 'AUTOPAY 123' }, 'bill'],
    [{ description: 'Credit card payment' }, 'bill'],
    // bills win over subscription keywords (spec order)
    [{ description: 'Netflix payment' }, 'bill'],
    // subscription keywords
    [{ description: 'NETFLIX.COM', merchantName: 'Netflix' }, 'subscription'],
    [{ merchantName: 'Spotify' }, 'subscription'],
    [{ description: 'Disney+ monthly' }, 'subscription'],
    [{ description: 'ADOBE *CREATIVE CLOUD' }, 'subscription'],
    [{ description: 'Planet Fitness' }, 'subscription'],
    [{ description: 'Costco Membership' }, 'subscription'],
    // category fallback
    [{ description: 'ACME CO', category: ['RENT_AND_UTILITIES'] }, 'bill'],
    [{ description: 'ACME CO', category: ['RENT_AND_UTILITIES_GAS_AND_ELECTRICITY'] }, 'bill'],
    [{ description: 'ACME CO', category: ['Service', 'Utilities'] }, 'bill'],
    [{ description: 'ACME CO', category: 'LOAN_PAYMENTS_CAR_PAYMENT' }, 'bill'],
    [{ description: 'ACME CO', category: ['credit card payments'] }, 'bill'],
    [{ description: 'ACME CO', category: ['Insurance'] }, 'bill'],
    [{ description: 'Netflix', category: ['RENT_AND_UTILITIES'] }, 'subscription'],
    // otherwise subscription
    [{ description: 'ACME CO', category: ['FOOD_AND_DRINK'] }, 'subscription'],
    [{ description: 'ACME CO', category: ['UTILITIESX'] }, 'subscription'],
    [{}, 'subscription'],
    // whole words only
    [{ description: 'Parent Teacher Assoc' }, 'subscription'],
    [{ description: 'Torrential Games' }, 'subscription'],
    [{ description: 'Bankrate Pro' }, 'subscription'],
  ])('%j -> %s', (input, type) => expect(classifyRecurring(input)).toBe(type));
});

describe('keywordPattern', () => {
  it('matches whole words case-insensitively and escapes specials', () => {
    const pattern = keywordPattern(['at&t', 'disney+', 'mr. cooper']);
    expect(pattern.test('AT&T MOBILITY')).toBe(true);
    expect(pattern.test('DISNEY+')).toBe(true);
    expect(pattern.test('Mr. Cooper')).toBe(true);
    expect(pattern.test('mrx cooper')).toBe(false);
    expect(pattern.test('disney')).toBe(false);
    expect(pattern.test('CAT&TREE')).toBe(false);
  });
});

describe('dedupeRecurring', () => {
  it('keeps the first item of each merchant and description', () => {
    const items = [
      { id: 1, merchantName: 'Netflix', description: 'NETFLIX.COM' },
      { id: 2, merchantName: 'netflix ', description: 'netflix.com' },
      { id: 3, merchantName: 'Netflix', description: 'Netflix Premium' },
      { id: 4, merchantName: null, description: 'NETFLIX.COM' },
      { id: 5, merchantName: '', description: 'NETFLIX.COM' },
    ];
    expect(dedupeRecurring(items).map((item) => item.id)).toEqual([1, 3, 4]);
  });

  it('does not confuse fields that concatenate alike', () => {
    const items = [
      { merchantName: 'a b', description: 'c' },
      { merchantName: 'a', description: 'b c' },
    ];
    expect(dedupeRecurring(items)).toHaveLength(2);
  });

  it('is idempotent and keeps order', () => {
    const itemArb = fc.record({
      merchantName: fc.option(fc.constantFrom('A', 'a', 'B')),
      description: fc.constantFrom('x', 'X', 'y'),
    });
    fc.assert(
      fc.property(fc.array(itemArb), (items) => {
        const once = dedupeRecurring(items);
        expect(dedupeRecurring(once)).toEqual(once);
        const indexes = once.map((item) => items.indexOf(item));
        expect([...indexes].sort((a, b) => a - b)).toEqual(indexes);
      }),
    );
  });
});
