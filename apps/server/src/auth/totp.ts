import { createHmac, timingSafeEqual } from 'node:crypto';

// RFC 6238 TOTP as better-auth's two-factor plugin computes it: HMAC-SHA1 keyed with the secret string's
// UTF-8 bytes (the authenticator app receives the same bytes base32-encoded in the otpauth URI), 30-second
// steps, 6 digits, and one step of clock drift either way. We need the matching time *step*, which
// better-auth never reports, to refuse a code that was already accepted.

export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
const DRIFT_STEPS = 1;

export function totpStepAt(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
}

export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', Buffer.from(secret, 'utf8')).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const truncated = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(truncated % 10 ** DIGITS).padStart(DIGITS, '0');
}

/** The time step whose code is `code` within the accepted drift, or null when the code is wrong. */
export function matchingTotpStep(secret: string, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = totpStepAt(nowMs);
  let matched: number | null = null;
  // Every candidate is compared in constant time, so timing says nothing about which step matched.
  for (let step = now - DRIFT_STEPS; step <= now + DRIFT_STEPS; step++) {
    if (timingSafeEqual(Buffer.from(totpCode(secret, step)), Buffer.from(code))) matched ??= step;
  }
  return matched;
}

/** Steps older than this can never match again, so their replay records may go. */
export function oldestLiveTotpStep(nowMs: number): number {
  return totpStepAt(nowMs) - DRIFT_STEPS;
}
