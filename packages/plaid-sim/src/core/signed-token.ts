import { createHmac, timingSafeEqual } from 'node:crypto';

/** base64url of a 16-byte HMAC: always 22 characters, which is how we split it off the token's end. */
const SIGNATURE_LENGTH = 22;

/**
 * Self-describing tokens: `<prefix>-<base64url(json)>-<hmac>`. The simulator keeps no database, so anything it
 * must remember across restarts (an item's seed, accounts, webhook; a sync cursor's position) travels inside
 * the token, signed with `secretKey` so clients cannot forge or alter it.
 */
export interface TokenCodec {
  encode(prefix: string, payload: object): string;
  /** The payload, or null when the token is malformed, for another prefix, or not signed by us. */
  decode(prefix: string, token: string): unknown;
}

export function createTokenCodec(secretKey: string): TokenCodec {
  const sign = (prefix: string, body: string): string =>
    createHmac('sha256', secretKey)
      .update(`${prefix}.${body}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  return {
    encode(prefix, payload) {
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${prefix}-${body}-${sign(prefix, body)}`;
    },
    decode(prefix, token) {
      if (typeof token !== 'string' || !token.startsWith(`${prefix}-`)) return null;
      const rest = token.slice(prefix.length + 1);
      if (rest.length <= SIGNATURE_LENGTH + 1 || rest[rest.length - SIGNATURE_LENGTH - 1] !== '-')
        return null;
      const body = rest.slice(0, -SIGNATURE_LENGTH - 1);
      const given = Buffer.from(rest.slice(-SIGNATURE_LENGTH));
      const expected = Buffer.from(sign(prefix, body));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
      } catch {
        return null;
      }
    },
  };
}
