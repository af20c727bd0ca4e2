import { median } from './amounts';
import type { SeriesFit } from './fit';
import { monthAnchor } from './schedule';
import { continues } from './series-joining';
import type { PreparedTransaction } from './types';

export interface KeyedFit {
  merchantKey: string;
  fit: SeriesFit;
}

/** First words that name a channel or a kind of payment, not a merchant: never enough to join on. */
const GENERIC_FIRST_WORDS = new Set([
  'transfer',
  'banking',
  'payment',
  'zelle',
  'venmo',
  'paypal',
  'check',
  'draft',
  'ach',
  'deposit',
  'interest',
  'debit',
  'credit',
  'automatic',
  'online',
  'recurring',
  'purchase',
  'card',
  'bill',
  'city',
  'county',
  'state',
  'dept',
  'mobile',
  'autopay',
  'web',
  'direct',
  'electronic',
  'withdrawal',
  'square',
  'cash',
]);

const firstWord = (key: string) => key.split(' ')[0] ?? '';

/**
 * A piece that sits inside a gap of a monthly-or-longer series under another name, on its day and at its
 * price: the months the bank printed the merchant differently (a gym billed from another of its clubs).
 */
function fillsGap(outer: SeriesFit, inner: SeriesFit): boolean {
  if (outer.rule.cadence !== inner.rule.cadence || outer.rule.periodDays < 28) return false;
  const period = outer.rule.periodDays;
  const first = inner.members[0] as PreparedTransaction;
  const last = inner.members[inner.members.length - 1] as PreparedTransaction;
  const after = outer.members.findIndex((t) => t.day > first.day);
  if (after <= 0) return false;
  const before = outer.members[after - 1] as PreparedTransaction;
  const next = outer.members[after] as PreparedTransaction;
  // The whole piece fits in one gap, at least most of a period clear of the charges either side.
  if (last.day >= next.day || first.day - before.day < period * 0.7 || next.day - last.day < period * 0.7)
    return false;
  const level =
    Math.max(medianCents(outer), medianCents(inner)) / Math.min(medianCents(outer), medianCents(inner));
  if (level > 1.25) return false;
  const anchorGap = Math.abs(
    monthAnchor(outer.members.map((t) => t.date)) - monthAnchor(inner.members.map((t) => t.date)),
  );
  return Math.min(anchorGap, 31 - anchorGap) <= 3;
}

const medianCents = (fit: SeriesFit) => median(fit.members.map((t) => t.cents));
const startDay = (fit: SeriesFit) => (fit.members[0] as PreparedTransaction).day;

/**
 * Joins pieces of one series that ended up under two merchant keys because the bank renamed the merchant
 * partway ("COMCAST DES:CABLE" then "COMCAST DES:XFINITY"): same account and direction (the caller's
 * grouping), a shared distinctive first word, and the later piece continuing the earlier one. The joined
 * series keeps the earlier piece's key, so a user's decision on it survives.
 */
export function joinAcrossKeys(fits: readonly KeyedFit[]): KeyedFit[] {
  const sorted = [...fits].sort((a, b) => startDay(a.fit) - startDay(b.fit));
  const out: KeyedFit[] = [];
  for (const item of sorted) {
    const word = firstWord(item.merchantKey);
    const earlier =
      word.length >= 3 && !GENERIC_FIRST_WORDS.has(word)
        ? out.find(
            (other) =>
              other.merchantKey !== item.merchantKey &&
              firstWord(other.merchantKey) === word &&
              (continues(other.fit, item.fit) || fillsGap(other.fit, item.fit)),
          )
        : undefined;
    if (earlier)
      earlier.fit.members = [...earlier.fit.members, ...item.fit.members].sort((a, b) => a.day - b.day);
    else out.push(item);
  }
  return out;
}
