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

/** One example per merchant: the user beats the provider, the latest wins (order breaks exact ties). */
export function learnCategories(examples: readonly LearnedExample[]): LearnedCategories {
  const best = new Map<string, LearnedExample>();
  for (const example of examples) {
    if (example.merchantKey === '') continue;
    const current = best.get(example.merchantKey);
    if (!current || beats(example, current)) best.set(example.merchantKey, example);
  }
  return { lookup: (merchantKey) => best.get(merchantKey) };
}

/** No memory: a new user, or a caller that does not learn. */
export const NOTHING_LEARNED: LearnedCategories = { lookup: () => undefined };
