import { isVariableAmount } from './amounts';
import type { SeriesFit } from './fit';
import { stepOf } from './chain';
import { timingSpread } from './schedule';
import type { PreparedTransaction } from './types';
import type { StreamKind } from './types';
import { EXTRA_SUBSCRIPTION_PATTERN, PAPER_CHECK_PATTERN } from './kind-keywords';

const MIN_COVERAGE = 0.5;
const MIN_PURITY = 0.75;
/** More charges than this left at one merchant: everyday spending, where chance repeats are common. */
export const BUSY_GROUP = 40;

export interface AcceptanceContext {
  /** The fit came from one amount cluster, not from the whole remainder of the group. */
  fromCluster: boolean;
  /** The kind the group's text suggests; pay and transfers may vary in amount at any cadence. */
  kind: StreamKind;
  /** Transactions of the group not yet taken by another series. */
  remaining: number;
  /** Other remaining charges of the group within 15% of the fit's amount. */
  nearbyAmounts: number;
  /** How often the fit's exact price would repeat by chance among the group's amounts near it. */
  chanceRepeats: number;
  /** Payments to or from people (Zelle, Venmo): kind transfer, but judged as strictly as shopping. */
  personToPerson: boolean;
  /** The group's charges not yet taken by another series (the candidate's rivals are among them). */
  remainingRows?: readonly PreparedTransaction[];
}

const ratio = (cents: readonly number[]) => Math.max(...cents) / Math.min(...cents);

/**
 * Charges per slot counting single skipped slots but not long pauses (three or more periods): a bill that
 * misses one month in three is erratic; a pay stream with a summer break is not.
 */
function steadiness(fit: SeriesFit): number {
  let skipped = 0;
  for (let i = 1; i < fit.members.length; i++) {
    const k = stepOf(
      fit.rule,
      (fit.members[i] as PreparedTransaction).day - (fit.members[i - 1] as PreparedTransaction).day,
    );
    if (k >= 1 && k <= 2) skipped += k;
  }
  return fit.members.length / (fit.members.length + skipped);
}

/** Share of the gaps that are one normal step of the cadence (no skipped slot). */
export function regularShare(fit: SeriesFit): number {
  let regular = 0;
  for (let i = 1; i < fit.members.length; i++) {
    const gap = (fit.members[i] as PreparedTransaction).day - (fit.members[i - 1] as PreparedTransaction).day;
    if (stepOf(fit.rule, gap) === 0) regular++;
  }
  return fit.members.length > 1 ? regular / (fit.members.length - 1) : 0;
}

/** Most gaps must be one normal step: a series skips a slot now and then, random buys skip most of them. */
const MIN_REGULAR_SHARE = 0.6;
/** Payments to or from people are a series only when they come every month (or more often) without gaps. */
const P2P_MIN_REGULAR_SHARE = 0.85;
const P2P_MIN_COUNT = 4;
/** Weekly charges of varying amounts are a series from this many on (about six weeks). */
const MIN_VARYING_WEEKLY = 6;
/** Two charges make an annual series only a year apart within this many days (a renewal keeps its date). */
const ANNUAL_PAIR_SLACK_DAYS = 7;
/** Two annual charges may differ by at most this ratio (a premium's or a plan's yearly rise). */
const ANNUAL_PAIR_MAX_STEP = 1.25;
/**
 * A pair whose text names a renewal, or a known subscription service, may step further: yearly plans are
 * repriced by a third or doubled at renewal (a design tool's seat, a camera plan), while two purchases at a
 * store a year apart are not renewals.
 */
