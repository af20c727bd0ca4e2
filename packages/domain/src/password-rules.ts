import { z } from 'zod';

/** Password rules of docs/product.md#5-validation. Messages are product text: keep them word for word. */

export const PASSWORD_MIN_LENGTH = 8;
export const PROFILE_PASSWORD_MIN_LENGTH = 6;
/** Not in the spec: a ceiling so nobody can make the server hash megabytes. */
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordRuleId = 'length' | 'uppercase' | 'lowercase' | 'symbol';

export interface PasswordRule {
  id: PasswordRuleId;
  message: string;
  test: (password: string) => boolean;
}

/** Length counts code points, so an emoji is one character, as a person would count it. */
export function passwordLength(password: string): number {
  return [...password].length;
}

// Unicode-aware: 'É' is an uppercase letter. A symbol is anything that is not a letter, digit or space
// (punctuation, currency signs, emoji...), so "Pass word1" has no symbol but "Pass_word1" has one.
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    message: 'Password must be at least 8 characters long',
    test: (password) => passwordLength(password) >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'uppercase',
    message: 'Password must contain at least one uppercase letter',
    test: (password) => /\p{Lu}/u.test(password),
  },
  {
    id: 'lowercase',
    message: 'Password must contain at least one lowercase letter',
    test: (password) => /\p{Ll}/u.test(password),
  },
  {
    id: 'symbol',
    message: 'Password must contain at least one symbol',
    test: (password) => /[^\p{L}\p{N}\s]/u.test(password),
  },
];

export interface PasswordRuleResult {
  id: PasswordRuleId;
  message: string;
  met: boolean;
}

/** Every rule with its state, in spec order, for the live rule list under the password field. */
export function passwordRuleResults(password: string): PasswordRuleResult[] {
  return PASSWORD_RULES.map(({ id, message, test }) => ({ id, message, met: test(password) }));
}

/** Messages of the rules the password breaks, in spec order; empty when it is strong. */
export function passwordRuleFailures(password: string): string[] {
  return passwordRuleResults(password)
    .filter((rule) => !rule.met)
    .map((rule) => rule.message);
}

export function isStrongPassword(password: string): boolean {
  return passwordRuleFailures(password).length === 0;
}

export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`;

/** The strong-password rule for sign-up, reset and security forms and the server alike. */
export const strongPasswordSchema = z.string().superRefine((password, context) => {
  if (passwordLength(password) > PASSWORD_MAX_LENGTH) {
    context.addIssue({ code: 'custom', message: PASSWORD_TOO_LONG_MESSAGE });
    return;
  }
  for (const message of passwordRuleFailures(password)) context.addIssue({ code: 'custom', message });
});

export interface Toast {
  title: string;
  description: string;
}

export const PASSWORD_TOASTS = {
  signUpMismatch: {
    title: 'Password Mismatch',
    description: "The passwords you entered don't match. Please try again.",
  },
  resetRequirementsNotMet: {
    title: 'Password Requirements Not Met',
    description: 'Please ensure your password meets all requirements.',
  },
  resetMismatch: { title: "Passwords Don't Match", description: 'Please ensure both password fields match.' },
} as const satisfies Record<string, Toast>;

/** Security screen mismatch text (shown without a toast title of its own in the spec). */
export const SECURITY_PASSWORD_MISMATCH_MESSAGE = "The passwords you entered don't match. Please try again.";

/**
 * "Rule failures show as toast Invalid Password with messages joined": the spec does not say how;
 * we join them as sentences. Returns null when the password is strong.
 */
export function invalidPasswordToast(password: string): Toast | null {
  const failures = passwordRuleFailures(password);
  return failures.length === 0 ? null : { title: 'Invalid Password', description: `${failures.join('. ')}.` };
}

export const PROFILE_PASSWORD_MESSAGES = {
  mismatch: 'Passwords do not match',
  tooShort: 'Password must be at least 6 characters long',
} as const;

/**
 * Profile screen password change: first the match, then at least 6 characters (the spec's order).
 * Returns the message to show, or null when the change may go ahead.
 */
export function profilePasswordError(newPassword: string, confirmPassword: string): string | null {
  if (newPassword !== confirmPassword) return PROFILE_PASSWORD_MESSAGES.mismatch;
  if (passwordLength(newPassword) < PROFILE_PASSWORD_MIN_LENGTH) return PROFILE_PASSWORD_MESSAGES.tooShort;
  return null;
}
