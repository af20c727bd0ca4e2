/**
 * Scores a categoriser on a category set, from what the API answered: each labelled row's stored category (or
 * none), whether the reports kept it out of earnings and spending, and the corrections the user made. Pure:
 * the API driver (categories-1-through-api.ts) collects the answers.
 */
import type { CategoryHouseholdLabels, CategoryRowLabel } from './category-labels';

export interface PersonalCategory {
  primary: string;
  detailed: string;
}

/** What the API answered for one labelled row (absent: the row was not found among the stored ones). */
export interface RowAnswer {
  category: PersonalCategory | null;
  source: string | null;
  /** Listed by GET /api/transactions?flow=moved: the reports keep it out of earnings and spending. */
  moved: boolean;
}

export interface CategoryTally {
  rows: number;
  categorised: number;
  /** Rows of merchants the user did not correct: the categoriser's own answers. */
  judged: number;
  primaryRight: number;
  detailedRight: number;
  moneyMoved: number;
  movedKeptOut: number;
  /** Earnings or spending rows (not transfers, not card payments) the reports wrongly kept out. */
  countedRows: number;
  countedWronglyMoved: number;
  /** Rows of corrected merchants in the later downloads, and how many carry the user's category. */
  followRows: number;
  followed: number;
  missing: number;
}

export interface CategoryScores {
  coverage: number;
  primaryAccuracy: number;
  detailedAccuracy: number;
  moneyMovedKeptOut: number;
  learningFollowRate: number;
}

export const CATEGORY_TARGETS: CategoryScores = {
  coverage: 0.98,
  primaryAccuracy: 0.92,
  detailedAccuracy: 0.8,
  moneyMovedKeptOut: 0.95,
  learningFollowRate: 0.95,
};

export interface CategoryMiss {
  kind:
    | 'uncategorised'
    | 'primary'
    | 'detailed'
    | 'money moved counted'
    | 'counted row moved'
    | 'not followed'
    | 'not found';
  row: CategoryRowLabel;
  got: string;
}

export interface HouseholdCategoryScore {
  name: string;
  tally: CategoryTally;
  scores: CategoryScores;
  misses: CategoryMiss[];
  sources: Record<string, number>;
  /** Detailed accuracy by the bank export's layout (judged rows). */
  byFormat: Record<string, { judged: number; detailedRight: number; primaryRight: number }>;
  /** The report's earnings and spending over the whole window beside what the labels add up to (cents). */
  report?: { earnings: number; spending: number; labelledEarnings: number; labelledSpending: number };
}

/**
 * What My Spending should show over the window by the labels: earnings are INCOME rows; spending is every other
 * row that is neither a transfer nor a card payment (refunds lower it); money moved and P2P are in neither.
 */
export function labelledCashFlow(rows: readonly CategoryRowLabel[]): { earnings: number; spending: number } {
  let earnings = 0;
  let spending = 0;
  for (const row of rows) {
    if (row.primary === 'INCOME') earnings += row.cents;
    else if (!isTransferLike(row.detailed)) spending -= row.cents;
  }
  return { earnings, spending };
}

const emptyTally = (): CategoryTally => ({
  rows: 0,
  categorised: 0,
  judged: 0,
  primaryRight: 0,
  detailedRight: 0,
  moneyMoved: 0,
  movedKeptOut: 0,
  countedRows: 0,
  countedWronglyMoved: 0,
  followRows: 0,
  followed: 0,
  missing: 0,
});

const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
export function scoresOf(t: CategoryTally): CategoryScores {
  return {
    coverage: ratio(t.categorised, t.rows),
    primaryAccuracy: ratio(t.primaryRight, t.judged),
    detailedAccuracy: ratio(t.detailedRight, t.judged),
    moneyMovedKeptOut: ratio(t.movedKeptOut, t.moneyMoved),
    learningFollowRate: ratio(t.followed, t.followRows),
  };
}

const show = (c: PersonalCategory | null | undefined) => (c ? c.detailed : 'none');
const isTransferLike = (detailed: string) =>
  detailed.startsWith('TRANSFER_') || detailed === 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT';

/**
 * Every labelled row counts (a row the API did not return counts as uncategorised and counted). Accuracy is over
 * all rows of merchants the user did not correct, an uncategorised row counting as wrong; a corrected merchant's
 * rows are judged only by whether its later rows follow the correction.
 */
export function scoreCategoryHousehold(
  name: string,
  labels: CategoryHouseholdLabels,
  answers: ReadonlyMap<string, RowAnswer>,
  formatOfFile: ReadonlyMap<string, string>,
): HouseholdCategoryScore {
  const t = emptyTally();
  const misses: CategoryMiss[] = [];
  const sources: Record<string, number> = {};
  const byFormat: HouseholdCategoryScore['byFormat'] = {};
  const corrected = new Map(labels.corrections.map((c) => [c.merchant, c]));
  const laterFiles = new Set(labels.accounts.map((a) => a.files[1]));
  for (const row of labels.rows) {
    const answer = answers.get(row.id);
    t.rows++;
    if (!answer) {
      t.missing++;
      misses.push({ kind: 'not found', row, got: '' });
    }
    const category = answer?.category ?? null;
    if (category) t.categorised++;
    const source = answer?.source ?? 'none';
    sources[source] = (sources[source] ?? 0) + 1;
    const correction = corrected.get(row.merchant);
    if (correction) {
      if (laterFiles.has(row.file)) {
        t.followRows++;
        if (category?.detailed === correction.detailed && category.primary === correction.primary)
          t.followed++;
        else
          misses.push({ kind: 'not followed', row, got: `${show(category)} (user: ${correction.detailed})` });
      }
    } else {
      t.judged++;
      const format = formatOfFile.get(row.file) ?? '?';
      const f = (byFormat[format] ??= { judged: 0, detailedRight: 0, primaryRight: 0 });
      f.judged++;
      if (!category) misses.push({ kind: 'uncategorised', row, got: 'none' });
      else if (category.primary !== row.primary) misses.push({ kind: 'primary', row, got: show(category) });
      else if (category.detailed !== row.detailed)
        misses.push({ kind: 'detailed', row, got: show(category) });
      if (category?.primary === row.primary) {
        t.primaryRight++;
        f.primaryRight++;
      }
      if (category?.detailed === row.detailed) {
        t.detailedRight++;
        f.detailedRight++;
      }
    }
    if (row.moneyMoved) {
      t.moneyMoved++;
      if (answer?.moved) t.movedKeptOut++;
      else misses.push({ kind: 'money moved counted', row, got: show(category) });
    } else if (!isTransferLike(row.detailed)) {
      t.countedRows++;
      if (answer?.moved) {
        t.countedWronglyMoved++;
        misses.push({ kind: 'counted row moved', row, got: show(category) });
      }
    }
  }
  return { name, tally: t, scores: scoresOf(t), misses, sources, byFormat };
}

export function addTallies(tallies: readonly CategoryTally[]): CategoryTally {
  const sum = emptyTally();
  for (const t of tallies) for (const key of Object.keys(sum) as (keyof CategoryTally)[]) sum[key] += t[key];
  return sum;
}
