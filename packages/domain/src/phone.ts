/**
 * US phone numbers as the onboarding form accepts them (docs/product.md#5-validation): optional +1, optional
 * parentheses around a 3-digit area code, optional single space, dot or dash between the parts,
 * then 3 digits and 4 digits. "(555) 123-4567", "+1 555.123.4567" and "5551234567" all pass.
 * The spec does not restrict area-code digits, so neither do we.
 */
export const US_PHONE_PATTERN = /^(?:\+1[ .-]?)?(?:\(\d{3}\)|\d{3})[ .-]?\d{3}[ .-]?\d{4}$/;

export const INVALID_US_PHONE_MESSAGE = 'Please enter a valid US phone number';

/** Surrounding white space is ignored because the value is trimmed before saving. */
export function isUsPhone(input: string): boolean {
  return US_PHONE_PATTERN.test(input.trim());
}

/** '+1 (555) 123-4567' -> '+15551234567' for SMS providers; null when not a US number. */
export function toE164UsPhone(input: string): string | null {
  if (!isUsPhone(input)) return null;
  const digits = input.replace(/\D/g, '');
  return `+1${digits.slice(-10)}`;
}
