import {
  ACH_FIELDS,
  BANK_PREFIXES,
  DOMAIN_NOISE,
  NOISE_WORDS,
  PROCESSOR_PREFIX,
  US_STATES,
} from './merchant-noise';

/** Tokens kept in a merchant key: enough to tell "Google One" from "YouTube", few enough to drop city names. */
const MAX_KEY_TOKENS = 4;

/** A help or billing address after the merchant ("g.co/helppay#", "AMZN.COM/BILL"); the first word stays. */
const URL_TAIL = /\s\S*\.(?:COM|CO|NET|ORG|IO)\/\S*/g;

export interface NormalizedMerchant {
  /** Lower-case, space-separated tokens; equal for every charge of one merchant on one statement. */
  key: string;
  /** For people: the provider's merchant when it agrees with the description, else the key title-cased. */
  display: string;
}

/** The description with bank and processor noise removed (upper case), before tokens are cut to a key. */
export function cleanDescription(description: string): string {
  let text = ` ${description.toUpperCase()} `.replace(/\s+/g, ' ');
  for (const pattern of ACH_FIELDS) text = text.replace(pattern, ' ');
  text = text.trim();
  for (let pass = 0; pass < 3; pass++) {
    const before = text;
    for (const pattern of BANK_PREFIXES) text = text.replace(pattern, '').trim();
    text = text.replace(PROCESSOR_PREFIX, '').trim();
    if (text === before) break;
  }
  // Phone numbers and dates before the digit rule, so "866-579-7172" leaves no "-" fragments behind.
  text = text
    .replace(/\b1?[-. (]*\d{3}[-. )]*\d{3}[-. ]*\d{4}\b/g, ' ')
    .replace(/\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/g, ' ')
    .replace(URL_TAIL, ' ')
    .replace(DOMAIN_NOISE, ' ');
  return text.replace(/\s+/g, ' ').trim();
}

/** Tokens of a cleaned description that name the merchant: no digits, no noise words, no trailing state. */
export function merchantTokens(cleaned: string): string[] {
  const raw = cleaned
    .replace(/'/g, '')
    .split(/[^A-Z0-9&+]+/)
    .filter((token) => token !== '' && !/\d/.test(token) && !NOISE_WORDS.has(token));
  while (raw.length > 1 && US_STATES.has(raw[raw.length - 1] as string)) raw.pop();
  const tokens: string[] = [];
  for (const token of raw) if (!tokens.includes(token)) tokens.push(token); // "NETFLIX.COM NETFLIX.COM"
  return tokens;
}

const titleCase = (tokens: readonly string[]) =>
  tokens.map((token) => token.charAt(0) + token.slice(1).toLowerCase()).join(' ');

const squash = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * Key and display from a description's merchant tokens. `keep` lets the caller drop tokens it knows to be
 * noise (order codes seen on one charge only); the first token always stays.
 */
export function merchantFromTokens(
  cleaned: string,
  description: string,
  merchantName: string | null,
  keep: (token: string) => boolean = () => true,
): NormalizedMerchant {
  let tokens = merchantTokens(cleaned);
  if (tokens.length === 0) tokens = merchantTokens(description.toUpperCase());
  // The first token names the merchant even when it is seen once ("MCDONALDS HOUSTON", "CVS PHARMACY
  // HOUSTON"): dropping it would leave the city, and two merchants would share a key.
  const kept = tokens.filter((token, i) => i === 0 || keep(token));
  tokens = (kept.length > 0 ? kept : tokens).slice(0, MAX_KEY_TOKENS);
  if (tokens.length === 0) tokens = [squash(description).replace(/\d/g, '') || 'UNKNOWN'];
  const key = tokens.join(' ').toLowerCase();
  const name = merchantName?.trim() ?? '';
  const first = squash(name.split(/\s+/)[0] ?? '');
  const agrees = name !== '' && first.length >= 3 && squash(cleaned).includes(first.slice(0, 5));
  return { key, display: agrees ? name : titleCase(tokens) };
}

/**
 * A merchant key taken from the statement text, because the merchant column is often missing or wrong. The
 * provider's merchant name is only used for display, and only when the description mentions it.
 */
export function normalizeMerchant(description: string, merchantName: string | null): NormalizedMerchant {
  return merchantFromTokens(cleanDescription(description), description, merchantName);
}
