import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Auth } from '../../auth/create-auth.ts';
import type { FailureLockout } from '../../auth/failure-lockout.ts';
import { requireOwnerProof } from '../../auth/owner-proof.ts';
import { hashPassword } from '../../auth/password-hash.ts';
import type { AuthVariables } from '../../auth/require-user.ts';
import type { SecurityNotifier } from '../../auth/security-notice.ts';
import type { Db } from '../../db/client.ts';
import { deleteUserAndData } from '../../db/queries/account-deletion.ts';
import { disableTwoFactor, findTwoFactor } from '../../db/queries/two-factor.ts';
import { ApiError, validationError } from '../../http/errors.ts';
import type { Logger } from '../../logger.ts';
import {
  deleteAccountSchema,
  disableTwoFactorSchema,
  passwordChangeSchema,
  passwordPolicyError,
} from './account-schema.ts';

/** Removes what the user has at outside services (bank-link items) before their rows go. */
export type BeforeDeleteUser = (userId: string) => Promise<void>;

export const NO_USER_LOGGED_IN = 'No user logged in.';
export const SAME_PASSWORD = 'Your new password must be different from your current password.';
export const DELETE_FAILED = 'An error occurred while deleting your account.';

/**
 * Sensitive changes, each behind proof that the owner is at the keyboard (auth/owner-proof.ts):
 * POST /api/account/password { currentPassword, newPassword, code? } -> 204
 * DELETE /api/account { currentPassword, code? } -> 204
 * POST /api/account/two-factor/disable { currentPassword, code } -> 204
 */
export function accountRoutes(deps: {
  db: Db;
  auth: Auth;
  logger: Logger;
  now: () => Date;
  signedIn: MiddlewareHandler<{ Variables: AuthVariables }>;
  lockout: FailureLockout;
  beforeDeleteUser?: BeforeDeleteUser;
  /** Tells the owner by e-mail of a password change and of two-factor turned off. */
  notifySecurity?: SecurityNotifier;
}) {
  const { db, auth, logger, now, signedIn, lockout } = deps;
  const proveOwner = (
    c: Context<{ Variables: AuthVariables }>,
    proof: { currentPassword?: string; code?: string },
  ) =>
    requireOwnerProof({
      auth,
      db,
      lockout,
      userId: c.get('user').id,
      sessionCreatedAt: c.get('sessionCreatedAt'),
      now: now(),
      ...proof,
    });

  return (
    new Hono<{ Variables: AuthVariables }>()
      // Deletion answers the spec's own message when nobody is signed in, so it checks the session itself.
      .delete('/', async (c) => {
        const session = await auth.api.getSession({ headers: c.req.raw.headers });
        if (!session) throw new ApiError(401, 'unauthorized', NO_USER_LOGGED_IN);
        const { id: userId, email } = session.user;
        const raw = c.req.header('content-length') === '0' ? {} : await c.req.json().catch(() => ({}));
        const parsed = deleteAccountSchema.safeParse(raw ?? {});
        if (!parsed.success) throw validationError(parsed.error);
        await requireOwnerProof({
          auth,
          db,
          lockout,
          userId,
          sessionCreatedAt: new Date(session.session.createdAt),
          now: now(),
          ...parsed.data,
        });
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
        const { newPassword, currentPassword, code } = parsed.data;
        const problem = passwordPolicyError(newPassword);
        if (problem) throw new ApiError(400, 'invalid_password', problem, { newPassword: problem });
        // The current password is proven below: a new one equal to it would change nothing but the mail.
        if (currentPassword !== undefined && newPassword === currentPassword)
          throw new ApiError(400, 'same_password', SAME_PASSWORD, { newPassword: SAME_PASSWORD });
        await proveOwner(c, { currentPassword, code });

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
        await deps.notifySecurity?.(userId, 'password_changed');
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
        await proveOwner(c, parsed.data);
        await disableTwoFactor(db, userId);
        logger.info('two-factor disabled', { userId });
        await deps.notifySecurity?.(userId, 'two_factor_off');
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
