/**
 * Scores the recurring engine and the fee radar on one labelled set and prints the report:
 * `npm run score -w @tourniquet/labelled-statements -- <set> [--seed-offset N] [--dialect] [--no-query]`.
 * holdout-4, holdout-5 and holdout-6 (files in their banks' own shapes) are scored as an outside tool would: imported through the API of
 * an in-process app, then read back from /api/recurring and /api/fees; `--no-query` imports its files with no
 * query values. `--seed-offset N` re-draws households or holdout-4 with other seeds (same traps, other
 * amounts, gaps and ids); `--dialect` re-words a set (other banks' formats, merchants and fee wordings).
 * categories-1 scores the categoriser (coverage, accuracy, money moved kept out, learning) through the API.
 */
import { detectFees, detectRecurring } from '@tourniquet/domain';
import { SET_NAMES, isSetName } from '../sets/index';
import { generateHouseholds } from '../sets/households/in-memory';
import { rewriteDialect } from './dialect';
import { loadSet } from './load-set';
import { scoreReport } from './print';
import { scoreSet } from './score';

const set = process.argv[2];
if (!isSetName(set)) {
  console.error(`usage: score <${SET_NAMES.join('|')}> [--seed-offset N] [--dialect] [--no-query]`);
  process.exit(2);
}
const offsetArg = process.argv.indexOf('--seed-offset');
const seedOffset = offsetArg === -1 ? 0 : Number(process.argv[offsetArg + 1]);
if (seedOffset && set !== 'households' && set !== 'holdout-4' && set !== 'holdout-5' && set !== 'holdout-6') {
  console.error(`${set} has no re-draw: --seed-offset is for households and holdout-4`);
  process.exit(2);
}

if (set === 'categories-1') {
  // The category set, through the API of an in-process app (it starts the server).
  const { printCategories1ThroughApi } = await import('./categories-1-through-api');
  await printCategories1ThroughApi();
} else if (set === 'holdout-4' || set === 'holdout-5' || set === 'holdout-6') {
  // Loaded only here: it starts the server in-process.
  const { printHoldout4ThroughApi } = await import('./holdout-4-through-api');
  await printHoldout4ThroughApi(process.argv.includes('--no-query') ? 'none' : 'careful', seedOffset, set);
} else {
  const drawn = seedOffset ? generateHouseholds(seedOffset) : loadSet(set);
  const households = process.argv.includes('--dialect') ? drawn.map(rewriteDialect) : drawn;
  console.log(scoreReport(scoreSet(households, { detectRecurring, detectFees })).join('\n'));
}
