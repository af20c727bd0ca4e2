/**
 * Keyword lists for telling bills from subscriptions (docs/product.md#4-states, "Recurring classification").
 * Matched as whole words against description + merchant, case-insensitively, so "rent" does not fire
 * on "Parent" or "Torrent". Order inside a list does not matter; order of the checks does.
 */

export const BILL_KEYWORDS = {
  utilities: [
    'utility',
    'utilities',
    'electric',
    'electricity',
    'power',
    'energy',
    'water',
    'sewer',
    'trash',
    'waste management',
    'natural gas',
    'pg&e',
    'con edison',
    'duke energy',
    'national grid',
  ],
  telecom: [
    'verizon',
    'at&t',
    't-mobile',
    'sprint',
    'comcast',
    'xfinity',
    'spectrum',
    'cox communications',
    'centurylink',
    'frontier communications',
    'wireless',
    'cellular',
    'broadband',
    'internet',
    'telecom',
  ],
  insurance: [
    'insurance',
    'geico',
    'state farm',
    'progressive',
    'allstate',
    'liberty mutual',
    'nationwide',
    'farmers insurance',
    'usaa',
  ],
  rent: ['rent', 'apartment', 'apartments', 'property management', 'landlord', 'hoa'],
  mortgage: ['mortgage', 'home loan', 'rocket mortgage', 'mr. cooper'],
  loans: [
    'loan',
    'loans',
    'navient',
    'nelnet',
    'sallie mae',
    'mohela',
    'student loan',
    'auto loan',
    'lending',
  ],
  banks: ['bank', 'credit union', 'chase', 'wells fargo', 'bank of america', 'citibank', 'capital one'],
  payments: ['payment', 'autopay', 'bill pay', 'billpay'],
} as const;

export const SUBSCRIPTION_KEYWORDS = {
  streaming: [
    'netflix',
    'hulu',
    'disney+',
    'disney plus',
    'hbo',
    'spotify',
    'apple music',
    'youtube',
    'paramount+',
    'peacock',
    'pandora',
    'siriusxm',
    'audible',
    'twitch',
    'crunchyroll',
    'streaming',
  ],
  software: [
    'adobe',
    'microsoft',
    'office 365',
    'google workspace',
    'google storage',
    'dropbox',
    'icloud',
    'github',
    'slack',
    'zoom',
    'notion',
    'canva',
    'openai',
    'chatgpt',
    '1password',
    'software',
  ],
  gym: ['gym', 'fitness', 'planet fitness', 'equinox', 'peloton', 'orangetheory', 'ymca', 'crossfit'],
  membership: ['membership', 'member', 'costco', "sam's club", 'amazon prime', 'prime', 'patreon', 'club'],
} as const;

/**
 * Category names (legacy or PFC, normalised to lower snake case) that make an item a bill. A PFC
 * detailed name counts when it starts with one of these, e.g. rent_and_utilities_water.
 */
export const BILL_CATEGORIES = [
  'utilities',
  'rent_and_utilities',
  'loan_payments',
  'credit_card_payments',
  'insurance',
] as const;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One regexp per list: a keyword must not touch a letter or digit on either side. */
export function keywordPattern(keywords: readonly string[]): RegExp {
  const alternatives = keywords.map(escapeRegExp).join('|');
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'iu');
}