const RENEWAL_PAIR_MAX_STEP = 2;
const RENEWAL_WORDS = /\b(?:ANNUAL|YEARLY|YEAR|YR|RENEWAL|RENEW|MEMBERSHIP|SUBSCRIPTION|SUBSCR|PLAN)\b/;
/** A four-charge series never spans this price ratio. */
const SHORT_SERIES_MAX_JUMP = 3;
/** Other buys at a same-price pair's merchant within this ratio of its price make it two purchases. */
const SAME_PRICE_PAIR_BAND = 1.5;
/** A repriced annual pair needs a quiet merchant: at most this many charges left there. */
const ANNUAL_PAIR_MAX_REMAINING = 4;
/**
 * Restaurants, groceries, fuel, pharmacies: two same-price buys a year apart there are chance, not a
 * renewal. Not "Shopping" or "Entertainment": card issuers file Amazon Prime and streaming there.
 */
const EVERYDAY_CATEGORY =
  /\b(?:FOOD|DRINK|DINING|RESTAURANTS?|FAST FOOD|COFFEE(?: SHOPS?)?|GROCER(?:Y|IES)|SUPERMARKETS?|GAS|FUEL|PHARMAC(?:Y|IES))\b/i;

/** Half a year apart within this many days: dues billed on two fixed dates (Jan 2 and Jul 1 is 180 days). */
const HALF_YEAR_PAIR_DAYS: readonly [number, number] = [175, 190];

/**
 * Two charges half a year apart: dues or a premium billed twice a year, seen twice. Stricter than a year's
 * pair: a bill, one price to the cent, one text, and nothing else at the merchant.
 */
function isHalfYearPair(a: PreparedTransaction, b: PreparedTransaction, context: AcceptanceContext): boolean {
  const gap = b.day - a.day;
  if (gap < HALF_YEAR_PAIR_DAYS[0] || gap > HALF_YEAR_PAIR_DAYS[1]) return false;
  return (
    context.kind === 'bill' && a.cents === b.cents && a.cleanText === b.cleanText && context.remaining <= 2
  );
}

/** Two charges a year apart: a renewal of a bill or a subscription, same price or a small step. */
function isAnnualPair(fit: SeriesFit, context: AcceptanceContext): boolean {
  const [a, b] = fit.members as [PreparedTransaction, PreparedTransaction];
  if (a.direction !== 'outflow' || (context.kind !== 'bill' && context.kind !== 'subscription')) return false;
  if (context.personToPerson) return false;
  // Every check shares one key ("CHECK 1182"): two a year apart name no payee, so they prove nothing.
  if (PAPER_CHECK_PATTERN.test(a.cleanText)) return false;
  if (fit.rule.cadence === 'semi_annual') return isHalfYearPair(a, b, context);
  if (Math.abs(b.day - a.day - 365) > ANNUAL_PAIR_SLACK_DAYS) return false;
  const spread = Math.max(a.cents, b.cents) / Math.min(a.cents, b.cents);
  if (spread > 1) {
    // A renewal at a new price: a quiet merchant, and no other charge there near the pair's prices (a
    // service call beside a home warranty is fine, a third purchase of about that size is not).
    const renewal = [a, b].every(
      (t) => RENEWAL_WORDS.test(t.cleanText) || EXTRA_SUBSCRIPTION_PATTERN.test(t.cleanText),
    );
    const maxStep = renewal ? RENEWAL_PAIR_MAX_STEP : ANNUAL_PAIR_MAX_STEP;
    if (spread > maxStep || context.remaining > ANNUAL_PAIR_MAX_REMAINING) return false;
    const low = Math.min(a.cents, b.cents) / ANNUAL_PAIR_MAX_STEP;
    const high = Math.max(a.cents, b.cents) * ANNUAL_PAIR_MAX_STEP;
    const rivals = (context.remainingRows ?? []).filter(
      (t) => t !== a && t !== b && t.cents >= low && t.cents <= high,
    );
    if (rivals.length > 0) return false;
  } else {
    // One price twice a year apart at a shop that also sells near that price (other games at $49.99 beside
    // two $69.99 releases) is two purchases, not a renewal; a renewal stands apart from the shop's other buys.
    const low = a.cents / SAME_PRICE_PAIR_BAND;
    const high = a.cents * SAME_PRICE_PAIR_BAND;
    const rivals = (context.remainingRows ?? []).filter(
      (t) => t.cents !== a.cents && t.cents >= low && t.cents <= high,
    );
    if (rivals.length > 0) return false;
  }
  const everyday = (t: PreparedTransaction) =>
    t.category.some((name) => EVERYDAY_CATEGORY.test(name)) || /^FOOD_AND_DRINK/.test(t.pfc);
  return !(everyday(a) && everyday(b));
}

