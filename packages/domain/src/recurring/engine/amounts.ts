import type { Cents } from '../../money';
import type { PriceChange } from './types';

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : Math.round(((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2);
}

interface Run {
  cents: Cents;
  start: number;
  length: number;
}

function runsOf(amounts: readonly Cents[]): Run[] {
  const runs: Run[] = [];
  amounts.forEach((cents, index) => {
    const last = runs[runs.length - 1];
    if (last && last.cents === cents) last.length++;
    else runs.push({ cents, start: index, length: 1 });
  });
  return runs;
}

/**
 * Fixed price (possibly stepping) versus variable amount. A fixed series keeps each price for at least two
 * charges; one odd charge in the middle (a prorated month) is tolerated. Everything else is variable:
 * utilities, usage billing, hourly pay, card payments.
 */
export function isVariableAmount(amounts: readonly Cents[]): boolean {
  const runs = runsOf(amounts);
  if (runs.length <= 1) return false;
  // Short series: the first and the latest charge may each stand alone (a promotional first term, a rise
  // that just happened), a price in between must hold for two charges (612.40, 655.90, 655.90, 701.20 is
  // a premium stepping twice; 120, 95, 140 varies).
  if (amounts.length <= 4) return runs.slice(1, -1).some((run) => run.length < 2);
  const blips = runs.filter((run, i) => run.length === 1 && i > 0 && i < runs.length - 1).length;
  const steps = runs.length - 1 - 2 * blips;
  return blips > Math.max(1, Math.floor(amounts.length / 12)) || steps > 4;
}

/**
 * Price steps of a fixed-price series: a price counts once it holds for two charges, or when it is the
 * latest charge (a rise that just happened); the first charge is always a price (a promotional first
 * term). Blips in the middle (one odd charge, then back) are not prices. `dates[i]` goes with `amounts[i]`.
 */
export function priceChangesOf(amounts: readonly Cents[], dates: readonly string[]): PriceChange[] {
  const runs = runsOf(amounts);
  const short = amounts.length <= 3;
  const stable = runs.filter((run, i) => short || i === 0 || run.length >= 2 || i === runs.length - 1);
  const changes: PriceChange[] = [];
  for (let i = 1; i < stable.length; i++) {
    const before = stable[i - 1] as Run;
    const run = stable[i] as Run;
    if (run.cents !== before.cents) {
      changes.push({ date: dates[run.start] as string, fromCents: before.cents, toCents: run.cents });
    }
  }
  return changes;
}
