import { CADENCE_RULES, type CadenceRule } from './cadence';
import { bestChain } from './chain';
import type { PreparedTransaction } from './types';

/** Long cadences are only tried on sets this small: big sets are everyday spending, not an annual fee. */
const LONG_CADENCE_MAX_SET = 80;

export interface SeriesFit {
  rule: CadenceRule;
  /** Oldest first. */
  members: PreparedTransaction[];
  /** Charges per expected slot between the first and last charge (1 = none skipped). */
  coverage: number;
  /** Share of the set's transactions inside the series' span that belong to the series. */
  purity: number;
  score: number;
}

/**
 * The cadence that explains the set best. A cadence's score is its chain's score, scaled down by noise
 * inside the span (purity) and by skipped slots (coverage); a coverage above 1 means more charges than
 * the cadence has slots (biweekly pay read as semi-monthly) and is scaled down harder.
 */
export function fitCadence(
  txns: readonly PreparedTransaction[],
  rules: readonly CadenceRule[] = CADENCE_RULES,
): SeriesFit | null {
  let best: SeriesFit | null = null;
  for (const rule of rules) {
    if (txns.length < rule.minCount) continue;
    if (rule.periodDays > 60 && txns.length > LONG_CADENCE_MAX_SET) continue;
    const chain = bestChain(txns, rule);
    if (!chain || chain.members.length < rule.minCount) continue;
    const members = chain.members.map((i) => txns[i] as PreparedTransaction);
    const first = (members[0] as PreparedTransaction).day;
    const last = (members[members.length - 1] as PreparedTransaction).day;
    const slots = Math.round((last - first) / rule.periodDays) + 1;
    const coverage = members.length / slots;
    let inSpan = 0;
    for (const t of txns) if (t.day >= first && t.day <= last) inSpan++;
    const purity = members.length / inSpan;
    const crowding = coverage > 1.05 ? coverage * coverage : 1;
    const score = (chain.score * purity * Math.sqrt(Math.min(1, coverage))) / crowding;
    if (!best || score > best.score) best = { rule, members, coverage, purity, score };
  }
  return best;
}
