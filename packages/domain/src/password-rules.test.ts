import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PASSWORD_RULES,
  PASSWORD_TOASTS,
  PASSWORD_TOO_LONG_MESSAGE,
  SECURITY_PASSWORD_MISMATCH_MESSAGE,
  invalidPasswordToast,
  isStrongPassword,
  passwordRuleFailures,
  passwordRuleResults,
  profilePasswordError,
  strongPasswordSchema,
} from './password-rules';

const LENGTH = 'Password must be at least 8 characters long';
const UPPER = 'Password must contain at least one uppercase letter';
const LOWER = 'Password must contain at least one lowercase letter';
const SYMBOL = 'Password must contain at least one symbol';

describe('password rules', () => {
  it('has the four spec rules, word for word, in order', () => {
    expect(PASSWORD_RULES.map((rule) => rule.message)).toEqual([LENGTH, UPPER, LOWER, SYMBOL]);
  });

  it('reports every rule with a met flag for the live list', () => {
    expect(passwordRuleResults('')).toEqual([
      { id: 'length', message: LENGTH, met: false },
      { id: 'uppercase', message: UPPER, met: false },
      { id: 'lowercase', message: LOWER, met: false },
      { id: 'symbol', message: SYMBOL, met: false },
    ]);
    expect(passwordRuleResults('Tourniquet!1').every((rule) => rule.met)).toBe(true);
  });

  it.each([
    ['', [LENGTH, UPPER, LOWER, SYMBOL]],
    ['Ab!', [LENGTH]],
    ['abcdefg!', [UPPER]],
    ['ABCDEFG!', [LOWER]],
    ['Abcdefgh', [SYMBOL]],
    ['Abcdefg1', [SYMBOL]],
    ['Abcd efg1', [SYMBOL]],
    ['12345678', [UPPER, LOWER, SYMBOL]],
    ['Abcdefg!', []],
    ['Abcdef_1', []],
    ['Abcdef 1$', []],
    ['Ábcdefg€', []],
    ['Éclair😀x', []],
    ['Passwörd.', []],
    ['Abc!😀😀', [LENGTH]],
  ])('%j fails %j', (password, failures) => {
    expect(passwordRuleFailures(password)).toEqual(failures);
    expect(isStrongPassword(password)).toBe(failures.length === 0);
  });

  it('counts an 8-character password as long enough and 7 as too short', () => {
    expect(passwordRuleFailures('Abcdef!x')).toEqual([]);
    expect(passwordRuleFailures('Abcde!x')).toEqual([LENGTH]);
  });

  it('treats white space as neither letter nor symbol', () => {
    expect(passwordRuleFailures('Abcdefg\t')).toEqual([SYMBOL]);
    expect(passwordRuleFailures('Abcdefg\u00a0')).toEqual([SYMBOL]);
  });

  it('accepts any password built from each character class', () => {
    const part = (chars: string) =>
      fc.string({ unit: fc.constantFrom(...chars), minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(
        part('ABCXYZ'),
        part('abcxyz'),
        part('!@#$%^&*()-_=+[]{};:,.<>/?~`|\'"'),
        part('0123456789'),
        (upper, lower, symbol, digits) => {
          const password = `${upper}${lower}${symbol}${digits}`.padEnd(8, '9');
          expect(passwordRuleFailures(password)).toEqual([]);
        },
      ),
    );
  });
});

describe('strongPasswordSchema', () => {
  it('accepts strong passwords', () => {
    expect(strongPasswordSchema.parse('Tourniquet!1')).toBe('Tourniquet!1');
  });

  it('reports every failing rule', () => {
    const result = strongPasswordSchema.safeParse('abc');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([LENGTH, UPPER, SYMBOL]);
  });

  it('caps the length at 128 characters', () => {
    expect(strongPasswordSchema.safeParse(`Aa!${'x'.repeat(125)}`).success).toBe(true);
    const result = strongPasswordSchema.safeParse(`Aa!${'x'.repeat(126)}`);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([PASSWORD_TOO_LONG_MESSAGE]);
  });

  it('rejects non-strings', () => {
    expect(strongPasswordSchema.safeParse(12345678).success).toBe(false);
  });
});

describe('password toasts and messages', () => {
  it('joins failures for the Invalid Password toast', () => {
    expect(invalidPasswordToast('Tourniquet!1')).toBeNull();
    expect(invalidPasswordToast('abcdefgh')).toEqual({
      title: 'Invalid Password',
      description: `${UPPER}. ${SYMBOL}.`,
    });
  });

  it('keeps the spec texts', () => {
    expect(PASSWORD_TOASTS.signUpMismatch).toEqual({
      title: 'Password Mismatch',
      description: "The passwords you entered don't match. Please try again.",
    });
    expect(PASSWORD_TOASTS.resetRequirementsNotMet).toEqual({
      title: 'Password Requirements Not Met',
      description: 'Please ensure your password meets all requirements.',
    });
    expect(PASSWORD_TOASTS.resetMismatch).toEqual({
      title: "Passwords Don't Match",
      description: 'Please ensure both password fields match.',
    });
    expect(SECURITY_PASSWORD_MISMATCH_MESSAGE).toBe(
      "The passwords you entered don't match. Please try again.",
    );
  });
});

describe('profilePasswordError', () => {
  it.each([
    ['secret', 'secret', null],
    ['abcdef', 'abcdef', null],
    ['abcde', 'abcde', 'Password must be at least 6 characters long'],
    ['', '', 'Password must be at least 6 characters long'],
    ['abcdef', 'abcdeg', 'Passwords do not match'],
    ['abc', 'abd', 'Passwords do not match'],
    ['😀😀😀😀😀😀', '😀😀😀😀😀😀', null],
  ])('%j / %j -> %j', (password, confirm, error) => {
    expect(profilePasswordError(password, confirm)).toBe(error);
  });
});
