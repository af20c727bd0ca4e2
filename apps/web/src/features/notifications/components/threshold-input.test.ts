import { describe, expect, it } from 'vitest';
import { parseCushion, parseThreshold, thresholdText } from './threshold-input.ts';

describe('parseThreshold', () => {
  it.each([
    ['500', { cents: 50_000 }],
    ['$1,250.50', { cents: 125_050 }],
    ['1', { cents: 100 }],
    ['', { error: 'Enter an amount, like 500.00.' }],
    ['abc', { error: 'Enter an amount in dollars, like 500.00.' }],
    ['1.005', { error: 'Enter an amount in dollars, like 500.00.' }],
    ['0.99', { error: 'Enter at least $1.00.' }],
    ['-20', { error: 'Enter at least $1.00.' }],
    ['1000000.01', { error: 'Enter at most $1,000,000.00.' }],
  ])('%j', (input, expected) => {
    expect(parseThreshold(input)).toEqual(expected);
  });

  it('shows stored cents as dollars', () => {
    expect(thresholdText(50_000)).toBe('500.00');
  });
});

describe('parseCushion', () => {
  it.each([
    ['200', { cents: 20_000 }],
    ['0', { cents: 0 }],
    ['', { cents: 0 }],
    ['-5', { error: 'Enter an amount in dollars, like 200.00, or 0.' }],
    ['abc', { error: 'Enter an amount in dollars, like 200.00, or 0.' }],
    ['1000000.01', { error: 'Enter at most $1,000,000.00.' }],
  ])('%j -> %j', (input, expected) => expect(parseCushion(input)).toEqual(expected));
});
