import { createHmac, timingSafeEqual } from 'node:crypto';
import { ALERT_KINDS } from '@tourniquet/domain';
import type { Context } from 'hono';

/** What an unsubscribe link can turn off: one alert kind's e-mails, or the weekly digest. */
export const MAIL_KINDS = [...ALERT_KINDS, 'digest'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

const isMailKind = (v: string): v is MailKind => (MAIL_KINDS as readonly string[]).includes(v);

// A purpose prefix keeps this MAC from ever verifying as any other token signed with the auth secret.
const PURPOSE = 'tourniquet-unsubscribe-v1';
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const VERSION = /^(0|[1-9][0-9]{0,9})$/;

function mac(secret: string, payload: string) {
  return createHmac('sha256', secret).update(`${PURPOSE}\n${payload}`).digest('base64url');
}

export interface UnsubscribeClaim {
  userId: string;
  kind: MailKind;
  /** The notification settings' version the e-mail was sent under (notification_settings.version). */
  version: number;
}

/**
 * `<base64url(userId \n kind \n version)>.<HMAC>`: no state, so it needs no sign-in. It names one user,
 * one kind and the version of the user's notification settings when the e-mail went out; the MAC binds
 * all three. The route refuses a link whose version is no longer the user's (they changed their settings
 * since, e.g. turned this e-mail back on), so an old e-mail cannot switch it off again.
 */
export function signUnsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const payload = `${claim.userId}\n${claim.kind}\n${claim.version}`;
  return `${Buffer.from(payload).toString('base64url')}.${mac(secret, payload)}`;
}

/**
 * The claim of a well-signed token, whatever its version (the route compares that with the stored one),
 * or null. Only the canonical encoding verifies: Node's base64url decoder skips characters outside the
 * alphabet, padding and trailing bits, so `payload==` or `payload!!` would otherwise decode to the same
 * signed bytes and give one link many spellings. Links sent before versions existed (two lines) read as
 * version 0, which a user who never changed their settings still has.
 */
export function verifyUnsubscribeToken(
  secret: string,
  token: string | undefined | null,
): UnsubscribeClaim | null {
  if (!token || token.length > 512) return null;
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [encoded, signature] = parts as [string, string];
  if (!BASE64URL.test(encoded) || !BASE64URL.test(signature)) return null;
  const bytes = Buffer.from(encoded, 'base64url');
  if (bytes.toString('base64url') !== encoded) return null;
  const payload = bytes.toString('utf8');
  // Invalid UTF-8 decodes to U+FFFD: two byte strings could then share one signed text.
  if (!Buffer.from(payload, 'utf8').equals(bytes)) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [userId, kind, version = '0', ...extra] = payload.split('\n');
  if (!userId || !kind || extra.length > 0 || !isMailKind(kind) || !VERSION.test(version)) return null;
  return { userId, kind, version: Number(version) };
}

/**
 * True for POST /api/unsubscribe carrying a valid signed token. http/api-middleware.ts lets exactly these requests past
 * the origin and JSON checks. Why that is safe: those checks stop another site from making a signed-in
 * person's browser change their data with the session cookie. This route reads no cookie and no session:
 * its only authority is the token, an HMAC (auth secret) over one user id and one mail kind that only that
 * user's inbox holds. Whoever has the token can do exactly one thing, switch off that one kind of e-mail
 * for that one user, and only while the user's settings are at the version it was sent under (a stale
 * one gets a page that says so and changes nothing); a forged, altered or other user's token verifies to
 * nothing and gets the normal checks (403/415). A mail client's RFC 8058 one-click POST sends no Origin and a form body, so it could
 * never pass them.
 */
export function isSignedUnsubscribe(c: Context, authSecret: string): boolean {
  return (
    c.req.method === 'POST' &&
    c.req.path === '/api/unsubscribe' &&
    verifyUnsubscribeToken(authSecret, c.req.query('token')) !== null
  );
}
