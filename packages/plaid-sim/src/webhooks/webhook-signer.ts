import { createHash, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

export interface WebhookKey {
  alg: 'ES256';
  crv: string;
  kid: string;
  kty: string;
  use: 'sig';
  x: string;
  y: string;
  created_at: number;
  expired_at: number | null;
}

export interface WebhookSigner {
  /** The public JWK in Plaid's /webhook_verification_key/get shape, or null for an unknown kid. */
  key(kid: string): Promise<WebhookKey | null>;
  /** The `Plaid-Verification` header value for exactly these body bytes. */
  sign(rawBody: string, now: Date): Promise<string>;
}

/**
 * Plaid's webhook signature: an ES256 JWT whose header names the key (kid) and whose payload holds the
 * SHA-256 of the raw body and the issue time. One P-256 key per simulator instance, made on first use (key
 * generation is async and the factory is not). Keys are not persisted: after a restart old webhooks no
 * longer verify, which only matters for deliveries already in flight.
 */
export function createWebhookSigner(now: () => Date): WebhookSigner {
  let material: Promise<{ privateKey: PrivateKey; jwk: WebhookKey }> | null = null;
  const load = () => {
    material ??= (async () => {
      const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
      const jwk = await exportJWK(publicKey);
      return {
        privateKey,
        jwk: {
          alg: 'ES256' as const,
          crv: jwk.crv ?? 'P-256',
          kid: randomUUID(),
          kty: jwk.kty ?? 'EC',
          use: 'sig' as const,
          x: jwk.x ?? '',
          y: jwk.y ?? '',
          created_at: Math.floor(now().getTime() / 1000),
          expired_at: null,
        },
      };
    })();
    return material;
  };
  return {
    async key(kid) {
      const { jwk } = await load();
      return jwk.kid === kid ? jwk : null;
    },
    async sign(rawBody, at) {
      const { privateKey, jwk } = await load();
      const digest = createHash('sha256').update(rawBody, 'utf8').digest('hex');
      return new SignJWT({ request_body_sha256: digest })
        .setProtectedHeader({ alg: 'ES256', kid: jwk.kid, typ: 'JWT' })
        .setIssuedAt(Math.floor(at.getTime() / 1000))
        .sign(privateKey);
    },
  };
}
