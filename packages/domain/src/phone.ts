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

/**
 * A US number formatted as it is typed: '5551' -> '(555) 1', '5551234567' -> '(555) 123-4567', with a
 * leading 1 as '+1 (555) 123-4567'. Anything that is not such a number (too many digits, letters) is left as
 * typed, for the validation to name. The form applies it only as characters are added, so deleting a
 * parenthesis or a dash is never undone under the user's finger.
 */
export function formatUsPhoneAsTyped(input: string): string {
  if (/[^\d\s()+.-]/.test(input)) return input;
  let digits = input.replace(/\D/g, '');
  const country = digits.length > 10 || (input.trim().startsWith('+1') && digits.startsWith('1'));
  if (country) {
    if (!digits.startsWith('1')) return input;
    digits = digits.slice(1);
  }
  if (digits.length > 10) return input;
  const prefix = country ? '+1 ' : '';
  if (digits.length === 0) return country ? '+1 ' : '';
  if (digits.length <= 3) return `${prefix}${digits.length === 3 ? `(${digits}) ` : digits}`.trimEnd();
  const area = `(${digits.slice(0, 3)}) `;
  if (digits.length <= 6) return `${prefix}${area}${digits.slice(3)}`;
  return `${prefix}${area}${digits.slice(3, 6)}-${digits.slice(6)}`;
}
