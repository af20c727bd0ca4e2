import { isAcceptable } from './acceptance';
import {
  CADENCE_RULES,
  ESTIMATED_TAX_PATTERN,
  ESTIMATED_TAX_RULE,
  PROPERTY_TAX_PATTERN,
  PROPERTY_TAX_RULE,
  type CadenceRule,
} from './cadence';
import { isVariableAmount } from './amounts';
import { amountClusters, byDay } from './clusters';
import { fitCadence, type SeriesFit } from './fit';
import { absorbLeftovers, joinPieces } from './series-joining';
import { PAPER_CHECK_PATTERN } from './kind-keywords';
import type { PreparedTransaction, StreamKind } from './types';

const MAX_SERIES_PER_GROUP = 12;
/** Groups this small also try bands of near prices: an annual renewal at a new price beside a one-off. */
const BAND_GROUP_LIMIT = 6;
/** Prices within this ratio of a charge form its band. */
const BAND_RATIO = 1.25;
/** A price this many times the rest's at a series' end is another product (monthly to annual billing). */
const JUMP_RATIO = 3;
/**
 * Above this many charges a merchant group is everyday spending: two years of even a weekly series are
 * about 104 charges, so only exact-price slices are searched (the whole group would cost the most and
 * can never be 75% one series).
 */
const WHOLE_GROUP_LIMIT = 300;

const TAX_RULES: readonly CadenceRule[] = [
  ...CADENCE_RULES.filter((rule) => rule.cadence !== 'quarterly'),
  ESTIMATED_TAX_RULE,
];

const PROPERTY_TAX_RULES: readonly CadenceRule[] = CADENCE_RULES.map((rule) =>
  rule.cadence === 'semi_annual' ? PROPERTY_TAX_RULE : rule,
);

/** The cadences a group is read with: tax payments keep their uneven due dates. */
function rulesFor(sample: PreparedTransaction | undefined): readonly CadenceRule[] {
  if (!sample || sample.direction !== 'outflow') return CADENCE_RULES;
  if (ESTIMATED_TAX_PATTERN.test(sample.cleanText)) return TAX_RULES;
  if (PROPERTY_TAX_PATTERN.test(sample.cleanText)) return PROPERTY_TAX_RULES;
  return CADENCE_RULES;
}

const ANNUAL_ONLY: readonly CadenceRule[] = CADENCE_RULES.filter((rule) => rule.cadence === 'annual');

/** Days of the month two cheques to one payee may lie apart (written on one day, cashed within days). */
const CHEQUE_DAY_SPREAD = 8;

/**
 * Cheques share one text, so two payees of one amount (a housekeeper and a tutor at $150) share a cluster;
 * what sets them apart is the day each is written. Each amount cluster is cut where the days of the month
 * part by more than a cheque's cashing delay, and every part of three or more is a candidate of its own.
 */
function chequeDayBands(clusters: readonly PreparedTransaction[][]): PreparedTransaction[][] {
  const bands: PreparedTransaction[][] = [];
  for (const cluster of clusters) {
    const byMonthDay = [...cluster].sort((a, b) => monthDay(a) - monthDay(b));
    let band: PreparedTransaction[] = [];
    for (const t of byMonthDay) {
      const last = band[band.length - 1];
      if (last && monthDay(t) - monthDay(last) > CHEQUE_DAY_SPREAD / 2) {
        if (band.length >= 3 && band.length < cluster.length) bands.push(band.sort(byDay));
        band = [];
      }
      band.push(t);
    }
    if (band.length >= 3 && band.length < cluster.length) bands.push(band.sort(byDay));
  }
  return bands;
}
const monthDay = (t: PreparedTransaction) => Number(t.date.slice(8, 10));

/** Sets of two or more charges within BAND_RATIO of each other, each starting at one price (small groups). */
function priceBands(txns: readonly PreparedTransaction[]): PreparedTransaction[][] {
  const bands: PreparedTransaction[][] = [];
  const seen = new Set<string>();
  for (const t of txns) {
    const band = txns.filter((o) => o.cents >= t.cents && o.cents <= t.cents * BAND_RATIO);
    const key = band.map((o) => o.index).join(',');
    if (band.length < 2 || band.length === txns.length || seen.has(key)) continue;
    if (new Set(band.map((o) => o.cents)).size < 2) continue; // one price: an exact cluster already
    seen.add(key);
    bands.push(band);
  }
  return bands;
}

/**
 * A fixed-price series does not end (or start) on a charge several times its price: that charge is another
 * product at the merchant (a newspaper billed monthly, then yearly), not a price change. Pay and variable
 * bills are left alone (a first partial month, a winter gas bill).
 */
