/**
 * The score table of a labelled set (one column per household, then all, then the target) and every miss by
 * household, as the holdout print scripts show them. Reporting only; no targets asserted.
 */
import type { Scores, Tally, scoreSet } from './score';
import { TARGETS } from './targets';

export function printScoreReport(result: ReturnType<typeof scoreSet>): void {
  const columns: [string, Scores, Tally][] = [
    ...result.households.map((h): [string, Scores, Tally] => [h.name, h.scores, h.tally]),
    ['all', result.overall, result.tally],
  ];
  const pct = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(7);
  const rows: [keyof Scores, string, (t: Tally) => string][] = [
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
  console.log(
    ['metric'.padEnd(24), ...columns.map(([name]) => name.padStart(18)), 'target'.padStart(9)].join(''),
  );
  for (const [key, label, counts] of rows) {
    const cells = columns.map(([, scores, tally]) =>
      `${pct(scores[key])} ${counts(tally).padStart(8)}  `.padStart(18),
    );
    const target = TARGETS[key];
    const flag = target !== undefined && result.overall[key] < target ? '  BELOW' : '';
    console.log(
      [label.padEnd(24), ...cells, (target === undefined ? '' : pct(target)).padStart(9) + flag].join(''),
    );
  }
  for (const h of result.households) {
    console.log(`\n## ${h.name}`);
    for (const [title, lines] of Object.entries(h.issues)) {
      if (lines.length === 0) continue;
      console.log(`${title}:`);
      for (const line of lines) console.log(`  ${line}`);
    }
  }
}
