import { createHash, timingSafeEqual } from 'node:crypto';
import { decodeProtectedHeader, importJWK, jwtVerify, type JWK } from 'jose';
import type { BankPort } from './bank-port.ts';

const MAX_AGE_SECONDS = 5 * 60;

/**
 * Verifies Plaid's `Plaid-Verification` header (Plaid's documented procedure): an ES256 JWT whose key is
 * fetched by kid from /webhook_verification_key/get (cached), issued at most five minutes ago, whose
 * `request_body_sha256` matches the exact bytes received.
 */
export function createWebhookVerifier(bank: BankPort, now: () => Date) {
  const keys = new Map<string, JWK>();
  return async function verify(jwt: string | undefined, rawBody: string): Promise<boolean> {
    if (!jwt) return false;
    try {
      const header = decodeProtectedHeader(jwt);
      if (header.alg !== 'ES256' || !header.kid) return false;
      let jwk = keys.get(header.kid);
      if (!jwk) {
        jwk = await bank.webhookVerificationKey(header.kid);
        keys.set(header.kid, jwk);
      }
      const key = await importJWK(jwk, 'ES256');
      const { payload } = await jwtVerify(jwt, key, {
        algorithms: ['ES256'],
        maxTokenAge: MAX_AGE_SECONDS,
        currentDate: now(),
      });
      const claimed = payload.request_body_sha256;
      if (typeof claimed !== 'string') return false;
      const actual = createHash('sha256').update(rawBody, 'utf8').digest('hex');
      return claimed.length === actual.length && timingSafeEqual(Buffer.from(claimed), Buffer.from(actual));
    } catch {
      return false;
    }
  };
}
