import { createHmac, timingSafeEqual } from 'node:crypto';
import { ALERT_KINDS } from '@tourniquet/domain';

/** What an unsubscribe link can turn off: one alert kind's e-mails, or the weekly digest. */
export const MAIL_KINDS = [...ALERT_KINDS, 'digest'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

const isMailKind = (v: string): v is MailKind => (MAIL_KINDS as readonly string[]).includes(v);

// A purpose prefix keeps this MAC from ever verifying as any other token signed with the auth secret.
const PURPOSE = 'tourniquet-unsubscribe-v1';

function mac(secret: string, payload: string) {
  return createHmac('sha256', secret).update(`${PURPOSE}\n${payload}`).digest('base64url');
}

/**
 * `<base64url(userId \n kind)>.<HMAC>`: no expiry (an old e-mail's link must still work) and no state,
 * so it needs no sign-in. It names one user and one kind, and the MAC binds both.
 */
export function signUnsubscribeToken(secret: string, userId: string, kind: MailKind): string {
  const payload = `${userId}\n${kind}`;
  return `${Buffer.from(payload).toString('base64url')}.${mac(secret, payload)}`;
}

export function verifyUnsubscribeToken(
  secret: string,
  token: string | undefined | null,
): { userId: string; kind: MailKind } | null {
  if (!token || token.length > 512) return null;
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const payload = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [userId, kind, ...extra] = payload.split('\n');
  if (!userId || !kind || extra.length > 0 || !isMailKind(kind)) return null;
  return { userId, kind };
}
