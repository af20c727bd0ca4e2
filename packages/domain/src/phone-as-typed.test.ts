import { describe, expect, it } from 'vitest';
import { formatUsPhoneAsTyped, isUsPhone } from './phone';

describe('formatUsPhoneAsTyped', () => {
  it.each([
    ['5', '5'],
    ['555', '(555)'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
    ['555.123.4567', '(555) 123-4567'],
    ['15551234567', '+1 (555) 123-4567'],
    ['+1555', '+1 (555)'],
    ['+1 (555) 123-45678', '+1 (555) 123-45678'],
    ['555123456789', '555123456789'],
    ['call me', 'call me'],
    ['', ''],
  ])('%j reads %j', (typed, shown) => {
    expect(formatUsPhoneAsTyped(typed)).toBe(shown);
  });

  it('a whole number formatted is still a valid US number', () => {
    for (const typed of ['5551234567', '15551234567', '(555)1234567'])
      expect(isUsPhone(formatUsPhoneAsTyped(typed))).toBe(true);
  });
});
