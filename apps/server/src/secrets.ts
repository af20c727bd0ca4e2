import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from './env.ts';

export interface Secrets {
  authSecret: string;
  /** 32-byte AES-256-GCM key for provider access tokens. */
  encryptionKey: Buffer;
}

/**
 * Production passes AUTH_SECRET and ENCRYPTION_KEY. The embedded default generates them once into
 * DATA_DIR/secrets.json (mode 0600) so sessions and stored tokens survive restarts without setup.
 */
export function resolveSecrets(env: Env): Secrets {
  if (env.NODE_ENV === 'production' && (!env.AUTH_SECRET || !env.ENCRYPTION_KEY)) {
    throw new Error('Invalid configuration:\n  AUTH_SECRET and ENCRYPTION_KEY are required in production');
  }
  let stored: { authSecret?: string; encryptionKey?: string } = {};
  const file = join(env.DATA_DIR, 'secrets.json');
  if (!env.AUTH_SECRET || !env.ENCRYPTION_KEY) {
    if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8'));
    if (!stored.authSecret || !stored.encryptionKey) {
      stored = {
        authSecret: randomBytes(32).toString('hex'),
        encryptionKey: randomBytes(32).toString('hex'),
      };
      mkdirSync(env.DATA_DIR, { recursive: true });
      writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
    }
  }
  return {
    authSecret: env.AUTH_SECRET ?? stored.authSecret!,
    encryptionKey: Buffer.from(env.ENCRYPTION_KEY ?? stored.encryptionKey!, 'hex'),
  };
}
