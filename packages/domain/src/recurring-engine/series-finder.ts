import { isAcceptable } from './acceptance';
import { stepOf } from './chain';
import { amountClusters, byDay } from './clusters';
import { fitCadence, type SeriesFit } from './fit';
import type { PreparedTransaction, StreamKind } from './types';

const MAX_SERIES_PER_GROUP = 12;

/**
 * Every series in one merchant group (one account, one direction, one merchant key). Peels the best
 * acceptable fit off repeatedly, trying the whole remainder (one series, perhaps variable or stepping in
 * price) and each amount cluster (several fixed-price series at one merchant: iCloud beside Apple Music).
 * Then lets series take leftover charges that continue them at a new price, and joins series that are one
 * price after another.
 */
export function findSeriesInGroup(
  group: readonly PreparedTransaction[],
  kind: StreamKind,
  personToPerson: boolean,
): SeriesFit[] {
  let remaining = [...group].sort(byDay);
  const found: SeriesFit[] = [];
  while (remaining.length >= 2 && found.length < MAX_SERIES_PER_GROUP) {
    const clusters = amountClusters(remaining).filter((c) => c.length >= 2 && c.length < remaining.length);
    let best: SeriesFit | null = null;
    for (const candidate of [remaining, ...clusters]) {
      const fit = fitCadence(candidate);
      const context = {
        kind,
        personToPerson,
        remaining: remaining.length,
        fromCluster: candidate !== remaining,
      };
      if (fit && isAcceptable(fit, context) && (!best || fit.score > best.score)) best = fit;
    }
    if (!best) break;
    found.push(best);
    const taken = new Set(best.members);
    remaining = remaining.filter((t) => !taken.has(t));
  }
  return joinSteps(found, remaining);
}

/** A leftover charge continues a series when it is one step after (or before) it at a price within 1.7x. */
function extend(fit: SeriesFit, leftovers: Set<PreparedTransaction>): void {
  for (let grown = true; grown;) {
    grown = false;
    const first = fit.members[0] as PreparedTransaction;
    const last = fit.members[fit.members.length - 1] as PreparedTransaction;
    for (const t of leftovers) {
      const after = stepOf(fit.rule, t.day - last.day) === 0 && close(t.cents, last.cents);
      const before = stepOf(fit.rule, first.day - t.day) === 0 && close(t.cents, first.cents);
      if (!after && !before) continue;
      leftovers.delete(t);
      if (after) fit.members.push(t);
      else fit.members.unshift(t);
      grown = true;
      break;
    }
  }
}

const close = (a: number, b: number) => Math.max(a, b) / Math.min(a, b) <= 1.7;

function joinSteps(found: SeriesFit[], remaining: readonly PreparedTransaction[]): SeriesFit[] {
  const leftovers = new Set(remaining);
  for (const fit of found) extend(fit, leftovers);
  const sorted = [...found].sort((a, b) =>
    byDay(a.members[0] as PreparedTransaction, b.members[0] as PreparedTransaction),
  );
  const out: SeriesFit[] = [];
  for (const fit of sorted) {
    const earlier = out.find((other) => {
      if (other.rule.cadence !== fit.rule.cadence) return false;
      const tail = other.members[other.members.length - 1] as PreparedTransaction;
      const head = fit.members[0] as PreparedTransaction;
      const k = stepOf(fit.rule, head.day - tail.day);
      return k >= 0 && k <= 1 && Math.max(tail.cents, head.cents) / Math.min(tail.cents, head.cents) <= 3.2;
    });
    if (earlier) earlier.members.push(...fit.members);
    else out.push(fit);
  }
  return out;
}
