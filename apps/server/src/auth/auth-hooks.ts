import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { strongPasswordSchema } from '@tourniquet/domain';
import type { Db } from '../db/client.ts';
import { checkTotpOnce } from './totp-once.ts';

// better-auth "before" hooks: they run after the request body is parsed and before the endpoint, for HTTP
// calls and server-side auth.api calls alike, so no path can skip them.

/** The new password each endpoint carries; sign-up, reset and change all get the spec's strong rules. */
const passwordField: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

export const TOTP_ALREADY_USED = {
  code: 'TOTP_CODE_ALREADY_USED',
  message: 'This code has already been used. Please wait for the next code and try again.',
};

export function createAuthBeforeHook(db: Db) {
  return createAuthMiddleware(async (ctx) => {
    const field = passwordField[ctx.path];
    if (field) {
      const password: unknown = (ctx.body as Record<string, unknown> | undefined)?.[field];
      if (typeof password === 'string') {
        const result = strongPasswordSchema.safeParse(password);
        if (!result.success) {
          const reasons = result.error.issues.map((issue) => issue.message);
          // Joined as the web's Invalid Password toast joins them; reasons lets a client list them.
          throw new APIError('BAD_REQUEST', {
            code: 'PASSWORD_TOO_WEAK',
            message: `${reasons.join('. ')}.`,
            reasons,
          });
        }
      }
    }

    if (ctx.path === '/two-factor/verify-totp') {
      const code: unknown = (ctx.body as Record<string, unknown> | undefined)?.code;
      const userId = await totpUserId(ctx);
      if (typeof code !== 'string' || !userId) return; // better-auth answers these itself
      const check = await checkTotpOnce({
        db,
        secretKey: ctx.context.secretConfig,
        userId,
        code,
        now: new Date(),
      });
      // Only a replay is decided here; wrong codes, locks and missing enrolments keep better-auth's own
      // answers and attempt counting.
      if (check === 'replayed') throw new APIError('UNAUTHORIZED', TOTP_ALREADY_USED);
    }
  });
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * Whose code this is, found the way better-auth's verifyTwoFactor finds it: the signed-in user (enrolment
 * confirmation), else the pending sign-in challenge: the signed two_factor cookie names a verification row
 * whose value is the user id.
 */
async function totpUserId(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const challenge = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return challenge && challenge.expiresAt > new Date() ? challenge.value : null;
}

/** Called after every completed sign-in (password, two-factor challenge, Google); never awaited. */
export type OnSignIn = (userId: string) => Promise<void> | void;
