import { Hono } from 'hono';
import type { ApiErrorBody, AuthErrorBody } from '@tourniquet/domain/contracts';
import type { Env } from '../../env.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { Logger } from '../../logger.ts';
import { untrustedAuthOrigin } from '../../http/origin-check.ts';
import { CLIENT_IP_HEADER, type Auth } from '../../auth/create-auth.ts';
import type { SecurityNotifier } from '../../auth/security-notice.ts';
import { signedInUserId } from '../../auth/signed-in-user.ts';
import { LOCKOUT_MINUTES, TOO_MANY_ATTEMPTS, type FailureLockout } from '../../auth/failure-lockout.ts';
import type { OnSignIn } from '../../auth/auth-hooks.ts';

// Exactly what better-auth answers for a wrong password, so a locked account cannot be told apart.
const INVALID_CREDENTIALS = { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' };

/**
 * better-auth's own endpoints for sensitive changes ask for less proof than ours (a password but no TOTP
 * code, or no fresh session); the app uses /api/account for all of them, so these are not served at all.
 */
const CLOSED_AUTH_PATHS = new Set([
  '/api/auth/change-password',
  '/api/auth/set-password',
  '/api/auth/change-email',
  '/api/auth/delete-user',
  '/api/auth/delete-user/callback',
  '/api/auth/two-factor/disable',
  '/api/auth/two-factor/generate-backup-codes',
]);

const MAILING_PATHS = new Set(['/api/auth/request-password-reset', '/api/auth/send-verification-email']);

/** GET /api/auth/reset-password/:token checks a mailed reset link, then sends the browser on to the page. */
const RESET_LINK_PREFIX = '/api/auth/reset-password/';

/** better-auth answers a wrong or expired reset link with a redirect that carries error=INVALID_TOKEN. */
function isInvalidTokenRedirect(response: Response, env: Env): boolean {
  const location = response.headers.get('location');
  if (!location) return false;
  try {
    return new URL(location, env.PUBLIC_URL).searchParams.get('error') === 'INVALID_TOKEN';
  } catch {
    return false;
  }
}

/** better-auth's INVALID_ORIGIN, answered with the address to open instead (http/origin-check.ts). */
async function untrustedOriginAnswer(response: Response, headers: Headers, env: Env) {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  if (body?.code !== 'INVALID_ORIGIN') return null;
  return untrustedAuthOrigin(headers.get('origin') ?? undefined, env.PUBLIC_URL);
}

/**
 * better-auth 1.7 serves generic OAuth through its core social endpoints. The paths the web client and the
 * Google registration use stay stable: they are mapped onto better-auth's here.
 */
async function toBetterAuthRequest(raw: Request, path: string, headers: Headers): Promise<Request> {
  if (path.startsWith('/api/auth/oauth2/callback/')) {
    const url = new URL(raw.url);
    url.pathname = path.replace('/api/auth/oauth2/callback/', '/api/auth/callback/');
    return new Request(url, { method: raw.method, headers, body: raw.body, duplex: 'half' } as RequestInit);
  }
  if (path === '/api/auth/sign-in/oauth2' && raw.method === 'POST') {
    const body = (await raw.json().catch(() => null)) as Record<string, unknown> | null;
    const { providerId, ...rest } = body ?? {};
    const url = new URL(raw.url);
    url.pathname = '/api/auth/sign-in/social';
    return new Request(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...rest, provider: providerId }),
    });
  }
  return new Request(raw, { headers });
}

/**
 * Mounts better-auth under /api/auth. Around it: the client address is set from the socket (a client
 * cannot choose its own rate-limit bucket), the sign-in lockout, the spec's 429 message, and the
 * after-sign-in callback (linked balances refresh in the background).
 */
