import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Provider access tokens at rest: AES-256-GCM with a fresh 96-bit IV per value. The format carries a
// version so the key or algorithm can be rotated later: v1.<iv>.<tag>.<ciphertext>, base64url parts.
export interface TokenCipher {
  encrypt(plaintext: string): string;
  decrypt(stored: string): string;
}

export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error('ENCRYPTION_KEY must be 32 bytes');
  return {
    encrypt(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return ['v1', iv, tag, ciphertext]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    decrypt(stored) {
      const [version, iv, tag, ciphertext] = stored.split('.');
      if (version !== 'v1' || !iv || !tag || ciphertext === undefined)
        throw new Error('unrecognised token format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
