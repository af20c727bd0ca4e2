import { describe, expect, it } from 'vitest';
import { parseAprInput, parseMinimumInput } from './terms-input.ts';

describe('debt terms input', () => {
  it('takes an APR from 0 to 100 with up to 3 decimals', () => {
    expect(parseAprInput('24.99')).toEqual({ value: 24.99 });
    expect(parseAprInput('7.125%')).toEqual({ value: 7.125 });
    expect(parseAprInput('')).toEqual({});
    for (const bad of ['100.5', '-1', '1.2345', 'abc']) expect(parseAprInput(bad).error).toBeTruthy();
  });

  it('takes a minimum payment as an amount', () => {
    expect(parseMinimumInput('35')).toEqual({ value: 3500 });
    expect(parseMinimumInput('1,234.50')).toEqual({ value: 123450 });
    expect(parseMinimumInput('-5').error).toBeTruthy();
    expect(parseMinimumInput('12.345').error).toBeTruthy();
  });
});
