import { describe, expect, it } from 'vitest';
import { aprText, monthsInWords } from './debt-text.ts';

describe('debt text', () => {
  it('says months in years and months', () => {
    expect(monthsInWords(1)).toBe('1 month');
    expect(monthsInWords(11)).toBe('11 months');
    expect(monthsInWords(12)).toBe('1 year');
    expect(monthsInWords(27)).toBe('2 years 3 months');
  });

  it('marks an APR that is not the provider’s', () => {
    expect(aprText(21.99, 'provider')).toBe('21.99% APR');
    expect(aprText(23, 'estimated')).toBe('23% APR (estimated)');
    expect(aprText(7.125, 'user')).toBe('7.125% APR (yours)');
    expect(aprText(null, null)).toBe('APR unknown');
  });
});
