import type { CadenceRule } from './cadence';
import type { PreparedTransaction } from './types';

/** Each skipped charge costs this much of a step's worth, so a chain prefers regular steps to skips. */
const SKIP_PENALTY = 0.3;
/** The most a change of amount between neighbours costs; a change never breaks the chain on its own. */
const MAX_AMOUNT_PENALTY = 0.6;

export interface Chain {
  /** Indices into the input, oldest first. */
  members: number[];
  /** Sum of step values: 1 per regular step, less for skips and amount changes. */
  score: number;
}

/** Which window (k = index + 1) a gap falls in, or -1. */
export function stepOf(rule: CadenceRule, gap: number): number {
  for (let k = 0; k < rule.windows.length; k++) {
    const [low, high] = rule.windows[k] as readonly [number, number];
    if (gap >= low && gap <= high) return k;
  }
  return -1;
}

function amountPenalty(a: number, b: number): number {
  return Math.min(MAX_AMOUNT_PENALTY, 1.5 * Math.abs(Math.log(a / b)));
}

/**
 * The best chain of charges spaced by the rule's windows, by dynamic programming over predecessors: every
 * charge either starts a chain or extends the best chain ending at an earlier charge a window away. Noise
 * between charges (a bonus beside payroll, an app purchase beside iCloud) simply stays out of the chain.
 * `txns` must be sorted by day. O(n * charges per longest window).
 */
export function bestChain(txns: readonly PreparedTransaction[], rule: CadenceRule): Chain | null {
  const n = txns.length;
  if (n === 0) return null;
  const maxGap = (rule.windows[rule.windows.length - 1] as readonly [number, number])[1];
  const best = new Float64Array(n);
  const prev = new Int32Array(n).fill(-1);
  let top = 0;
  for (let i = 0; i < n; i++) {
    const ti = txns[i] as PreparedTransaction;
    best[i] = 1;
    for (let j = i - 1; j >= 0; j--) {
      const tj = txns[j] as PreparedTransaction;
      const gap = ti.day - tj.day;
      if (gap > maxGap) break;
      const k = stepOf(rule, gap);
      if (k < 0) continue;
      const step = Math.max(-1, 1 - SKIP_PENALTY * k - amountPenalty(ti.cents, tj.cents));
      const value = (best[j] as number) + step;
      if (value > (best[i] as number)) {
        best[i] = value;
        prev[i] = j;
      }
    }
    if ((best[i] as number) >= (best[top] as number)) top = i;
  }
  const members: number[] = [];
  for (let i = top; i >= 0; i = prev[i] as number) members.push(i);
  members.reverse();
  return { members, score: best[top] as number };
}
