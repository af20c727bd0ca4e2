import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  passwordLength,
  passwordRuleFailures,
} from '@tourniquet/domain';
import { z } from 'zod';
import { ownerProofFields } from '../../auth/owner-proof.ts';

// The server decides the password policy: every password set here meets the full rules (docs/product.md#5-validation);
// no field of the request can pick a weaker one.
export const passwordChangeSchema = z
  .object({
    newPassword: z.string({ error: 'Please enter a new password' }).max(1024),
    ...ownerProofFields,
  })
  .strict();

export const deleteAccountSchema = z.object({ ...ownerProofFields }).strict();

/**
 * The rule failures of the full password rules (docs/product.md#5-validation), joined as the Invalid Password toast joins
 * them; null when the password may be set. The profile screen's 6-character hint is only a first check in
 * the browser: a request body cannot lower the bar.
 */
export function passwordPolicyError(password: string): string | null {
  if (passwordLength(password) > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG_MESSAGE;
  const failures = passwordRuleFailures(password);
  return failures.length ? `${failures.join('. ')}.` : null;
}

export const disableTwoFactorSchema = z
  .object({
    currentPassword: ownerProofFields.currentPassword,
    code: z
      .string({ error: 'Please enter the 6-digit code from your authenticator app' })
      .regex(/^\d{6}$/, 'Please enter the 6-digit code from your authenticator app'),
  })
  .strict();