/** A renewal's price step at three charges: up to half again, or double when the text names a renewal. */
const RENEWAL_TRIPLE_MAX_STEP = 1.5;

/**
 * Three renewals half a year or a year apart with one price step between them (two at the old price and one
 * at the new, or one and two): a membership or a premium repriced at renewal, not three buys, when nothing
 * else at the merchant comes near those prices.
 */
function isRepricedRenewal(fit: SeriesFit, context: AcceptanceContext): boolean {
  if (fit.rule.periodDays < 80) return false;
  const cents = fit.members.map((t) => t.cents);
  const [a, b, c] = cents as [number, number, number];
  if (a !== b && b !== c) return false;
  const renewal = fit.members.every(
    (t) => RENEWAL_WORDS.test(t.cleanText) || EXTRA_SUBSCRIPTION_PATTERN.test(t.cleanText),
  );
  if (ratio(cents) > (renewal ? RENEWAL_PAIR_MAX_STEP : RENEWAL_TRIPLE_MAX_STEP)) return false;
  const low = Math.min(...cents) / ANNUAL_PAIR_MAX_STEP;
  const high = Math.max(...cents) * ANNUAL_PAIR_MAX_STEP;
  return !(context.remainingRows ?? []).some(
    (t) => !fit.members.includes(t) && t.cents >= low && t.cents <= high,
  );
}

/** Median relative change between neighbouring charges (0.1 = amounts move about 10% per charge). */
function medianStep(cents: readonly number[]): number {
  const steps: number[] = [];
  for (let i = 1; i < cents.length; i++)
    steps.push(Math.abs(Math.log((cents[i] as number) / (cents[i - 1] as number))));
  steps.sort((a, b) => a - b);
  return steps[steps.length >> 1] ?? 0;
}

/**
 * Whether a fit is evidence enough for a series. Thresholds are set for precision (the issue asks 0.95):
 * short series must repeat one amount, spending that varies every week is not a subscription, and a short
 * series drawn from a busy merchant must repeat its amount exactly.
 */
