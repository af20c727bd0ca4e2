/**
 * Imports the blind holdout-4 files through the API of an in-process app (PGlite) and prints the scores and
 * every miss: `npx tsx apps/server/src/routes/recurring/print-holdout4-api-scores.ts`. Reporting only.
 * `--no-query` imports every file with no query values (no amountSign, no column mapping); `--seed-offset N`
 * re-draws the set with other amounts, ids and noise.
 */
import { createTestContext } from '../../testing/test-app.ts';
import { formatHoldout4, runHoldout4, scoreHoldout4 } from './holdout4-through-api.ts';

const ctx = await createTestContext({ today: '2026-11-24' });
try {
  const offsetAt = process.argv.indexOf('--seed-offset');
  const seedOffset = offsetAt >= 0 ? Number(process.argv[offsetAt + 1]) : 0;
  const run = await runHoldout4(ctx, process.argv.includes('--no-query') ? 'none' : 'careful', seedOffset);
  console.log(formatHoldout4(run, scoreHoldout4(run)).join('\n'));
} finally {
  await ctx.close();
}
