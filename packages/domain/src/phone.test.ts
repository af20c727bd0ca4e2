import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { INVALID_US_PHONE_MESSAGE, isUsPhone, toE164UsPhone } from './phone';

describe('isUsPhone', () => {
  it.each([
    '5551234567',
    '555-123-4567',
    '555.123.4567',
    '555 123 4567',
    '(555) 123-4567',
    '(555)123-4567',
    '(555)1234567',
    '(555) 123 4567',
    '(555).123.4567',
    '+15551234567',
    '+1 555 123 4567',
    '+1-555-123-4567',
    '+1.555.123.4567',
    '+1 (555) 123-4567',
    '+1(555)123-4567',
    '555-123 4567',
    '555123-4567',
    '  555-123-4567  ',
  ])('accepts %j', (phone) => expect(isUsPhone(phone)).toBe(true));

  it.each([
    '',
    '   ',
    '555-1234',
    '1234567',
    '555123456',
    '55512345678',
    '15551234567',
    '1 555 123 4567',
    '+2 555 123 4567',
    '+44 20 7946 0958',
    '+1',
    '(555 123-4567',
    '555) 123-4567',
    '(55) 123-4567',
    '(5555) 123-4567',
    '555--123-4567',
    '555  123 4567',
    '555_123_4567',
    '555/123/4567',
    '555-123-456a',
    'abc-def-ghij',
    '555-123-4567 ext 2',
    '555-1234-567',
    '+1 +1 555 123 4567',
    '++15551234567',
  ])('rejects %j', (phone) => expect(isUsPhone(phone)).toBe(false));

  it('accepts every generated well-formed number', () => {
    const sep = fc.constantFrom('', ' ', '.', '-');
    const digits = (n: number) =>
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
    fc.assert(
      fc.property(
        fc.constantFrom('', '+1', '+1 ', '+1-', '+1.'),
        fc.boolean(),
        digits(3),
        sep,
        digits(3),
        sep,
        digits(4),
        (prefix, parens, area, s1, exchange, s2, line) => {
          const phone = `${prefix}${parens ? `(${area})` : area}${s1}${exchange}${s2}${line}`;
          expect(isUsPhone(phone)).toBe(true);
          expect(toE164UsPhone(phone)).toBe(`+1${area}${exchange}${line}`);
        },
      ),
    );
  });

  it('has the spec message', () => {
    expect(INVALID_US_PHONE_MESSAGE).toBe('Please enter a valid US phone number');
  });
});

describe('toE164UsPhone', () => {
  it('normalises to +1 and ten digits', () => {
    expect(toE164UsPhone('(555) 123-4567')).toBe('+15551234567');
    expect(toE164UsPhone('+1 555.123.4567')).toBe('+15551234567');
    expect(toE164UsPhone('555-1234')).toBeNull();
  });
});
