import { describe, expect, it } from 'vitest';
import { createTokenCipher } from './token-cipher.ts';

describe('token cipher (AES-256-GCM)', () => {
  const cipher = createTokenCipher(Buffer.alloc(32, 1));

  it('round-trips and never repeats a ciphertext', () => {
    const a = cipher.encrypt('access-sandbox-abc');
    const b = cipher.encrypt('access-sandbox-abc');
    expect(a).not.toBe(b);
    expect(a).not.toContain('access-sandbox');
    expect(cipher.decrypt(a)).toBe('access-sandbox-abc');
  });

  it('refuses tampered values and other keys', () => {
    const stored = cipher.encrypt('secret');
    const parts = stored.split('.');
    const flipped = Buffer.from(parts[3]!, 'base64url');
    flipped[0]! ^= 1;
    expect(() =>
      cipher.decrypt([parts[0], parts[1], parts[2], flipped.toString('base64url')].join('.')),
    ).toThrow();
    expect(() => createTokenCipher(Buffer.alloc(32, 2)).decrypt(stored)).toThrow();
    expect(() => cipher.decrypt('plain-text')).toThrow();
  });

  it('insists on a 32-byte key', () => {
    expect(() => createTokenCipher(Buffer.alloc(16))).toThrow(/32 bytes/);
  });
});