export function authRoutes({
  auth,
  env,
  lockout,
  logger,
  emailTaken,
  onSignIn,
  notifySecurity,
}: {
  auth: Auth;
  env: Env;
  lockout: FailureLockout;
  logger: Logger;
  emailTaken: (email: string) => Promise<boolean>;
  onSignIn?: OnSignIn;
  /** Tells the owner by e-mail of a password reset and of two-factor turned on. */
  notifySecurity?: SecurityNotifier;
}) {
  const twoFactorOn = async (headers: Headers) => {
    const session = await auth.api.getSession({ headers });
    return Boolean(session && (session.user as { twoFactorEnabled?: boolean }).twoFactorEnabled);
  };
  const notifySignIn = (userId: string) => {
    if (!onSignIn) return;
    // Background work must never fail or slow the sign-in itself.
    void Promise.resolve()
      .then(() => onSignIn(userId))
      .catch((err: unknown) =>
        logger.error('after-sign-in work failed', {
          userId,
          error: err instanceof Error ? err.message : String(err),
        }),
      );
  };

  /**
   * After a reset: a normal password sign-in with the new password, so every rule of sign-in holds (a user
   * with two-factor still has to give a code at /signin, an unverified address gets no session). Its
   * session cookie is added to the reset's answer; a sign-in that does not complete leaves the reset as is.
   */
  const signInAfterReset = async (reset: Response, userId: string, password: string, headers: Headers) => {
    try {
      const ctx = await auth.$context;
      const user = await ctx.internalAdapter.findUserById(userId);
      if (!user) return reset;
      const signIn = await auth.api.signInEmail({
        body: { email: user.email, password },
        headers,
        asResponse: true,
      });
      const cookies = signIn.headers.getSetCookie();
      const body = (await signIn
        .clone()
        .json()
        .catch(() => null)) as { token?: unknown } | null;
      if (!signIn.ok || typeof body?.token !== 'string' || cookies.length === 0) return reset;
      const answer = new Response(reset.body, { status: reset.status, headers: reset.headers });
      for (const cookie of cookies) answer.headers.append('Set-Cookie', cookie);
      notifySignIn(userId);
      return answer;
    } catch (err) {
      logger.warn('sign-in after password reset failed', {
        error: err instanceof Error ? err.message : String(err),
      });
      return reset;
    }
  };

  return new Hono().on(['GET', 'POST'], '/*', async (c) => {
    if (CLOSED_AUTH_PATHS.has(c.req.path)) {
      return c.json({ error: { code: 'not_found', message: 'Not found' } } satisfies ApiErrorBody, 404);
    }
    // Enrolling again would replace the secret and the backup codes without a code from the current one.
    if (c.req.path === '/api/auth/two-factor/enable' && (await twoFactorOn(c.req.raw.headers))) {
      return c.json(
        {
          code: 'TWO_FACTOR_ALREADY_ENABLED',
          message: 'Two-factor authentication is already on. Turn it off first to set it up again.',
        } satisfies AuthErrorBody,
        400,
      );
    }
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, env));
    const isPasswordSignIn = c.req.method === 'POST' && c.req.path === '/api/auth/sign-in/email';

    let email: string | undefined;
    if (isPasswordSignIn) {
      const body = (await c.req.raw
        .clone()
        .json()
        .catch(() => null)) as { email?: unknown } | null;
      email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : undefined;
      if (email && (await lockout.isLocked(`sign-in:${email}`))) {
        logger.warn('sign-in refused: account locked', { email });
        return c.json(INVALID_CREDENTIALS satisfies AuthErrorBody, 401);
      }
    }

    // Mails that carry a token are limited per address too (10 in 15 minutes), whatever IP asks.
    if (c.req.method === 'POST' && MAILING_PATHS.has(c.req.path)) {
      const body = (await c.req.raw
        .clone()
        .json()
        .catch(() => null)) as { email?: unknown } | null;
      const address = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
      if (address) {
        const key = `mail:${address}`;
        if (await lockout.isLocked(key)) {
          return c.json(
            { code: 'TOO_MANY_REQUESTS', message: TOO_MANY_ATTEMPTS } satisfies AuthErrorBody,
            429,
          );
        }
        await lockout.recordFailure(key);
      }
    }

    // better-auth hides a duplicate sign-up when verification is required; the spec sends the visitor to
    // /account-exists instead, so the duplicate is reported explicitly. The request still goes through
    // better-auth first, so the per-IP sign-up limit also bounds how fast addresses can be probed.
    let duplicateSignUp = false;
    if (c.req.method === 'POST' && c.req.path === '/api/auth/sign-up/email') {
      const body = (await c.req.raw
        .clone()
        .json()
        .catch(() => null)) as { email?: unknown } | null;
      duplicateSignUp =
        typeof body?.email === 'string' && (await emailTaken(body.email.trim().toLowerCase()));
    }

    // A successful reset signs the user in on this device (spec: /reset-password goes to /dashboard);
    // better-auth has ended every session of the user by then. The reset token names the user, so it is
    // read before better-auth consumes it.
    const isReset = c.req.method === 'POST' && c.req.path === '/api/auth/reset-password';
    const resetBody = isReset
      ? ((await c.req.raw
          .clone()
          .json()
          .catch(() => null)) as { token?: unknown; newPassword?: unknown } | null)
      : null;
    const resetUserId =
      typeof resetBody?.token === 'string' && resetBody.token
        ? ((
            await (
              await auth.$context
            ).internalAdapter
              .findVerificationValue(`reset-password:${resetBody.token}`)
              .catch(() => null)
          )?.value ?? null)
        : null;

    // better-auth keys its per-IP limit by the full path, and a reset link carries its token in the path:
    // every guess there would get a bucket of its own. Wrong links are counted per IP here instead.
    const resetLinkKey =
      c.req.method === 'GET' && c.req.path.startsWith(RESET_LINK_PREFIX)
        ? `reset-link:${headers.get(CLIENT_IP_HEADER)}`
        : null;
    if (resetLinkKey && (await lockout.isLocked(resetLinkKey))) {
      return c.json({ code: 'TOO_MANY_REQUESTS', message: TOO_MANY_ATTEMPTS } satisfies AuthErrorBody, 429, {
        'Retry-After': String(LOCKOUT_MINUTES * 60),
      });
    }

    // Confirming an authenticator's first code turns two-factor on: the owner is told once it is on.
    const confirmingTotp =
      c.req.method === 'POST' && c.req.path === '/api/auth/two-factor/verify-totp'
        ? await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null)
        : null;
    const twoFactorWasOn = Boolean(
      (confirmingTotp?.user as { twoFactorEnabled?: boolean } | undefined)?.twoFactorEnabled,
    );

    const request = await toBetterAuthRequest(c.req.raw, c.req.path, headers);
    const response = await auth.handler(request);
    if (confirmingTotp && !twoFactorWasOn && response.ok) {
      // Read from the user row: confirming may replace the session the request came with.
      const now = await (await auth.$context).internalAdapter.findUserById(confirmingTotp.user.id);
      if ((now as { twoFactorEnabled?: boolean } | null)?.twoFactorEnabled)
        await notifySecurity?.(confirmingTotp.user.id, 'two_factor_on');
    }
    if (isReset && response.ok && resetUserId) await notifySecurity?.(resetUserId, 'password_reset');
    if (resetLinkKey && isInvalidTokenRedirect(response, env)) await lockout.recordFailure(resetLinkKey);
    if (isReset && response.ok && resetUserId && typeof resetBody?.newPassword === 'string') {
      return signInAfterReset(response, resetUserId, resetBody.newPassword, headers);
    }

    if (response.status === 403) {
      const refused = await untrustedOriginAnswer(response, c.req.raw.headers, env);
      if (refused) return c.json(refused satisfies AuthErrorBody, 403);
    }
    if (response.status === 429) {
      const retryAfter = response.headers.get('x-retry-after') ?? response.headers.get('retry-after');
      return c.json(
        { code: 'TOO_MANY_REQUESTS', message: TOO_MANY_ATTEMPTS } satisfies AuthErrorBody,
        429,
        retryAfter ? { 'Retry-After': retryAfter } : {},
      );
    }
    if (duplicateSignUp && response.ok) {
      return c.json(
        {
          code: 'USER_ALREADY_EXISTS',
          message: 'User with this email already exists',
        } satisfies AuthErrorBody,
        422,
      );
    }
    if (isPasswordSignIn && email) {
      if (response.status === 401) await lockout.recordFailure(`sign-in:${email}`);
      else if (response.ok) await lockout.clear(`sign-in:${email}`);
    }
    const signedIn = await signedInUserId(auth, c.req.path, response);
    if (signedIn) notifySignIn(signedIn);
    return response;
  });
}
