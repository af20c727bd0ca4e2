import { describe, expect, it } from 'vitest';
import {
  partOfText,
  signedPartCents,
  splitCountProblem,
  splitRemainingCents,
  splitSumProblem,
} from './splits';

describe('splitSumProblem', () => {
  it.each([
    [1299, [1000, 299], null],
    [-1299, [1000, 299], null],
    [1299, [1000, 200], 'The parts add up to $12.00; the transaction is $12.99: $0.99 short'],
    [1299, [1000, 300], 'The parts add up to $13.00; the transaction is $12.99: $0.01 over'],
    [-8412, [8000, 400], 'The parts add up to $84.00; the transaction is $84.12: $0.12 short'],
    [123456, [100000, 23456], null],
  ])('row %i with parts %j -> %s', (row, parts, expected) => {
    expect(splitSumProblem(row, parts)).toBe(expected);
  });
});

describe('splitRemainingCents', () => {
  it('counts down the magnitude whatever the sign', () => {
    expect(splitRemainingCents(-5000, [2000])).toBe(3000);
    expect(splitRemainingCents(5000, [2000, 4000])).toBe(-1000);
  });
});

describe('splitCountProblem', () => {
  it.each([
    [1, 'Split into at least 2 parts'],
    [2, null],
    [10, null],
    [11, 'Split into at most 10 parts'],
  ])('%i parts -> %s', (count, expected) => {
    expect(splitCountProblem(count)).toBe(expected);
  });
});

describe('signedPartCents', () => {
  it('gives each part the row sign', () => {
    expect(signedPartCents(8412, 5000)).toBe(5000);
    expect(signedPartCents(-8412, 5000)).toBe(-5000);
  });
});

describe('partOfText', () => {
  it('names the whole charge and its merchant', () => {
    expect(partOfText(8412, 'Costco')).toBe('Part of $84.12 at Costco');
    expect(partOfText(-8412, ' ')).toBe('Part of $84.12');
  });
});
