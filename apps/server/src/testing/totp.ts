import { totpCode, totpStepAt } from '../auth/totp.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The secret an authenticator app reads from the otpauth:// URI better-auth returns on enable. */
export function secretFromTotpUri(totpURI: string): string {
  const encoded = new URL(totpURI).searchParams.get('secret');
  if (!encoded) throw new Error('no secret in the TOTP URI');
  let bits = '';
  for (const char of encoded.replace(/=+$/, '').toUpperCase()) {
    bits += ALPHABET.indexOf(char).toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes).toString('utf8');
}

/** Codes an authenticator shows now, one step earlier and one later (all inside the accepted drift). */
export function currentTotpCodes(secret: string) {
  const now = totpStepAt(Date.now());
  return [now - 1, now, now + 1].map((step) => ({ step, code: totpCode(secret, step) }));
}
