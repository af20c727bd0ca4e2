import { startsWith, words } from './normalise';
import { KEYWORD_GROUPS } from './keyword-groups';
import { pfc, type PersonalCategory } from './pfc';

interface KeywordRule {
  tokens: readonly string[];
  category: PersonalCategory;
  kind: string;
  rank: number;
}

const INDEX = new Map<string, KeywordRule[]>();
let count = 0;
KEYWORD_GROUPS.forEach(([detailed, kind, keywords], rank) => {
  const category = pfc(detailed);
  for (const keyword of keywords.split(';')) {
    const tokens = words(keyword.trim().toUpperCase());
    if (tokens.length === 0) continue;
    count++;
    const bucket = INDEX.get(tokens[0]!) ?? [];
    bucket.push({ tokens, category, kind, rank });
    INDEX.set(tokens[0]!, bucket);
  }
});

export const KEYWORD_RULE_COUNT = count;

export interface KeywordMatch {
  category: PersonalCategory;
  kind: string;
  /** The words that matched, for the reason ("DENTAL"). */
  keyword: string;
}

// Statement texts are cut to a few characters a field, so kinds come abbreviated ("LEARNING CTR", "HLTH").
const ABBREVIATIONS = new Map([
  ['CTR', 'CENTER'],
  ['CNTR', 'CENTER'],
  ['HOSP', 'HOSPITAL'],
  ['CLNC', 'CLINIC'],
  ['MED', 'MEDICAL'],
  ['PHARM', 'PHARMACY'],
  ['SVC', 'SERVICE'],
  ['SVCS', 'SERVICES'],
  ['SCHL', 'SCHOOL'],
  ['UNIV', 'UNIVERSITY'],
  ['RESTAURAN', 'RESTAURANT'],
  ['RESTAURA', 'RESTAURANT'],
]);

// An ACH entry cut to ten letters glues its words ("UTILITYBIL", "AZTAXPAYMT", "USATAXPYMT"): the word that
// names the kind of payment is read inside it.
function glued(token: string): string | null {
  if (token.length < 9) return null;
  // Longer than "UTILITIES" itself.
  if (token.length > 9 && token.startsWith('UTILIT')) return 'UTILITY';
  if (token.includes('TAXPAY') || token.includes('TAXPYMT') || token.includes('TAXPMT')) return 'TAXPAYMENT';
  return null;
}

/** The best keyword rule among these words: the more specific group, then the longer phrase. */
export function matchKeywords(given: readonly string[]): KeywordMatch | null {
  const tokens = given.some((token) => ABBREVIATIONS.has(token) || glued(token) !== null)
    ? given.map((token) => glued(token) ?? ABBREVIATIONS.get(token) ?? token)
    : given;
  let best: KeywordRule | null = null;
  for (let at = 0; at < tokens.length; at++) {
    const bucket = INDEX.get(tokens[at]!);
    if (!bucket) continue;
    for (const rule of bucket) {
      if (!startsWith(tokens, at, rule.tokens)) continue;
      if (
        !best ||
        rule.rank < best.rank ||
        (rule.rank === best.rank && rule.tokens.length > best.tokens.length)
      ) {
        best = rule;
      }
    }
  }
  if (!best) return null;
  if (best.category.detailed === 'RENT_AND_UTILITIES_OTHER_UTILITIES' && isCitys(tokens)) {
    return {
      category: CITY_UTILITY,
      kind: "a city's utility (water and sewer)",
      keyword: best.tokens.join(' '),
    };
  }
  return { category: best.category, kind: best.kind, keyword: best.tokens.join(' ') };
}

// A town's utility bill ("CITY OF TEMPE UTILITY BILLING") is its water and sewer: few towns sell power. "PUBLIC
// UTILITIES" is not read so: as many of those sell power as water.
const CITY_UTILITY = pfc('RENT_AND_UTILITIES_WATER');
const CITY_WORDS: readonly (readonly string[])[] = [
  ['CITY', 'OF'],
  ['TOWN', 'OF'],
  ['VILLAGE', 'OF'],
  ['MUNICIPAL'],
];
const isCitys = (tokens: readonly string[]) =>
  tokens.some((_, at) => CITY_WORDS.some((phrase) => startsWith(tokens, at, phrase)));
