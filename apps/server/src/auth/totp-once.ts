import { symmetricDecrypt, type SecretConfig } from 'better-auth/crypto';
import type { Db } from '../db/client.ts';
import { claimTotpStep, findTwoFactor } from '../db/queries/two-factor.ts';
import { matchingTotpStep, oldestLiveTotpStep } from './totp.ts';

export type TotpCheck = 'accepted' | 'invalid' | 'replayed' | 'not_enrolled' | 'locked';

/**
 * "A code is accepted once": checks a TOTP code against the user's enrolment and claims its time step, so
 * the same code is refused for the rest of its validity window (RFC 6238 section 5.2). Used by the
 * better-auth before-hook (enrolment confirmation and the sign-in challenge) and by our disable route.
 * The secret is stored encrypted by better-auth; `secretKey` is its context's secretConfig.
 */
export async function checkTotpOnce(input: {
  db: Db;
  secretKey: string | SecretConfig;
  userId: string;
  code: string;
  now: Date;
}): Promise<TotpCheck> {
  const { db, userId, now } = input;
  const enrolment = await findTwoFactor(db, userId);
  if (!enrolment) return 'not_enrolled';
  if (enrolment.lockedUntil && enrolment.lockedUntil > now) return 'locked';
  const secret = await symmetricDecrypt({ key: input.secretKey, data: enrolment.secret });
  const step = matchingTotpStep(secret, input.code, now.getTime());
  if (step === null) return 'invalid';
  const fresh = await claimTotpStep(db, userId, step, oldestLiveTotpStep(now.getTime()));
  return fresh ? 'accepted' : 'replayed';
}
