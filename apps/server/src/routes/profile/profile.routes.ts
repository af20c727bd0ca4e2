import { Hono, type MiddlewareHandler } from 'hono';
import type { PremiumCodeResponse, ProfileUpdateResponse } from '@tourniquet/domain/contracts';
import { TOO_MANY_ATTEMPTS } from '../../auth/failure-lockout.ts';
import type { FailureLockout } from '../../auth/failure-lockout.ts';
import type { AuthVariables } from '../../auth/require-user.ts';
import type { Db } from '../../db/client.ts';
import { findProfile, upsertProfile } from '../../db/queries/profiles.ts';
import { ApiError, validationError } from '../../http/errors.ts';
import type { ProfileResponse } from '@tourniquet/domain/contracts';
import { matchPremiumCode } from './premium-codes.ts';
import { cleanJsonStrings } from '../../http/validate.ts';
import {
  premiumCodeSchema,
  profileUpdateSchema,
  toProfileChanges,
  toProfileResponse,
} from './profile-schema.ts';

export const INVALID_PREMIUM_CODE = 'Please check your premium code and try again.';

/**
 * GET /api/profile -> { email, profile }
 * PUT /api/profile { any editable fields } -> { profile }
 * POST /api/profile/premium { code } -> { premium: true }
 * Every query is scoped by the signed-in user's id; there is no way to name another user's profile.
 */
export function profileRoutes({
  db,
  signedIn,
  premiumCodes,
  lockout,
}: {
  db: Db;
  signedIn: MiddlewareHandler<{ Variables: AuthVariables }>;
  premiumCodes: string;
  /** Ten wrong codes lock code entry for 15 minutes, so the few valid codes cannot be guessed. */
  lockout: FailureLockout;
}) {
  return new Hono<{ Variables: AuthVariables }>()
    .use(signedIn)
    .get('/', async (c) => {
      const user = c.get('user');
      const row = await findProfile(db, user.id);
      c.header('Cache-Control', 'no-store');
      return c.json({ email: user.email, profile: toProfileResponse(row) } satisfies ProfileResponse);
    })
    .put('/', async (c) => {
      const parsed = profileUpdateSchema.safeParse(
        cleanJsonStrings(await c.req.json().catch(() => undefined)),
      );
      if (!parsed.success) throw validationError(parsed.error);
      const row = await upsertProfile(db, c.get('user').id, toProfileChanges(parsed.data));
      return c.json({ profile: toProfileResponse(row) } satisfies ProfileUpdateResponse);
    })
    .post('/premium', async (c) => {
      const parsed = premiumCodeSchema.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success) throw validationError(parsed.error);
      const userId = c.get('user').id;
      const key = `premium:${userId}`;
      if (await lockout.isLocked(key)) throw new ApiError(429, 'too_many_attempts', TOO_MANY_ATTEMPTS);
      const code = matchPremiumCode(premiumCodes, parsed.data.code);
      if (!code) {
        await lockout.recordFailure(key);
        throw new ApiError(400, 'invalid_code', INVALID_PREMIUM_CODE);
      }
      await lockout.clear(key);
      await upsertProfile(db, userId, { premiumCode: code });
      return c.json({ premium: true } satisfies PremiumCodeResponse);
    });
}
