import type { CancelGuide } from './cancel-guide';
import { MEMBERSHIP_GUIDES } from './membership-guides';
import { PLATFORM_GUIDES } from './platform-guides';
import { SOFTWARE_GUIDES } from './software-guides';
import { STREAMING_GUIDES } from './streaming-guides';

export const CANCEL_GUIDES: readonly CancelGuide[] = [
  ...STREAMING_GUIDES,
  ...PLATFORM_GUIDES,
  ...SOFTWARE_GUIDES,
  ...MEMBERSHIP_GUIDES,
];

/**
 * Merchant text as matchers see it: upper case, "+" spelled PLUS ("DISNEY+" -> "DISNEY PLUS"), apostrophes
 * dropped ("SAM'S" -> "SAMS"), every other non-alphanumeric a space ("NETFLIX.COM" -> "NETFLIX COM",
 * "SP * SPOTIFY" -> "SP SPOTIFY").
 */
export function normalizeMerchantText(text: string): string {
  return text
    .toUpperCase()
    .replace(/\+/g, ' PLUS ')
    .replace(/['\u2019`]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

// Card and processor prefixes that stand before the merchant's own name on a statement line.
const LEADING_NOISE =
  /^(?:(?:CHECKCARD|CHECK CARD|POS|DEBIT|DBT|CARD|PURCHASE|RECURRING|AUTHORIZED|ON|PAYMENT|ACH|WEB|ONLINE|PAYPAL|PP|SP|SQ|TST|SQU|GOOGLE|APPLE PAY|\d+) )+/;

interface IndexEntry {
  cancelGuide: CancelGuide;
  phrase: string;
  atStart: boolean;
}

const INDEX: IndexEntry[] = CANCEL_GUIDES.flatMap((cancelGuide) =>
  cancelGuide.matchers.map((matcher) => ({
    cancelGuide,
    atStart: matcher.startsWith('^'),
    phrase: `${normalizeMerchantText(matcher.replace(/^\^/, ''))} `,
  })),
);

function matches(entry: IndexEntry, padded: string, start: string): boolean {
  return entry.atStart ? start.startsWith(entry.phrase) : padded.includes(` ${entry.phrase}`);
}

/**
 * The guide for a merchant name or statement description, or null. Matchers match whole words only, and
 * the longest matching phrase wins, so "GOOGLE *YOUTUBE TV" finds YouTube TV rather than YouTube Premium.
 */
export function findCancelGuide(merchantOrDescription: string): CancelGuide | null {
  const text = normalizeMerchantText(merchantOrDescription);
  if (text === '') return null;
  const padded = ` ${text} `;
  const start = `${text.replace(LEADING_NOISE, '')} `;
  let best: IndexEntry | null = null;
  for (const entry of INDEX) {
    if (!matches(entry, padded, start)) continue;
    if (!best || entry.phrase.length > best.phrase.length) best = entry;
  }
  return best?.cancelGuide ?? null;
}
