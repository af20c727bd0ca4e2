import { Hono } from 'hono';
import type { VerificationStatusResponse } from '@tourniquet/domain/contracts';
import { TOO_MANY_ATTEMPTS } from '../../auth/failure-lockout.ts';
import { clientIp } from '../../http/client-ip.ts';
import { LOCKOUT_MINUTES, type FailureLockout } from '../../auth/failure-lockout.ts';
import type { Db } from '../../db/client.ts';
import { emailVerifiedById } from '../../db/queries/users.ts';
import type { Env } from '../../env.ts';
import { ApiError } from '../../http/errors.ts';

// better-auth's ids: 32 letters and digits; anything else names no account and never reaches the database.
const CHECK_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Whether a sign-up's address is verified yet, for the /verify-email tab that made it (no session: the link
 * may have been opened on a phone, or on another loopback name whose cookies this tab cannot see). The answer
 * is one boolean for an unguessable id that only that tab holds; an unknown id is a plain 404.
 * Guessing is limited like the auth routes' tokens: 10 unknown ids from one address lock that address out
 * for 15 minutes (429 with Retry-After); the tab's own polling of its one id never counts.
 */
export function verificationStatusRoutes(deps: {
  db: Db;
  env: Pick<Env, 'TRUST_PROXY'>;
  lockout: FailureLockout;
}) {
  const { db, env, lockout } = deps;
  return new Hono().get('/:checkId', async (c) => {
    const key = `verification-status:${clientIp(c, env)}`;
    if (await lockout.isLocked(key)) {
      throw new ApiError(429, 'too_many_attempts', TOO_MANY_ATTEMPTS, undefined, {
        'Retry-After': String(LOCKOUT_MINUTES * 60),
      });
    }
    const checkId = c.req.param('checkId');
    const verified = CHECK_ID.test(checkId) ? await emailVerifiedById(db, checkId) : null;
    if (verified === null) {
      await lockout.recordFailure(key);
      throw new ApiError(404, 'not_found', 'Not found');
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ verified } satisfies VerificationStatusResponse);
  });
}
