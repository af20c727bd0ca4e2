import { isVariableAmount, median } from './amounts';
import { stepOf } from './chain';
import type { SeriesFit } from './fit';
import { PAPER_CHECK_PATTERN } from './kind-keywords';
import { monthAnchor } from './schedule';
import type { PreparedTransaction } from './types';

/** Longest pause two pieces of one series may have between them (a summer break, a frozen gym). */
const MAX_PAUSE_DAYS = 400;

const ratio = (a: number, b: number) => Math.max(a, b) / Math.min(a, b);
const lastOf = (fit: SeriesFit) => fit.members[fit.members.length - 1] as PreparedTransaction;

/** Checks share one key ("CHECK 1182"): only a check of the very amount continues a check series. */
const joinable = (t: PreparedTransaction, member: PreparedTransaction) =>
  !PAPER_CHECK_PATTERN.test(member.cleanText) || t.cents === member.cents;

/**
 * Leftover charges that belong to a series after all: one step before or after it at a price within 1.7x
 * (a price step with too few charges to be a series alone), or inside a skipped slot of a monthly or longer
 * series, a week or so off its date (a debit that bounced and was presented again).
 */
export function absorbLeftovers(fit: SeriesFit, leftovers: Set<PreparedTransaction>): void {
  // A week or two apart, a grocer's other sales fall beside every charge of a weekly box: a neighbour at
  // another price is one of them, not a step too short to stand alone (a weekly price holds for weeks).
  const reach = fit.rule.periodDays < 20 && !isVariableAmount(fit.members.map((t) => t.cents)) ? 1 : 1.7;
  for (let grown = true; grown;) {
    grown = false;
    const first = fit.members[0] as PreparedTransaction;
    const last = lastOf(fit);
    const after = [...leftovers].filter((t) => stepOf(fit.rule, t.day - last.day) === 0 && joinable(t, last));
    const before = [...leftovers].filter(
      (t) => stepOf(fit.rule, first.day - t.day) === 0 && joinable(t, first),
    );
    // Only an unambiguous neighbour: at a busy merchant several purchases sit in every window.
    if (after.length === 1 && ratio((after[0] as PreparedTransaction).cents, last.cents) <= reach) {
      leftovers.delete(after[0] as PreparedTransaction);
      fit.members.push(after[0] as PreparedTransaction);
      grown = true;
    } else if (before.length === 1 && ratio((before[0] as PreparedTransaction).cents, first.cents) <= reach) {
      leftovers.delete(before[0] as PreparedTransaction);
      fit.members.unshift(before[0] as PreparedTransaction);
      grown = true;
    }
  }
  if (fit.rule.periodDays >= 28) fillSkippedSlots(fit, leftovers);
}

function fillSkippedSlots(fit: SeriesFit, leftovers: Set<PreparedTransaction>): void {
  const period = fit.rule.periodDays;
  const tolerance = Math.min(12, period * 0.3);
  const typical = median(fit.members.map((t) => t.cents));
  const filled: PreparedTransaction[] = [];
  for (let i = 1; i < fit.members.length; i++) {
    const a = fit.members[i - 1] as PreparedTransaction;
    const b = fit.members[i] as PreparedTransaction;
    if (b.day - a.day <= (fit.rule.windows[0] as readonly [number, number])[1]) continue;
    let best: PreparedTransaction | null = null;
    for (const t of leftovers) {
      if (t.day <= a.day || t.day >= b.day || ratio(t.cents, typical) > 1.25) continue;
      const slot = Math.round((t.day - a.day) / period);
      const off = Math.abs(t.day - a.day - slot * period);
      if (slot < 1 || off > tolerance) continue;
      if (!best || off < Math.abs(best.day - a.day - Math.round((best.day - a.day) / period) * period))
        best = t;
    }
    if (best) {
      leftovers.delete(best);
      filled.push(best);
    }
  }
  if (filled.length > 0) fit.members = [...fit.members, ...filled].sort((x, y) => x.day - y.day);
}

/** Same cadence, same place in the period, and a price level within reach: one series, paused or repriced. */
export function continues(earlier: SeriesFit, later: SeriesFit): boolean {
  if (earlier.rule.cadence !== later.rule.cadence) return false;
  const tail = lastOf(earlier);
  const head = later.members[0] as PreparedTransaction;
  const gap = head.day - tail.day;
  if (gap <= 0 || gap > MAX_PAUSE_DAYS) return false;
  const level = ratio(median(earlier.members.map((t) => t.cents)), median(later.members.map((t) => t.cents)));
  if (level > 3.2) return false;
  if (stepOf(earlier.rule, gap) === 0 || stepOf(earlier.rule, gap) === 1) return true;
  const period = earlier.rule.periodDays;
  if (period < 28) return Math.abs(gap - Math.round(gap / period) * period) <= 2;
  const anchorGap = Math.abs(
    monthAnchor(earlier.members.map((t) => t.date)) - monthAnchor(later.members.map((t) => t.date)),
  );
  return Math.min(anchorGap, 31 - anchorGap) <= 3;
}

/** Joins pieces of one series (price steps, pauses), oldest first. */
export function joinPieces(found: readonly SeriesFit[]): SeriesFit[] {
  const sorted = [...found].sort(
    (a, b) => (a.members[0] as PreparedTransaction).day - (b.members[0] as PreparedTransaction).day,
  );
  const out: SeriesFit[] = [];
  for (const fit of sorted) {
    const earlier = out.find((other) => continues(other, fit));
    if (earlier) earlier.members = [...earlier.members, ...fit.members];
    else out.push(fit);
  }
  return out;
}