export function isAcceptable(fit: SeriesFit, context: AcceptanceContext): boolean {
  const { rule, members, coverage, purity } = fit;
  const count = members.length;
  if (count < rule.minCount || coverage < MIN_COVERAGE || purity < MIN_PURITY) return false;
  const cents = members.map((t) => t.cents);
  const spread = ratio(cents);
  const allEqual = spread === 1;
  const flexible =
    !context.personToPerson &&
    (context.kind === 'income' || context.kind === 'transfer' || context.kind === 'loan');
  // Two charges a year apart prove little: a renewal at a bill or subscription merchant, a year apart to
  // within days, the same price or (alone at the merchant) a small rise.
  if (count <= 2 && !isAnnualPair(fit, context)) return false;
  if (regularShare(fit) < (context.personToPerson ? P2P_MIN_REGULAR_SHARE : MIN_REGULAR_SHARE)) return false;
  // Zelle and Venmo with the same round amounts now and then look periodic by chance; rent and an
  // allowance come every month.
  if (context.personToPerson && (rule.periodDays > 31 || count < P2P_MIN_COUNT)) return false;
  // A cluster is a slice of the group's amounts: only a repeated price makes it a series, never a band
  // of varying amounts (coffee between $7.40 and $8.97 is not a subscription).
  if (context.fromCluster && isVariableAmount(cents)) return false;
  if (count === 3 && spread > 1.25 && !flexible && !isRepricedRenewal(fit, context)) return false;
  // Four charges whose price jumps threefold or more are two pairs of buys (two $0.99 apps, then two $4.99),
  // not a plan: a plan's step is smaller (compare the 3x rule at a series' ends).
  if (count === 4 && spread >= SHORT_SERIES_MAX_JUMP && !flexible) return false;
  // Two to four charges months apart are thin evidence: when the same price also posts off their
  // schedule at that merchant, it is simply what the merchant charges (a licence fee, a game's top-up),
  // not a plan.
  if (count <= 4 && rule.periodDays >= 80 && allEqual) {
    const price = (members[0] as PreparedTransaction).cents;
    const rows = context.remainingRows ?? [];
    const offSchedule = rows.some((t) => t.cents === price && !members.includes(t));
    // A pair is judged so only at a shop that also sells at other prices (app buys beside a $9.99 pair); a
    // renewal charged twice by mistake is still a renewal.
    const shop = count > 2 || rows.some((t) => t.cents !== price);
    if (offSchedule && shop) return false;
  }
  // Paper checks share one key ("CHECK 2202"): checks of similar size to different contractors are not a
  // series; rent by check repeats one amount (perhaps stepping once a year).
  // A few checks months apart must repeat one amount: one-off checks of a handful of round sums repeat by chance.
  const paperCheck = PAPER_CHECK_PATTERN.test((members[0] as PreparedTransaction).cleanText);
  if (paperCheck && (isVariableAmount(cents) || (count < 5 && !allEqual))) return false;
  if (!allEqual && count < 5 && context.remaining >= 4 * count) return false;
  // A few charges of one price at a busy merchant are chance (two $6.61 coffees a year apart). A short
  // series needs a quiet merchant and a price point nothing else there comes near ($99 among app buys).
  if (context.fromCluster && count < 5 && (context.remaining > BUSY_GROUP || context.nearbyAmounts > 0))
    return false;
  // At a busy merchant one price repeats by chance now and then; a subscription keeps its day.
  if (context.fromCluster && context.remaining > BUSY_GROUP) {
    if (count < 4 * context.chanceRepeats + 3) return false;
    if (
      timingSpread(
        rule.cadence,
        members.map((t) => t.date),
      ) > 2
    )
      return false;
  }
  // Weekly shopping varies and wanders; a bill that varies (payroll a business pays out every two weeks)
  // keeps its day.
  // Payments to people are judged as strictly as shopping, whatever kind their text suggests.
  const billLike = context.kind === 'bill' && !context.personToPerson;
  const steadyBill =
    billLike &&
    timingSpread(
      rule.cadence,
      members.map((t) => t.date),
    ) <= 1;
  if (rule.periodDays < 20 && !flexible && !steadyBill && medianStep(cents) > 0.05) return false;
  // Twice a month is a payday rhythm (pay, savings transfers, loan or bill payments); no subscription
  // bills twice a month, but a bus fare bought on random days lines up with two days of the month by chance.
  if (rule.cadence === 'semi_monthly' && !flexible && !billLike) return false;
  if (rule.cadence === 'semi_monthly' && medianStep(cents) > 0.2) return false;
  if (isVariableAmount(cents)) {
    // Varying amounts: pay and bills post on their day; irregular visits only look monthly by chance.
    const lenient = flexible || billLike;
    const spreadDays = timingSpread(
      rule.cadence,
      members.map((t) => t.date),
    );
    if (count < (lenient ? 4 : 6) || spreadDays > (lenient ? 3 : 1.5)) return false;
    // Four or five varying amounts a week apart span a single month: money moved around in one busy month
    // (savings drawn down week by week), not a rhythm. Weekly pay or a weekly bill of varying size shows six.
    if (rule.periodDays < 10 && count < MIN_VARYING_WEEKLY) return false;
    // Varying amounts that also skip slots now and then: client payouts, not pay.
    if (steadiness(fit) < 0.8) return false;
  }
  return true;
}
