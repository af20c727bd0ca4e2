import { describe, expect, it } from 'vitest';
import { isVariableAmount, median, priceChangesOf } from './amounts';

const dates = (n: number) => Array.from({ length: n }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}-10`);

describe('isVariableAmount', () => {
  it.each([
    [[1549, 1549, 1549, 1549, 1549, 1549], false],
    [[1549, 1549, 1549, 1799, 1799, 1799, 1799], false],
    [[7500, 7500, 6000, 6000, 6000, 6500, 6500, 6500], false],
    [[1549, 1549, 1549, 1620, 1549, 1549, 1549, 1549], false],
    [[8123, 9350, 11210, 10480, 7790, 8833, 12010], true],
    [[2499, 2600, 2499, 2750, 2499, 2600, 2499, 2720, 2499], true],
    [[9900, 9900], false],
    [[9900, 10900], false],
    [[4500, 4700, 4400], true],
    // A premium stepping twice: the middle price holds for two charges.
    [[61240, 65590, 65590, 70120], false],
    [[4500, 4500, 4700, 4400], true],
  ])('%j -> %s', (amounts, expected) => {
    expect(isVariableAmount(amounts)).toBe(expected);
  });
});

describe('priceChangesOf', () => {
  it('reports each step on its first charge, from the last price to the new one', () => {
    expect(priceChangesOf([1549, 1549, 1799, 1799, 1999], dates(5))).toEqual([
      { date: '2025-03-10', fromCents: 1549, toCents: 1799 },
      { date: '2025-05-10', fromCents: 1799, toCents: 1999 },
    ]);
  });

  it('ignores a one-off charge in the middle and keeps a promotional first term', () => {
    expect(priceChangesOf([1549, 1549, 1620, 1549, 1549], dates(5))).toEqual([]);
    expect(priceChangesOf([9000, 12000, 12000, 12000], dates(4))).toEqual([
      { date: '2025-02-10', fromCents: 9000, toCents: 12000 },
    ]);
  });
});

describe('priceChangesOf on short series', () => {
  it('reports both steps of a premium that rises twice in four charges', () => {
    expect(priceChangesOf([61240, 65590, 65590, 70120], dates(4))).toEqual([
      { date: '2025-02-10', fromCents: 61240, toCents: 65590 },
      { date: '2025-04-10', fromCents: 65590, toCents: 70120 },
    ]);
  });
});

describe('median', () => {
  it('is the middle value, or the rounded mean of the two middle values', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([1, 2, 3, 5])).toBe(3);
    expect(median([])).toBe(0);
  });
});
