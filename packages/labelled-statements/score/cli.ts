/**
 * Scores the recurring engine and the fee radar on one labelled set and prints the report:
 * `npm run score -w @tourniquet/labelled-statements -- <set> [--seed-offset N] [--dialect]`.
 * `--seed-offset N` re-draws households with other seeds (same traps, other amounts, gaps and ids);
 * `--dialect` re-words a set (other banks' formats, merchants and fee wordings).
 * The sets scored through the API of an in-process app (bank-file-shapes, written-from-prose, credit-union-and-online-bank, categories-1) are
 * the server's to run, since this package never imports the app: `npm run score:api -w @tourniquet/server -- <set>`.
 */
import { detectFees, detectRecurring } from '@tourniquet/domain';
import { SET_NAMES, isSetName } from '../sets/index';
import { generateHouseholds } from '../sets/households/in-memory';
import { rewriteDialect } from './dialect';
import { loadSet } from './load-set';
import { scoreReport } from './print';
import { scoreSet } from './score';

const THROUGH_API = new Set([
  'bank-file-shapes',
  'written-from-prose',
  'credit-union-and-online-bank',
  'categories-1',
]);

const set = process.argv[2];
if (!isSetName(set)) {
  console.error(`usage: score <${SET_NAMES.join('|')}> [--seed-offset N] [--dialect] [--no-query]`);
  process.exit(2);
}
const offsetArg = process.argv.indexOf('--seed-offset');
const seedOffset = offsetArg === -1 ? 0 : Number(process.argv[offsetArg + 1]);
if (
  seedOffset &&
  set !== 'households' &&
  set !== 'bank-file-shapes' &&
  set !== 'written-from-prose' &&
  set !== 'credit-union-and-online-bank'
) {
  console.error(`${set} has no re-draw: --seed-offset is for households and bank-file-shapes`);
  process.exit(2);
}

if (THROUGH_API.has(set)) {
  console.error(`${set} is scored through the API: npm run score:api -w @tourniquet/server -- ${set}`);
  process.exit(2);
} else {
  const drawn = seedOffset ? generateHouseholds(seedOffset) : loadSet(set);
  const households = process.argv.includes('--dialect') ? drawn.map(rewriteDialect) : drawn;
  console.log(scoreReport(scoreSet(households, { detectRecurring, detectFees })).join('\n'));
}
