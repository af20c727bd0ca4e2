import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2's Algorithm is an ambient const enum; 2 is Algorithm.Argon2id.
const ARGON2ID = 2;

// argon2id at the OWASP Password Storage Cheat Sheet's first recommended setting:
// m = 19 MiB, t = 2, p = 1. better-auth's default scrypt parameters are below OWASP's minimum.
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  try {
    return await verify(stored, password);
  } catch {
    return false; // a malformed stored hash is a failed check, never a crash
  }
}
