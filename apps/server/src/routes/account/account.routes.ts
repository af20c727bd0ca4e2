import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Auth } from '../../auth/create-auth.ts';
import { TOTP_ALREADY_USED } from '../../auth/auth-hooks.ts';
import { TOO_MANY_ATTEMPTS } from '../../auth/auth.routes.ts';
import { hashPassword } from '../../auth/password-hash.ts';
import type { AuthVariables } from '../../auth/require-user.ts';
import { checkTotpOnce } from '../../auth/totp-once.ts';
import type { Db } from '../../db/client.ts';
import { deleteUserAndData } from '../../db/queries/account-deletion.ts';
import { disableTwoFactor, findTwoFactor, recordFailedTotpCode } from '../../db/queries/two-factor.ts';
import { ApiError, validationError } from '../../http/errors.ts';
import type { Logger } from '../../logger.ts';
import { disableTwoFactorSchema, passwordChangeSchema, passwordPolicyError } from './account-schema.ts';

/** Removes what the user has at outside services (bank-link items) before their rows go. */
export type BeforeDeleteUser = (userId: string) => Promise<void>;

export const NO_USER_LOGGED_IN = 'No user logged in.';
export const DELETE_FAILED = 'An error occurred while deleting your account.';
export const INVALID_TOTP_CODE = 'Invalid code. Please enter the current code from your authenticator app.';

/**
 * POST /api/account/password { newPassword, policy } -> 204
 * DELETE /api/account -> 204
 * POST /api/account/two-factor/disable { code } -> 204
 */
export function accountRoutes(deps: {
  db: Db;
  auth: Auth;
  logger: Logger;
  now: () => Date;
  signedIn: MiddlewareHandler<{ Variables: AuthVariables }>;
  beforeDeleteUser?: BeforeDeleteUser;
}) {
  const { db, auth, logger, now, signedIn } = deps;

  return (
    new Hono<{ Variables: AuthVariables }>()
      // Deletion answers the spec's own message when nobody is signed in, so it checks the session itself.
      .delete('/', async (c) => {
        const session = await auth.api.getSession({ headers: c.req.raw.headers });
        if (!session) throw new ApiError(401, 'unauthorized', NO_USER_LOGGED_IN);
        const { id: userId, email } = session.user;
        try {
          await deps.beforeDeleteUser?.(userId);
        } catch (err) {
          // Nothing is deleted, so the user can try again rather than leave live items at the provider.
          logger.error('account deletion: removing outside data failed', { userId, error: String(err) });
          throw new ApiError(502, 'delete_failed', DELETE_FAILED);
        }
        await deleteUserAndData(db, { userId, email });
        logger.info('account deleted', { userId });
        await expireSessionCookies(c, auth);
        return c.body(null, 204);
      })
      .use(signedIn)
      .post('/password', async (c) => {
        const parsed = passwordChangeSchema.safeParse(await c.req.json().catch(() => undefined));
        if (!parsed.success) throw validationError(parsed.error);
        const { newPassword, policy } = parsed.data;
        const problem = passwordPolicyError(newPassword, policy);
        if (problem) throw new ApiError(400, 'invalid_password', problem, { newPassword: problem });

        const userId = c.get('user').id;
        const context = await auth.$context;
        const hash = await hashPassword(newPassword);
        // A Google-only account has no password yet: setting one links the credential sign-in method.
        if (await context.internalAdapter.findCredentialAccount(userId)) {
          await context.internalAdapter.updatePassword(userId, hash);
        } else {
          await context.internalAdapter.createAccount({
            userId,
            providerId: 'credential',
            accountId: userId,
            password: hash,
          });
        }
        const others = (await context.internalAdapter.listSessions(userId)).filter(
          (session) => session.id !== c.get('sessionId'),
        );
        await context.internalAdapter.deleteSessions(others.map((session) => session.token));
        return c.body(null, 204);
      })
      .post('/two-factor/disable', async (c) => {
        const parsed = disableTwoFactorSchema.safeParse(await c.req.json().catch(() => undefined));
        if (!parsed.success) throw validationError(parsed.error);
        const userId = c.get('user').id;
        const enrolment = await findTwoFactor(db, userId);
        if (!enrolment || enrolment.verified === false) {
          throw new ApiError(400, 'two_factor_not_enabled', 'Two-factor authentication is not turned on.');
        }
        const at = now();
        const check = await checkTotpOnce({
          db,
          secretKey: (await auth.$context).secretConfig,
          userId,
          code: parsed.data.code,
          now: at,
        });
        if (check === 'locked') throw new ApiError(429, 'too_many_attempts', TOO_MANY_ATTEMPTS);
        if (check === 'replayed') throw new ApiError(400, 'code_already_used', TOTP_ALREADY_USED.message);
        if (check !== 'accepted') {
          await recordFailedTotpCode(db, userId, at);
          throw new ApiError(400, 'invalid_code', INVALID_TOTP_CODE, { code: INVALID_TOTP_CODE });
        }
        await disableTwoFactor(db, userId);
        logger.info('two-factor disabled', { userId });
        return c.body(null, 204);
      })
  );
}

/** Clears better-auth's session cookies with the attributes they were set with (so the browser drops them). */
async function expireSessionCookies(c: Context, auth: Auth) {
  const { authCookies } = await auth.$context;
  for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
    const secure = cookie.attributes.secure ? '; Secure' : '';
    c.header('Set-Cookie', `${cookie.name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`, {
      append: true,
    });
  }
}
