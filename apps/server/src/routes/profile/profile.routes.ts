import { Hono, type MiddlewareHandler } from 'hono';
import type { AuthVariables } from '../../auth/require-user.ts';
import type { Db } from '../../db/client.ts';
import { findProfile, upsertProfile } from '../../db/queries/profiles.ts';
import { ApiError, validationError } from '../../http/errors.ts';
import { matchPremiumCode } from './premium-codes.ts';
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
}: {
  db: Db;
  signedIn: MiddlewareHandler<{ Variables: AuthVariables }>;
  premiumCodes: string;
}) {
  return new Hono<{ Variables: AuthVariables }>()
    .use(signedIn)
    .get('/', async (c) => {
      const user = c.get('user');
      const row = await findProfile(db, user.id);
      c.header('Cache-Control', 'no-store');
      return c.json({ email: user.email, profile: toProfileResponse(row) });
    })
    .put('/', async (c) => {
      const parsed = profileUpdateSchema.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success) throw validationError(parsed.error);
      const row = await upsertProfile(db, c.get('user').id, toProfileChanges(parsed.data));
      return c.json({ profile: toProfileResponse(row) });
    })
    .post('/premium', async (c) => {
      const parsed = premiumCodeSchema.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success) throw validationError(parsed.error);
      const code = matchPremiumCode(premiumCodes, parsed.data.code);
      if (!code) throw new ApiError(400, 'invalid_code', INVALID_PREMIUM_CODE);
      await upsertProfile(db, c.get('user').id, { premiumCode: code });
      return c.json({ premium: true });
    });
}
