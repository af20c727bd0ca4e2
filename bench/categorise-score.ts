// Scores categorise() on the hand-labelled sample in lib/categorise-sample.ts: coverage, primary and
// detailed accuracy, money-moved rows kept out of spending and income; prints every miss.
// Run: npx tsx bench/categorise-score.ts
import { categorise, isSpendingPrimary } from '../packages/domain/src/categories/categoriser/index.ts';
import { pfc } from '../packages/domain/src/categories/categoriser/pfc.ts';
import { CATEGORISE_HOLDOUT } from './lib/categorise-holdout.ts';
import { CATEGORISE_SAMPLE } from './lib/categorise-sample.ts';

const MOVED = new Set(['TRANSFER_IN', 'TRANSFER_OUT', 'LOAN_PAYMENTS']);
function score(name: string, sample: string) {
  let covered = 0;
  let primary = 0;
  let detailed = 0;
  let moved = 0;
  let movedKept = 0;
  const rows = sample.trim().split('\n');
  for (const line of rows) {
    const [description, dollars, accountType, fileCategory, expected] = line.split('|') as [
      string,
      string,
      string,
      string,
      string,
    ];
    const want = pfc(expected);
    const got = categorise({
      description,
      merchantName: null,
      amountCents: Math.round(Number(dollars) * 100),
      accountType,
      providerPfc: null,
      providerLegacy: null,
      fileCategory: fileCategory || null,
    });
    if (got.category) covered++;
    if (got.category?.primary === want.primary) primary++;
    if (got.category?.detailed === want.detailed) detailed++;
    if (MOVED.has(want.primary)) {
      moved++;
      if (got.category && !isSpendingPrimary(got.category.primary) && got.category.primary !== 'INCOME')
        movedKept++;
    }
    if (got.category?.detailed !== want.detailed) {
      console.log(
        `MISS ${description} -> ${got.category?.detailed ?? 'none'} (want ${expected}) | ${got.reason}`,
      );
    }
  }
  const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`;
  console.log(
    `${name}: ${rows.length} rows: coverage ${pct(covered, rows.length)}, primary ${pct(primary, rows.length)}, ` +
      `detailed ${pct(detailed, rows.length)}, money moved kept out of spending and income ${pct(movedKept, moved)} (${moved} rows)`,
  );
}

score('tuned-on sample', CATEGORISE_SAMPLE);
score('held-out sample', CATEGORISE_HOLDOUT);
