/**
 * Prints how the recurring engine and the fee radar score on the labelled households:
 * `npx tsx packages/domain/test-data/print-scores.ts [--details] [--seed-offset N] [--dialect]`.
 * --seed-offset draws the households again in memory with other seeds (same traps, other amounts, gaps
 * and ids); --dialect re-words them (other banks' formats, other merchants, other fee wordings).
 */
import { detectFees } from '../src/fees/index';
import { detectRecurring } from '../src/recurring-engine/index';
import { generateHouseholds } from './households/generator/in-memory';
import { rewriteDialect } from './dialect';
import { loadHouseholds } from './load-households';
import { scoreSet } from './score';
import type { Scores, Tally } from './score';
import { TARGETS } from './targets';

const offsetArg = process.argv.indexOf('--seed-offset');
const seedOffset = offsetArg === -1 ? 0 : Number(process.argv[offsetArg + 1]);
const drawn = seedOffset ? generateHouseholds(seedOffset) : loadHouseholds();
const households = process.argv.includes('--dialect') ? drawn.map(rewriteDialect) : drawn;
const result = scoreSet(households, { detectRecurring, detectFees });
const columns: [string, Scores, Tally][] = [
  ...result.households.map((h): [string, Scores, Tally] => [h.name, h.scores, h.tally]),
  ['all', result.overall, result.tally],
];

const pct = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(8);
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

const header = [
  'metric'.padEnd(24),
  ...columns.map(([name]) => name.padStart(20)),
  'target'.padStart(8),
].join('');
console.log(header);
for (const [key, label, counts] of rows) {
  const cells = columns.map(([, scores, tally]) =>
    `${pct(scores[key])} ${counts(tally).padStart(9)}  `.padStart(20),
  );
  const target = TARGETS[key];
  const flag = target !== undefined && result.overall[key] < target ? '  BELOW' : '';
  console.log([label.padEnd(24), ...cells, (target === undefined ? '' : pct(target)) + flag].join(''));
}

if (process.argv.includes('--details')) {
  for (const h of result.households) {
    console.log(`\n## ${h.name}`);
    for (const [title, lines] of Object.entries(h.issues)) {
      if (lines.length === 0) continue;
      console.log(`${title}:`);
      for (const line of lines) console.log(`  ${line}`);
    }
  }
}
