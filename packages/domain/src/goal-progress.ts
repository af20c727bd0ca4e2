import { PFC_V1_PRIMARIES } from './categories/categoriser/pfc';
import { goalCategoryKey, goalCategoryLabel, type GoalType } from './goals';
import { sumCents, type Cents } from './money';

/**
 * Goal progress: what came in or went out per category in a timeframe, against the category's goal.
 * A goal is a target for whatever timeframe is being looked at (the spec stores no period with it), so
 * it is compared as it stands, never prorated: a $500 food goal reads against the food spending of the
 * chosen timeframe.
 */

/** Per-category sums for a range, as the category-totals query returns them (integer cents, >= 0). */
export interface CategoryActual {
  /** First category item; null when the transaction has none. */
  category: string | null;
  earningsCents: Cents;
  spendingCents: Cents;
}

export interface GoalTarget {
  category: string;
  goalType: GoalType;
  amountCents: Cents;
}

export interface GoalProgressRow {
  /** The goal category key (see goalCategoryKey). */
  category: string;
  label: string;
  goalType: GoalType;
  /** Income rows: money in; expense rows: money out. Gross on each side, so a refund never hides spending. */
  actualCents: Cents;
  /** null when no goal is saved for the category. */
  targetCents: Cents | null;
}

export interface AccumulationLine {
  currentCents: Cents;
  targetCents: Cents;
}

/**
 * Target Accumulation sums only the categories that have a goal: comparing all spending with the goals
 * of two categories would make every user look over budget. Net is income minus spending on both sides.
 */
export interface TargetAccumulation {
  income: AccumulationLine;
  spending: AccumulationLine;
  net: AccumulationLine;
  trackedCategories: number;
}

export interface GoalProgress {
  income: GoalProgressRow[];
  expense: GoalProgressRow[];
  summary: TargetAccumulation;
}

/**
 * Expense categories offered before any spending: the report categories spending can fall in, the PFC v1
 * primaries, so a goal can be set for a category the user has not spent in yet. Income and the
 * transfers are never spending.
 */
export const EXPENSE_GOAL_SUGGESTIONS: readonly string[] = PFC_V1_PRIMARIES.filter(
  (primary) => !['INCOME', 'TRANSFER_IN', 'TRANSFER_OUT'].includes(primary),
);

/**
 * Which rows each table lists: every category with money on that side in the timeframe, every category
 * that already has a goal of that type (so a goal never disappears because a month was quiet), and on
 * the expense side the suggestions above. Income has no suggestions: income categories are few and show
 * up as soon as money comes in. Rows sort by the amount (largest first) and then by label - never by the
 * goal, so a row stays put while its goal is being typed.
 */
export function buildGoalProgress(
  actuals: readonly CategoryActual[],
  goals: readonly GoalTarget[],
): GoalProgress {
  const income = sideRows('income', actuals, goals, []);
  const expense = sideRows('expense', actuals, goals, EXPENSE_GOAL_SUGGESTIONS);
  return { income, expense, summary: targetAccumulation(income, expense) };
}

function sideRows(
  goalType: GoalType,
  actuals: readonly CategoryActual[],
  goals: readonly GoalTarget[],
  suggestions: readonly string[],
): GoalProgressRow[] {
  const actualByKey = new Map<string, Cents>();
  for (const actual of actuals) {
    const cents = goalType === 'income' ? actual.earningsCents : actual.spendingCents;
    const key = goalCategoryKey(actual.category);
    actualByKey.set(key, sumCents([actualByKey.get(key) ?? 0, cents]));
  }
  const targetByKey = new Map<string, Cents>();
  for (const goal of goals) {
    if (goal.goalType === goalType) targetByKey.set(goalCategoryKey(goal.category), goal.amountCents);
  }
  const keys = new Set<string>(suggestions);
  for (const [key, cents] of actualByKey) if (cents > 0) keys.add(key);
  for (const key of targetByKey.keys()) keys.add(key);
  return [...keys]
    .map((category) => ({
      category,
      label: goalCategoryLabel(category),
      goalType,
      actualCents: actualByKey.get(category) ?? 0,
      targetCents: targetByKey.get(category) ?? null,
    }))
    .sort((a, b) => b.actualCents - a.actualCents || a.label.localeCompare(b.label, 'en-US'));
}

function line(rows: readonly GoalProgressRow[]): AccumulationLine {
  const tracked = rows.filter((row) => row.targetCents !== null);
  return {
    currentCents: sumCents(tracked.map((row) => row.actualCents)),
    targetCents: sumCents(tracked.map((row) => row.targetCents ?? 0)),
  };
}

export function targetAccumulation(
  income: readonly GoalProgressRow[],
  expense: readonly GoalProgressRow[],
): TargetAccumulation {
  const incomeLine = line(income);
  const spendingLine = line(expense);
  return {
    income: incomeLine,
    spending: spendingLine,
    net: {
      currentCents: incomeLine.currentCents - spendingLine.currentCents,
      targetCents: incomeLine.targetCents - spendingLine.targetCents,
    },
    trackedCategories: [...income, ...expense].filter((row) => row.targetCents !== null).length,
  };
}

/** "income:Food and Drink": one key per goal, as the database's unique constraint sees it. */
export function goalKey(goalType: GoalType, category: string): string {
  return `${goalType}:${category}`;
}

/**
 * The progress with some targets replaced (keys from goalKey): the goal inputs show what is typed at
 * once, before the debounced save answers. Overrides for categories not listed add no rows.
 */
export function withGoalTargets(progress: GoalProgress, overrides: ReadonlyMap<string, Cents>): GoalProgress {
  if (overrides.size === 0) return progress;
  const apply = (rows: readonly GoalProgressRow[]) =>
    rows.map((row) => {
      const target = overrides.get(goalKey(row.goalType, row.category));
      return target === undefined ? row : { ...row, targetCents: target };
    });
  const income = apply(progress.income);
  const expense = apply(progress.expense);
  return { income, expense, summary: targetAccumulation(income, expense) };
}

export type GoalStatus = 'no_goal' | 'met' | 'below' | 'within' | 'over';

/** Income goals are met at or above the target; spending goals are kept at or below it. */
export function goalStatus(
  row: Pick<GoalProgressRow, 'goalType' | 'actualCents' | 'targetCents'>,
): GoalStatus {
  if (row.targetCents === null) return 'no_goal';
  if (row.goalType === 'income') return row.actualCents >= row.targetCents ? 'met' : 'below';
  return row.actualCents > row.targetCents ? 'over' : 'within';
}

/** Whole percent of the target reached (may pass 100); null without a positive target. */
export function goalPercent(actualCents: Cents, targetCents: Cents | null): number | null {
  if (targetCents === null || targetCents <= 0) return null;
  return Math.round((actualCents * 100) / targetCents);
}

/** What a goal's progress bar shows, in words: for people who cannot see it, and as its caption. */
export function goalProgressText(
  row: Pick<GoalProgressRow, 'goalType' | 'actualCents' | 'targetCents'>,
): string {
  const status = goalStatus(row);
  const percent = goalPercent(row.actualCents, row.targetCents);
  if (status === 'no_goal') return 'No goal set';
  if (percent === null) return status === 'over' ? 'Over goal' : 'Goal: $0.00';
  if (status === 'met') return `Goal met · ${percent}%`;
  if (status === 'over') return `Over goal · ${percent}%`;
  return `${percent}% of goal`;
}
