/**
 * Deterministic randomness for the household generator. Math.random is never used: every draw comes from a
 * stream keyed by (item seed, purpose), so the same item regenerates byte-identical data in any process.
 */

/** cyrb53: a fast 53-bit string hash, good enough to key PRNG streams and ids (not cryptographic). */
export function hashString(text: string, salt = 0): number {
  let h1 = 0xdeadbeef ^ salt;
  let h2 = 0x41c6ce57 ^ salt;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Dollar amount in [min, max] rounded to cents, as Plaid sends it (float dollars). */
  dollars(min: number, max: number): number;
}

/** mulberry32 over a 32-bit state derived from a stream key. */
export function createRng(key: string): Rng {
  let state = hashString(key) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    dollars: (min, max) => roundCents(min + next() * (max - min)),
  };
}

export function roundCents(dollars: number): number {
  return Math.round(dollars * 100) / 100;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * A Plaid-looking opaque id (37 base62 characters by default), stable for a given key. Built from several
 * independently salted 53-bit hashes so ids of different items practically never collide.
 */
export function stableId(key: string, length = 37): string {
  let out = '';
  for (let salt = 1; out.length < length; salt++) {
    let h = hashString(key, salt * 0x9e3779b1);
    for (let i = 0; i < 8 && out.length < length; i++) {
      out += BASE62[h % 62];
      h = Math.floor(h / 62);
    }
  }
  return out;
}
