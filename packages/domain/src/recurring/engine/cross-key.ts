import { median } from './amounts';
import type { SeriesFit } from './fit';
import { monthAnchor } from './schedule';
import { stepOf } from './chain';
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
 * Two pieces under names sharing their first word that never charge in the same period, on one day of the
 * period and at one price level: one series the bank printed two ways (a gym billed from one club some
 * months and another club in others). Two live plans at one merchant would charge in the same months.
 */
function interleaves(a: SeriesFit, b: SeriesFit): boolean {
  if (a.rule.cadence !== b.rule.cadence || a.rule.periodDays < 28) return false;
  const clear = a.rule.periodDays * 0.6;
  if (a.members.some((x) => b.members.some((y) => Math.abs(x.day - y.day) < clear))) return false;
  const level = Math.max(medianCents(a), medianCents(b)) / Math.min(medianCents(a), medianCents(b));
  if (level > 1.25) return false;
  const anchorGap = Math.abs(
    monthAnchor(a.members.map((t) => t.date)) - monthAnchor(b.members.map((t) => t.date)),
  );
  return Math.min(anchorGap, 31 - anchorGap) <= 3;
}

/** Words of a key that can tie two pieces: long enough, and not a channel or a kind of payment. */
const distinctiveWords = (key: string) =>
  key.split(' ').filter((word) => word.length >= 4 && !GENERIC_FIRST_WORDS.has(word));

/**
 * The later piece starts exactly one normal step after the earlier one's last charge, at about its price:
 * no pause, so one series whose text changed (a processor's new billing name, a re-worded autopay). Two
 * different services would not hand over on the very next slot at the same price.
 */
function handsOver(a: SeriesFit, b: SeriesFit): boolean {
  if (a.rule.cadence !== b.rule.cadence) return false;
  const tail = a.members[a.members.length - 1] as PreparedTransaction;
  const head = b.members[0] as PreparedTransaction;
  if (stepOf(a.rule, head.day - tail.day) !== 0) return false;
  return Math.max(tail.cents, head.cents) / Math.min(tail.cents, head.cents) <= HAND_OVER_MAX_STEP;
}
/** A text change may come with a price step, not with a different plan. */
const HAND_OVER_MAX_STEP = 1.25;

/**
 * A biller that moved to a payment processor can leave nothing of its old text ("MIDAMERICAN ENERGY ACH PMT"
 * then "PAYMENTUS*MAEC UTIL WEB"). With no word in common the evidence must be the schedule alone, so all of
 * it is asked for: a monthly or longer series of three or more charges stops, and the only piece of the
 * account starting on its very next slot, on the same day of the month (within two days), at its price level,
 * and charging three or more times, takes over. Two services would not hand over so exactly.
 */
function takesOverUnnamed(a: SeriesFit, b: SeriesFit): boolean {
  if (a.rule.cadence !== b.rule.cadence || a.rule.periodDays < 28) return false;
  if (a.members.length < 3 || b.members.length < 3) return false;
  const tail = a.members[a.members.length - 1] as PreparedTransaction;
  const head = b.members[0] as PreparedTransaction;
  if (stepOf(a.rule, head.day - tail.day) !== 0) return false;
  const anchorGap = Math.abs(
    monthAnchor(a.members.map((t) => t.date)) - monthAnchor(b.members.map((t) => t.date)),
  );
  if (Math.min(anchorGap, 31 - anchorGap) > 2) return false;
  if (isFixed(a) && isFixed(b))
    return Math.max(tail.cents, head.cents) / Math.min(tail.cents, head.cents) <= HAND_OVER_MAX_STEP;
  // Amounts that vary (a utility through the seasons): most of one piece's range inside the other's, and a
  // typical amount within reach (a piece of winter bills sits above a whole year's).
  const [aLow, aHigh] = rangeOf(a);
  const [bLow, bHigh] = rangeOf(b);
  const shared = Math.min(aHigh, bHigh) - Math.max(aLow, bLow);
  const narrower = Math.min(aHigh - aLow, bHigh - bLow);
  const level = Math.max(medianCents(a), medianCents(b)) / Math.min(medianCents(a), medianCents(b));
  return shared >= narrower * VARYING_OVERLAP_MIN && level <= VARYING_LEVEL_MAX;
}
/** How much of the narrower piece's range the other must cover. */
const VARYING_OVERLAP_MIN = 0.5;
/** How far apart the typical amounts of a varying bill's two pieces may be (winter months against a year). */
const VARYING_LEVEL_MAX = 2;
const rangeOf = (fit: SeriesFit) => {
  const cents = fit.members.map((t) => t.cents);
  return [Math.min(...cents), Math.max(...cents)] as const;
};
const isFixed = (fit: SeriesFit) => {
  const [low, high] = rangeOf(fit);
  return high / low <= 1.3;
};

const medianCents = (fit: SeriesFit) => median(fit.members.map((t) => t.cents));
const startDay = (fit: SeriesFit) => (fit.members[0] as PreparedTransaction).day;

const onlyOne = <T>(items: readonly T[]): T | undefined => (items.length === 1 ? items[0] : undefined);

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
    const shared = new Set(distinctiveWords(item.merchantKey));
    const earlier =
      (word.length >= 3 && !GENERIC_FIRST_WORDS.has(word)
        ? out.find(
            (other) =>
              other.merchantKey !== item.merchantKey &&
              firstWord(other.merchantKey) === word &&
              (continues(other.fit, item.fit) || interleaves(other.fit, item.fit)),
          )
        : undefined) ??
      // Any distinctive word in common, when the later piece takes over on the very next slot.
      out.find(
        (other) =>
          other.merchantKey !== item.merchantKey &&
          distinctiveWords(other.merchantKey).some((w) => shared.has(w)) &&
          handsOver(other.fit, item.fit),
      ) ??
      onlyOne(
        out.filter(
          (other) => other.merchantKey !== item.merchantKey && takesOverUnnamed(other.fit, item.fit),
        ),
      );
    if (earlier)
      earlier.fit.members = [...earlier.fit.members, ...item.fit.members].sort((a, b) => a.day - b.day);
    else out.push(item);
  }
  return out;
}
