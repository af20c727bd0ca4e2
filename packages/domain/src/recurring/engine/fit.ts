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
  return best && best.rule.cadence === 'semi_monthly' ? fortnightlyAfterAll(best, rules) : best;
}

/** How far (days) a charge may sit off a fortnightly series' weekday grid: a session moved a day or two. */
const FORTNIGHT_PHASE_SLACK = 2;

/**
 * Every other week with a session missed now and then has gaps of 14 and 28 days, which the twice-a-month
 * windows also take, and with fewer empty slots. What tells them apart is the weekday: a fortnightly series
 * stays on its 14-day grid, while the 15th and the last day of the month drift across it by a day or more a
 * month. So a twice-a-month fit whose every charge keeps to one 14-day phase is fortnightly.
 */
function fortnightlyAfterAll(fit: SeriesFit, rules: readonly CadenceRule[]): SeriesFit {
  const biweekly = rules.find((rule) => rule.cadence === 'biweekly');
  if (!biweekly || fit.members.length < FORTNIGHT_MIN_CHARGES) return fit;
  // Each charge's place in a 14-day cycle as an angle; their mean is the series' weekday.
  const angles = fit.members.map((t) => ((((t.day % 14) + 14) % 14) * 2 * Math.PI) / 14);
  const mean = Math.atan2(
    angles.reduce((sum, a) => sum + Math.sin(a), 0),
    angles.reduce((sum, a) => sum + Math.cos(a), 0),
  );
  const offDays = (a: number) =>
    (Math.abs(Math.atan2(Math.sin(a - mean), Math.cos(a - mean))) * 14) / (2 * Math.PI);
  if (angles.some((a) => offDays(a) > FORTNIGHT_PHASE_SLACK + 0.01)) return fit;
  const first = (fit.members[0] as PreparedTransaction).day;
  const last = (fit.members[fit.members.length - 1] as PreparedTransaction).day;
  const slots = Math.round((last - first) / biweekly.periodDays) + 1;
  return { ...fit, rule: biweekly, coverage: fit.members.length / slots };
}
/** Four months of twice-a-month charges drift across the whole 14-day grid; fewer might not. */
const FORTNIGHT_MIN_CHARGES = 8;
