import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { findTwoFactor, recordFailedTotpCode } from '../db/queries/two-factor.ts';
import { OwnerProofRefused } from './owner-proof-errors.ts';
import type { Auth } from './create-auth.ts';
import type { FailureLockout } from './failure-lockout.ts';
import { verifyPassword } from './password-hash.ts';
import { checkTotpOnce } from './totp-once.ts';

/** A session this old must sign in again before a sensitive change (password, two-factor, deletion). */
export const FRESH_SESSION_MS = 24 * 3600 * 1000;

export const REAUTH_REQUIRED = 'For your security, please sign in again before making this change.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect.';
export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password.';
export const CODE_REQUIRED = 'Please enter the 6-digit code from your authenticator app.';
export const WRONG_CODE = 'Invalid code. Please enter the current code from your authenticator app.';
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

/** The proof fields every sensitive request may carry; each route adds its own fields beside them. */
export const ownerProofFields = {
  currentPassword: z.string().max(1024).optional(),
  code: z
    .string()
    .regex(/^\d{6}$/, CODE_REQUIRED)
    .optional(),
};

/**
 * Proof that the person at the keyboard owns the account, decided on the server: a session younger than 24
 * hours, the current password (when the account has one: a Google-only account has none to give), and a
 * TOTP code when two-factor is on. Wrong passwords count towards a per-user lockout.
 */
export async function requireOwnerProof(input: {
  auth: Auth;
  db: Db;
  lockout: FailureLockout;
  userId: string;
  sessionCreatedAt: Date;
  now: Date;
  currentPassword?: string;
  code?: string;
}): Promise<void> {
  const { auth, db, lockout, userId, now } = input;
  if (now.getTime() - input.sessionCreatedAt.getTime() > FRESH_SESSION_MS) {
    throw new OwnerProofRefused('reauthentication_required', REAUTH_REQUIRED);
  }
  const lockKey = `owner-proof:${userId}`;
  if (await lockout.isLocked(lockKey)) throw new OwnerProofRefused('too_many_attempts', TOO_MANY);

  const context = await auth.$context;
  const credential = await context.internalAdapter.findCredentialAccount(userId);
  if (credential?.password) {
    if (!input.currentPassword) {
      throw new OwnerProofRefused('current_password_required', CURRENT_PASSWORD_REQUIRED, 'currentPassword');
    }
    if (!(await verifyPassword({ hash: credential.password, password: input.currentPassword }))) {
      await lockout.recordFailure(lockKey);
      throw new OwnerProofRefused('wrong_password', WRONG_CURRENT_PASSWORD, 'currentPassword');
    }
  }

  const enrolment = await findTwoFactor(db, userId);
  if (enrolment && enrolment.verified !== false) {
    if (!input.code) throw new OwnerProofRefused('code_required', CODE_REQUIRED, 'code');
    const check = await checkTotpOnce({ db, secretKey: context.secretConfig, userId, code: input.code, now });
    if (check === 'locked') throw new OwnerProofRefused('too_many_attempts', TOO_MANY);
    if (check === 'replayed') {
      throw new OwnerProofRefused('code_already_used', 'This code was already used. Wait for the next one.');
    }
    if (check !== 'accepted') {
      await recordFailedTotpCode(db, userId, now);
      throw new OwnerProofRefused('invalid_code', WRONG_CODE, 'code');
    }
  }
  await lockout.clear(lockKey);
}
