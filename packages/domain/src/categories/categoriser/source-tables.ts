import { pfc, type PersonalCategory } from './pfc';

/**
 * A category word from another vocabulary: one PFC detailed name, or [money in, money out] where the
 * word says only "transfer" or "interest"; `refine` lists the primaries a more specific source (the
 * catalogue, keyword rules, patterns) may sharpen it into ("Food & Drink" + Starbucks -> Coffee).
 */
export interface WordMapping {
  detailed: string | readonly [moneyIn: string, moneyOut: string];
  refine: readonly string[];
}

export type WordTable = ReadonlyMap<string, WordMapping | null>;

/** "Restaurant-Bar & Café" -> "restaurant bar and cafe": case, spacing, accents and & do not matter. */
export function wordKey(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Builds a table from "word, word: DETAILED | +PRIMARY +PRIMARY" lines. DETAILED may be "IN/OUT" (two
 * detailed names by the sign) or "-" for a word that says nothing (Miscellaneous, Payments and Credits):
 * the row is then categorised from its other evidence. The detailed name's own primary may always refine.
 */
export function wordTable(spec: string): WordTable {
  const table = new Map<string, WordMapping | null>();
  for (const line of spec.split('\n')) {
    if (line.trim() === '') continue;
    const [names, value] = line.split(':') as [string, string];
    const [target, ...refine] = value.trim().split(/\s+\+/);
    let mapping: WordMapping | null = null;
    if (target !== '-') {
      const [first, second] = target!.split('/');
      const primary = pfc(first!).primary;
      if (second) pfc(second);
      mapping = {
        detailed: second ? [first!, second] : first!,
        refine: [primary, ...refine.map((r) => r.trim())],
      };
    }
    for (const name of names.split(',')) {
      const key = wordKey(name);
      if (table.has(key)) throw new Error(`Duplicate category word: ${key}`);
      table.set(key, mapping);
    }
  }
  return table;
}

/** The mapping for a word, trying the whole, then its parts after and before a separator ("-", ":", ">", "/"). */
export function lookupWord(table: WordTable, word: string): WordMapping | null | undefined {
  const whole = table.get(wordKey(word));
  if (whole !== undefined) return whole;
  const parts = word.split(/\s*[-:>|]\s*|\s+\/\s+/).filter((part) => part.trim() !== '');
  for (let i = parts.length - 1; i >= 0; i--) {
    const found = table.get(wordKey(parts[i]!));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The category a mapping gives a row with this amount (Plaid sign: negative is money in). */
export function mappedCategory(mapping: WordMapping, amountCents: number): PersonalCategory {
  const { detailed } = mapping;
  return pfc(typeof detailed === 'string' ? detailed : amountCents < 0 ? detailed[0] : detailed[1]);
}
