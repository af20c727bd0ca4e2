/**
 * The score report of a labelled set, one layout for every set: the table (one column per household, then
 * all, then the target, flagged BELOW when missed), any import problems, then every miss by household.
 * Reporting only; the tests assert the targets.
 */
import type { Scores, Tally, scoreSet } from './score';
import { TARGETS } from './targets';

export interface ImportProblem {
  file: string;
  problem: string;
}

const ROWS: [keyof Scores, string, (t: Tally) => string][] = [
  ['seriesPrecision', 'series precision', (t) => `${t.matchedSeries}/${t.detectedStreams}`],
  ['seriesRecall', 'series recall', (t) => `${t.matchedSeries}/${t.labelledSeries}`],
  ['cadenceAccuracy', 'cadence accuracy', (t) => `${t.cadenceCorrect}/${t.matchedSeries}`],
  ['kindAccuracy', 'kind accuracy', (t) => `${t.kindCorrect}/${t.matchedSeries}`],
  ['activeAccuracy', 'active accuracy', (t) => `${t.activeCorrect}/${t.matchedSeries}`],
  ['priceChangePrecision', 'price-change precision', (t) => `${t.matchedChanges}/${t.detectedChanges}`],
  ['priceChangeRecall', 'price-change recall', (t) => `${t.matchedChanges}/${t.labelledChanges}`],
  ['priceChangeF1', 'price-change F1', () => ''],
  ['feePrecision', 'fee precision', (t) => `${t.matchedFees}/${t.detectedFees}`],
  ['feeRecall', 'fee recall', (t) => `${t.matchedFees}/${t.labelledFees}`],
  ['feeKindAccuracy', 'fee-kind accuracy', (t) => `${t.feeKindCorrect}/${t.matchedFees}`],
];

const pct = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(7);

export function scoreReport(
  result: ReturnType<typeof scoreSet>,
  problems: readonly ImportProblem[] = [],
): string[] {
  const out: string[] = [];
  const columns: [string, Scores, Tally][] = [
    ...result.households.map((h): [string, Scores, Tally] => [h.name, h.scores, h.tally]),
    ['all', result.overall, result.tally],
  ];
  out.push(
    ['metric'.padEnd(24), ...columns.map(([name]) => name.padStart(18)), 'target'.padStart(9)].join(''),
  );
  for (const [key, label, counts] of ROWS) {
    const cells = columns.map(([, s, t]) => `${pct(s[key])} ${counts(t).padStart(8)}  `.padStart(18));
    const target = TARGETS[key];
    const flag = target !== undefined && result.overall[key] < target ? '  BELOW' : '';
    out.push(
      [label.padEnd(24), ...cells, (target === undefined ? '' : pct(target)).padStart(9) + flag].join(''),
    );
  }
  if (problems.length > 0) {
    out.push('', '## import problems');
    for (const p of problems) out.push(`  ${p.file}: ${p.problem}`);
  }
  for (const h of result.households) {
    out.push('', `## ${h.name}`);
    for (const [title, lines] of Object.entries(h.issues)) {
      if (lines.length === 0) continue;
      out.push(`${title}:`);
      for (const line of lines) out.push(`  ${line}`);
    }
  }
  return out;
}
