import { Hono } from 'hono';
import type { VerificationStatusResponse } from '@tourniquet/domain/contracts';
import type { Db } from '../../db/client.ts';
import { emailVerifiedById } from '../../db/queries/users.ts';
import { ApiError } from '../../http/errors.ts';

// better-auth's ids: 32 letters and digits; anything else names no account and never reaches the database.
const CHECK_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Whether a sign-up's address is verified yet, for the /verify-email tab that made it (no session: the link
 * may have been opened on a phone, or on another loopback name whose cookies this tab cannot see). The answer
 * is one boolean for an unguessable id that only that tab holds; an unknown id is a plain 404.
 */
export function verificationStatusRoutes(db: Db) {
  return new Hono().get('/:checkId', async (c) => {
    const checkId = c.req.param('checkId');
    const verified = CHECK_ID.test(checkId) ? await emailVerifiedById(db, checkId) : null;
    if (verified === null) throw new ApiError(404, 'not_found', 'Not found');
    c.header('Cache-Control', 'no-store');
    return c.json({ verified } satisfies VerificationStatusResponse);
  });
}
