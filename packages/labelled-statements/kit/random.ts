/**
 * The one seeded random source of every labelled set (mulberry32), so a generator writes byte-identical files
 * on every run: the labels point at line numbers, and a reviewer must be able to regenerate a set and see an
 * empty diff. Amounts are integer cents: `cents()` takes cents. `centsFromDollars()` and `alnum()` are the
 * draws student-nurse-landlord-couple's kit made (student-nurse-landlord-couple, -3 and -4 were written with them); they stay, by name, so those
 * sets keep their bytes.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Whole number in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** Whole cents drawn uniformly in [minCents, maxCents]. */
  cents(minCents: number, maxCents: number): number;
  /** A continuous draw between two dollar amounts, rounded to the cent (student-nurse-landlord-couple's draw). */
  centsFromDollars(minDollars: number, maxDollars: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** Upper-case letters (no I, O) and digits, as processors print order and reference ids. */
  code(length: number): string;
  /** Upper-case letters (no I, O) and digits 2-9 (student-nurse-landlord-couple's reference ids). */
  alnum(length: number): string;
  digits(length: number): string;
}

const CODE_CHARACTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const ALNUM_CHARACTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

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
  const fromCharacters = (characters: string, length: number) =>
    Array.from({ length }, () => characters[int(0, characters.length - 1)]).join('');
  return {
    next,
    int,
    cents: (minCents, maxCents) => int(minCents, maxCents),
    centsFromDollars: (minDollars, maxDollars) =>
      Math.round((minDollars + next() * (maxDollars - minDollars)) * 100),
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    chance: (probability) => next() < probability,
    code: (length) => fromCharacters(CODE_CHARACTERS, length),
    alnum: (length) => fromCharacters(ALNUM_CHARACTERS, length),
    digits: (length) => Array.from({ length }, () => String(int(0, 9))).join(''),
  };
}
