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

const INDEX = CANCEL_GUIDES.flatMap((cancelGuide, order) =>
  cancelGuide.matchers.map((matcher) => ({
    cancelGuide,
    order,
    phrase: ` ${normalizeMerchantText(matcher)} `,
  })),
);

/**
 * The guide for a merchant name or statement description, or null. Matchers match whole words only, and
 * the longest matching phrase wins, so "GOOGLE *YOUTUBE TV" finds YouTube TV rather than YouTube Premium.
 */
export function findCancelGuide(merchantOrDescription: string): CancelGuide | null {
  const text = ` ${normalizeMerchantText(merchantOrDescription)} `;
  if (text.trim() === '') return null;
  let best: (typeof INDEX)[number] | null = null;
  for (const entry of INDEX) {
    if (!text.includes(entry.phrase)) continue;
    if (!best || entry.phrase.length > best.phrase.length) best = entry;
  }
  return best?.cancelGuide ?? null;
}
