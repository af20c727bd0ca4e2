import type { PersonalCategory } from './pfc';

/** What a user (or their provider-categorised rows) filed a merchant as, on a date (YYYY-MM-DD). */
export interface LearnedExample {
  merchantKey: string;
  category: PersonalCategory;
  date: string;
  by: 'user' | 'provider';
}

/** A user's memory of merchants. Built per user from that user's rows only. */
export interface LearnedCategories {
  lookup(merchantKey: string): LearnedExample | undefined;
}

/** Does `a` beat `b`? The user's word beats the provider's; then the later date; then the later example. */
function beats(a: LearnedExample, b: LearnedExample): boolean {
  if (a.by !== b.by) return a.by === 'user';
  return a.date >= b.date;
}

// Words too common to start a family of one merchant's descriptors ("CITY OF BOISE", "ST LUKES").
const NOT_A_FAMILY = new Set([
  'of',
  'and',
  '&',
  'the',
  'st',
  'la',
  'el',
  'de',
  'city',
  'county',
  'state',
  'dept',
]);

/**
 * The first two words of a key, when they can stand for one merchant: a key is the first three words of the
 * merchant's name, so a two-word name is followed by whatever the bank prints next, a city in one layout
 * ("ramirez services round") and nothing in another ("ramirez services"). A person's key never groups: two
 * people may share a first name.
 */
function familyOf(merchantKey: string): string | null {
  if (merchantKey.startsWith('person:')) return null;
  const [first, second] = merchantKey.split(' ');
  if (!first || !second || first.length < 3 || second.length < 3) return null;
  if (NOT_A_FAMILY.has(first) || NOT_A_FAMILY.has(second)) return null;
  return `${first} ${second}`;
}

/**
 * One example per merchant: the user beats the provider, the latest wins (order breaks exact ties). A key
 * nobody taught follows what the user said for its family of descriptors, when every answer there agrees.
 */
export function learnCategories(examples: readonly LearnedExample[]): LearnedCategories {
  const best = new Map<string, LearnedExample>();
  for (const example of examples) {
    if (example.merchantKey === '') continue;
    const current = best.get(example.merchantKey);
    if (!current || beats(example, current)) best.set(example.merchantKey, example);
  }
  // The user's answers by family; null where two of them disagree (two merchants sharing two words).
  const families = new Map<string, LearnedExample | null>();
  for (const example of best.values()) {
    const family = example.by === 'user' ? familyOf(example.merchantKey) : null;
    if (family === null) continue;
    const current = families.get(family);
    if (current === undefined) families.set(family, example);
    else if (current !== null && current.category.detailed !== example.category.detailed)
      families.set(family, null);
    else if (current !== null && example.date > current.date) families.set(family, example);
  }
  return {
    lookup: (merchantKey) => {
      const exact = best.get(merchantKey);
      if (exact?.by === 'user') return exact;
      const family = familyOf(merchantKey);
      return (family !== null ? families.get(family) : undefined) ?? exact;
    },
  };
}

/** No memory: a new user, or a caller that does not learn. */
export const NOTHING_LEARNED: LearnedCategories = { lookup: () => undefined };
