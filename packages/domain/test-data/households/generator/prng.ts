/**
 * A seeded PRNG (mulberry32) so `generate.ts` writes byte-identical files on every run: the labels point at
 * line numbers, and a reviewer must be able to regenerate the set and see an empty diff.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Whole number in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** Cents drawn uniformly between two dollar amounts given in cents. */
  cents(minCents: number, maxCents: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** Upper-case letters and digits, as processors print order and reference ids. */
  code(length: number): string;
  digits(length: number): string;
}

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    cents: (minCents, maxCents) => int(minCents, maxCents),
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    chance: (probability) => next() < probability,
    code: (length) => Array.from({ length }, () => ALPHANUMERIC[int(0, ALPHANUMERIC.length - 1)]).join(''),
    digits: (length) => Array.from({ length }, () => String(int(0, 9))).join(''),
  };
}