function withoutEndJumps(fit: SeriesFit): SeriesFit {
  const members = [...fit.members];
  if (members.length < 4) return fit;
  const jump = (a: PreparedTransaction, b: PreparedTransaction) =>
    Math.max(a.cents, b.cents) / Math.min(a.cents, b.cents) >= JUMP_RATIO;
  const steady = (list: readonly PreparedTransaction[]) => !isVariableAmount(list.map((t) => t.cents));
  const last = members[members.length - 1] as PreparedTransaction;
  if (jump(last, members[members.length - 2] as PreparedTransaction) && steady(members.slice(0, -1)))
    members.pop();
  const first = members[0] as PreparedTransaction;
  if (jump(first, members[1] as PreparedTransaction) && steady(members.slice(1))) members.shift();
  return members.length === fit.members.length ? fit : { ...fit, members };
}

/** Index of the first value >= target in an ascending array. */
function lowerBound(sorted: readonly number[], target: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as number) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Charges whose amount is within `share` of `price` but not equal to it. */
function nearby(sortedCents: readonly number[], price: number, share: number): number {
  const inRange =
    lowerBound(sortedCents, price * (1 + share) + 1e-9) - lowerBound(sortedCents, price * (1 - share));
  const exact = lowerBound(sortedCents, price + 0.5) - lowerBound(sortedCents, price - 0.5);
  return inRange - exact;
}

/**
 * How many times a price would repeat by chance at this merchant: neighbours within 10% spread over the
 * cent values of that range. A subscription's price repeats far more often than its neighbours do.
 */
function chanceRepeats(sortedCents: readonly number[], price: number): number {
  return nearby(sortedCents, price, 0.1) / (0.2 * price + 1);
}

/**
 * Every series in one merchant group (one account, one direction, one merchant key). Peels the best
 * acceptable fit off repeatedly, trying the whole remainder (one series, perhaps variable or stepping in
 * price) and each amount cluster (several fixed-price series at one merchant: iCloud beside Apple Music).
 * Then lets series take leftover charges that belong to them and joins pieces of one series.
 */
export function findSeriesInGroup(
  group: readonly PreparedTransaction[],
  kind: StreamKind,
  personToPerson: boolean,
): SeriesFit[] {
  let remaining = [...group].sort(byDay);
  const sample = remaining[remaining.length - 1];
  const cheques = sample !== undefined && PAPER_CHECK_PATTERN.test(sample.cleanText);
  // Nobody is paid by cheque twice a month on a schedule; two payees of one amount look like it.
  const rules = cheques
    ? rulesFor(sample).filter((rule) => rule.cadence !== 'semi_monthly')
    : rulesFor(sample);
  const found: SeriesFit[] = [];
  while (remaining.length >= 2 && found.length < MAX_SERIES_PER_GROUP) {
    const clusters = amountClusters(remaining).filter((c) => c.length >= 2 && c.length < remaining.length);
    const sortedCents = remaining.map((t) => t.cents).sort((a, b) => a - b);
    let best: SeriesFit | null = null;
    const candidates = [
      ...(remaining.length <= WHOLE_GROUP_LIMIT ? [remaining, ...clusters] : clusters),
      // Every amount, the whole group's too (all cheques of one amount share one cluster).
      ...(cheques ? chequeDayBands(amountClusters(remaining)) : []),
    ];
    const bands = remaining.length <= BAND_GROUP_LIMIT ? priceBands(remaining) : [];
    for (const candidate of [...candidates, ...bands]) {
      const band = bands.includes(candidate);
      const fit = fitCadence(candidate, band ? ANNUAL_ONLY : rules);
      // A band only ever makes a repriced annual pair (two charges a year apart).
      if (band && fit?.members.length !== 2) continue;
      const fromCluster = candidate !== remaining && !band;
      const price = (candidate[0] as PreparedTransaction).cents;
      const context = {
        kind,
        personToPerson,
        remaining: remaining.length,
        fromCluster,
        nearbyAmounts: fromCluster ? nearby(sortedCents, price, 0.15) : 0,
        chanceRepeats: fromCluster ? chanceRepeats(sortedCents, price) : 0,
        remainingRows: remaining,
      };
      if (fit && isAcceptable(fit, context) && (!best || fit.score > best.score)) best = fit;
    }
    if (!best) break;
    best = withoutEndJumps(best);
    found.push(best);
    const taken = new Set(best.members);
    remaining = remaining.filter((t) => !taken.has(t));
  }
  const leftovers = new Set(remaining);
  for (const fit of found) absorbLeftovers(fit, leftovers);
  return joinPieces(found);
}
