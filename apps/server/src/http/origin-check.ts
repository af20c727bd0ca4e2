import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for every state-changing request. A browser always sends Origin on a
 * cross-origin POST, PUT, PATCH or DELETE (and on same-origin ones too, in current browsers); when it is
 * missing, Sec-Fetch-Site must say same-origin. A page on a sibling origin (another port, a subdomain) is
 * "same-site" for cookies, so SameSite=Lax alone does not stop it: only this check does.
 *
 * One write passes without it: POST /api/unsubscribe with a valid signed token (http/api-middleware.ts, see
 * notifications/unsubscribe-token.ts isSignedUnsubscribe). That route reads no cookie, so a forged
 * cross-site request gains nothing from the victim's session; its only authority is the HMAC token from
 * the e-mail, which turns off one kind of e-mail for one user. A mail client's RFC 8058 one-click POST
 * carries no Origin and a form body, so it could not pass this check; an invalid token still gets it.
 */
export function requireTrustedOrigin(trusted: readonly string[], publicUrl: string): MiddlewareHandler {
  const allowed = new Set(trusted);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const ok = origin ? allowed.has(origin) : fetchSite === 'same-origin';
    if (!ok) {
      throw new ApiError(
        403,
        'untrusted_origin',
        origin
          ? `This request came from ${origin.slice(0, 200)}, which is not a trusted address. Open ${publicUrl} and try again.`
          : `This request did not say which page sent it, so it was refused. Open ${publicUrl} and try again.`,
      );
    }
    return next();
  };
}

/** better-auth's own answer when a write names no page, kept so the sign-in screen reads one shape. */
const MISSING_ORIGIN = { message: 'Missing or null Origin', code: 'MISSING_OR_NULL_ORIGIN' } as const;

/**
 * better-auth refuses a page address it does not trust with a bare "Invalid origin". People paste the
 * address in whatever form they have (a LAN name, 127.0.0.1 for localhost), so the answer says where the
 * page was opened and which address to open instead (PUBLIC_URL).
 */
export function untrustedAuthOrigin(origin: string | undefined, publicUrl: string) {
  const trustedOrigin = new URL(publicUrl).origin;
  const shown = origin?.slice(0, 200);
  const opened =
    shown && shown !== 'null' ? `This page was opened at ${shown}` : 'This page was opened at an address';
  return {
    code: 'INVALID_ORIGIN',
    message: `${opened}, which this server does not trust. Open ${trustedOrigin} instead.`,
    trustedOrigin,
  };
}

/**
 * The same guard for better-auth's routes, in better-auth's answer shapes. better-auth checks the origin
 * itself, but only after it (and auth.routes.ts, for the lockouts) has read and parsed the body: a
 * cross-site write with a malformed body answered 400, and one naming an address counted against that
 * address's mail limit. This refuses what is plainly cross-site before anything reads the body: an
 * untrusted Origin, or no Origin from a browser that says the request is cross-site or same-site. Anything
 * else (a client that sends no Origin and no Sec-Fetch-Site) is left to better-auth's own rules.
 */
export function requireTrustedAuthOrigin(trusted: readonly string[], publicUrl: string): MiddlewareHandler {
  const allowed = new Set(trusted);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    if (origin && origin !== 'null') {
      if (!allowed.has(origin)) return c.json(untrustedAuthOrigin(origin, publicUrl), 403);
    } else if (fetchSite === 'cross-site' || fetchSite === 'same-site') {
      return c.json(MISSING_ORIGIN, 403);
    }
    return next();
  };
}

/**
 * JSON routes read only JSON: a text/plain or form body (the kinds a page on another site can send without
 * a preflight) is refused with 415 before any handler parses it. Requests without a body pass.
 */
export function requireJsonBody(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.header('content-length') === '0') return next();
    if (SAFE_METHODS.has(c.req.method) || c.req.raw.body === null) return next();
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    // Over HTTP/1.1 a request with neither Content-Length nor Transfer-Encoding has no body at all.
    const length = c.req.header('content-length');
    const hasBody =
      type !== '' || (length !== undefined && length !== '0') || c.req.header('transfer-encoding');
    if (hasBody && type !== 'application/json') {
      throw new ApiError(
        415,
        'unsupported_media_type',
        'This endpoint accepts only JSON: send the body with Content-Type: application/json.',
      );
    }
    return next();
  };
}
