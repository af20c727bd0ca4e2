/**
 * Scores the labelled sets that go through the API of an in-process app, as an outside tool would:
 * `npm run score:api -w @tourniquet/server -- <bank-file-shapes|written-from-prose|credit-union-and-online-bank|categories-1|forecast-1> [--seed-offset N] [--no-query]`.
 * bank-file-shapes..6 (files in their banks' own shapes) are imported through the import API, then read back from
 * /api/recurring and /api/fees; `--no-query` imports the files with no query values; `--seed-offset N`
 * re-draws them (same traps, other amounts, gaps and ids). categories-1 scores the categoriser (coverage,
 * accuracy, money moved kept out, learning); forecast-1 backtests the forecast (GET /api/forecast). The other sets are scored in the labelled-statements package.
 */
import { printCategories1ThroughApi } from './categories-set-through-api.ts';
import { printForecast1 } from './forecast-set-print.ts';
import { printHoldout4ThroughApi } from './recurring-sets-through-api.ts';

const RECURRING_SETS = ['bank-file-shapes', 'written-from-prose', 'credit-union-and-online-bank'] as const;
type RecurringSet = (typeof RECURRING_SETS)[number];
const isRecurringSet = (set: string | undefined): set is RecurringSet =>
  (RECURRING_SETS as readonly (string | undefined)[]).includes(set);

const set = process.argv[2];
if (set === 'categories-1') {
  await printCategories1ThroughApi();
} else if (set === 'forecast-1') {
  await printForecast1();
} else if (isRecurringSet(set)) {
  const offsetArg = process.argv.indexOf('--seed-offset');
  const seedOffset = offsetArg === -1 ? 0 : Number(process.argv[offsetArg + 1]);
  await printHoldout4ThroughApi(process.argv.includes('--no-query') ? 'none' : 'careful', seedOffset, set);
} else {
  console.error(
    `usage: score:api <${[...RECURRING_SETS, 'categories-1', 'forecast-1'].join('|')}> [--seed-offset N] [--no-query]`,
  );
  process.exit(2);
}
