import { describe, expect, it } from 'vitest';
import { parseAmount } from './parse-amount.ts';

describe('parseAmount', () => {
  it.each([
    ['-15.49', -1549],
    ['15.49', 1549],
    ['$1,234.56', 123456],
    ['-$1,234.56', -123456],
    ['$-1,234.56', -123456],
    ['(15.49)', -1549],
    ['($15.49)', -1549],
    ['15.49-', -1549],
    ['+15.49', 1549],
    ['USD 12.00', 1200],
    ['12.00 USD', 1200],
    ['\u221215.49', -1549],
    ['1,234', 123400],
    ['.5', 50],
    ['7', 700],
    ['-15.4900', -1549],
    ['2500.0000', 250000],
    [' 1\u00a0234.00 ', 'invalid'],
    ['0.00', 0],
    ['-0.00', 0],
  ])('reads %j as %j cents', (raw, cents) => {
    const parsed = parseAmount(raw);
    expect(typeof parsed === 'object' ? parsed.cents : parsed).toBe(cents);
  });

  it('keeps exact cents where floats would drift', () => {
    expect(parseAmount('0.29')).toEqual({ cents: 29, direction: null });
    expect(parseAmount('1.15')).toEqual({ cents: 115, direction: null });
    expect(parseAmount('9,999,999,999.99')).toEqual({ cents: 999_999_999_999, direction: null });
  });

  it('reads CR and DR markers as the direction of the money, whatever the sign convention', () => {
    expect(parseAmount('12.00 CR')).toEqual({ cents: 1200, direction: 'in' });
    expect(parseAmount('12.00CR')).toEqual({ cents: 1200, direction: 'in' });
    expect(parseAmount('45.10 DR')).toEqual({ cents: 4510, direction: 'out' });
    expect(parseAmount('45.10 dr.')).toEqual({ cents: 4510, direction: 'out' });
  });

  it('calls an empty cell blank, so a Debit/Credit pair can leave one side empty', () => {
    expect(parseAmount('')).toBe('blank');
    expect(parseAmount('   ')).toBe('blank');
    expect(parseAmount('-')).toBe('blank');
    expect(parseAmount('$')).toBe('blank');
  });

  it.each([
    'abc',
    '1.234,56',
    '12.345',
    '1,23.45',
    '12..5',
    '$ 12 34',
    'CR',
    '1e5',
    'NaN',
    '99999999999999.00',
  ])('rejects %j without throwing', (raw) => {
    expect(parseAmount(raw)).toBe('invalid');
  });
});
