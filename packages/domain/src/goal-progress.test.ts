import { describe, expect, it } from 'vitest';
import { spendLessMessage, stackMoreMessage } from './goal-messages';
import {
  EXPENSE_GOAL_SUGGESTIONS,
  buildGoalProgress,
  goalKey,
  goalPercent,
  goalProgressText,
  goalStatus,
  withGoalTargets,
  type CategoryActual,
  type GoalTarget,
} from './goal-progress';
import { UNCATEGORIZED_GOAL_CATEGORY } from './goals';

const actuals: CategoryActual[] = [
  { category: 'Transfer', earningsCents: 500000, spendingCents: 120000 },
  { category: 'Food and Drink', earningsCents: 1500, spendingCents: 45000 },
  { category: 'Payment', earningsCents: 0, spendingCents: 200000 },
  { category: null, earningsCents: 0, spendingCents: 900 },
  { category: 'Interest', earningsCents: 0, spendingCents: 0 },
];
const goals: GoalTarget[] = [
  { category: 'Transfer', goalType: 'income', amountCents: 400000 },
  { category: 'Food and Drink', goalType: 'expense', amountCents: 40000 },
  { category: 'Travel', goalType: 'expense', amountCents: 30000 },
  { category: 'Dividends', goalType: 'income', amountCents: 10000 },
];

describe('buildGoalProgress', () => {
  const progress = buildGoalProgress(actuals, goals);

  it('lists income categories with money in plus those with income goals', () => {
    expect(progress.income.map((r) => [r.category, r.actualCents, r.targetCents])).toEqual([
      ['Transfer', 500000, 400000],
      ['Food and Drink', 1500, null],
      ['Dividends', 0, 10000],
    ]);
  });

  it('lists spending categories, goals and the suggestions; largest first, then by label', () => {
    const rows = progress.expense;
    expect(rows.slice(0, 4).map((r) => [r.label, r.actualCents])).toEqual([
      ['Payment', 200000],
      ['Transfer', 120000],
      ['Food And Drink', 45000],
      ['Other', 900],
    ]);
    const keys = rows.map((r) => r.category);
    for (const suggestion of EXPENSE_GOAL_SUGGESTIONS) expect(keys).toContain(suggestion);
    expect(keys).not.toContain('Payroll');
    expect(keys).not.toContain('Deposit');
    expect(new Set(keys).size).toBe(keys.length);
    expect(rows.find((r) => r.category === 'Travel')).toMatchObject({ actualCents: 0, targetCents: 30000 });
    expect(rows.find((r) => r.category === UNCATEGORIZED_GOAL_CATEGORY)?.label).toBe('Other');
    const zeros = rows.filter((r) => r.actualCents === 0).map((r) => r.label);
    expect(zeros).toEqual([...zeros].sort((a, b) => a.localeCompare(b, 'en-US')));
  });

  it('sums Target Accumulation over the categories that have goals only', () => {
    expect(progress.summary).toEqual({
      income: { currentCents: 500000, targetCents: 410000 },
      spending: { currentCents: 45000, targetCents: 70000 },
      net: { currentCents: 455000, targetCents: 340000 },
      trackedCategories: 4,
    });
  });

  it('merges actuals that share a key (blank and missing categories are one)', () => {
    const merged = buildGoalProgress(
      [
        { category: null, earningsCents: 0, spendingCents: 100 },
        { category: '  ', earningsCents: 0, spendingCents: 250 },
      ],
      [],
    );
    expect(merged.expense.find((r) => r.category === UNCATEGORIZED_GOAL_CATEGORY)?.actualCents).toBe(350);
  });

  it('gives empty tables and zero totals with no data, but still offers the expense suggestions', () => {
    const empty = buildGoalProgress([], []);
    expect(empty.income).toEqual([]);
    expect(empty.expense).toHaveLength(EXPENSE_GOAL_SUGGESTIONS.length);
    expect(empty.summary.net).toEqual({ currentCents: 0, targetCents: 0 });
  });
});

describe('withGoalTargets', () => {
  it('shows typed targets at once and recomputes the summary, without moving rows', () => {
    const progress = buildGoalProgress(actuals, goals);
    const typed = withGoalTargets(
      progress,
      new Map([
        [goalKey('expense', 'Payment'), 150000],
        [goalKey('income', 'Transfer'), 0],
        [goalKey('expense', 'Not listed'), 5],
      ]),
    );
    expect(typed.expense.map((r) => r.category)).toEqual(progress.expense.map((r) => r.category));
    expect(typed.expense[0]).toMatchObject({ category: 'Payment', targetCents: 150000 });
    expect(typed.summary.spending).toEqual({ currentCents: 245000, targetCents: 220000 });
    expect(typed.summary.income).toEqual({ currentCents: 500000, targetCents: 10000 });
    expect(withGoalTargets(progress, new Map())).toBe(progress);
  });
});

describe('goal status and percent', () => {
  it('meets income goals at or above the target and keeps spending at or below it', () => {
    expect(goalStatus({ goalType: 'income', actualCents: 100, targetCents: null })).toBe('no_goal');
    expect(goalStatus({ goalType: 'income', actualCents: 100, targetCents: 100 })).toBe('met');
    expect(goalStatus({ goalType: 'income', actualCents: 99, targetCents: 100 })).toBe('below');
    expect(goalStatus({ goalType: 'expense', actualCents: 100, targetCents: 100 })).toBe('within');
    expect(goalStatus({ goalType: 'expense', actualCents: 101, targetCents: 100 })).toBe('over');
    expect(goalStatus({ goalType: 'expense', actualCents: 1, targetCents: 0 })).toBe('over');
  });

  it('rounds the percent reached and has none without a positive target', () => {
    expect(goalPercent(45000, 40000)).toBe(113);
    expect(goalPercent(1, 3)).toBe(33);
    expect(goalPercent(0, 0)).toBeNull();
    expect(goalPercent(10, null)).toBeNull();
  });

  it.each([
    [{ goalType: 'income', actualCents: 100, targetCents: null }, 'No goal set'],
    [{ goalType: 'income', actualCents: 150, targetCents: 100 }, 'Goal met · 150%'],
    [{ goalType: 'income', actualCents: 40, targetCents: 100 }, '40% of goal'],
    [{ goalType: 'expense', actualCents: 90, targetCents: 100 }, '90% of goal'],
    [{ goalType: 'expense', actualCents: 113, targetCents: 100 }, 'Over goal · 113%'],
    [{ goalType: 'expense', actualCents: 5, targetCents: 0 }, 'Over goal'],
    [{ goalType: 'expense', actualCents: 0, targetCents: 0 }, 'Goal: $0.00'],
  ] as const)('captions %o as %s', (row, text) => {
    expect(goalProgressText(row)).toBe(text);
  });
});

describe('Stack More Spend Less messages', () => {
  const summary = (income: [number, number], spending: [number, number]) => ({
    income: { currentCents: income[0], targetCents: income[1] },
    spending: { currentCents: spending[0], targetCents: spending[1] },
    net: { currentCents: income[0] - spending[0], targetCents: income[1] - spending[1] },
    trackedCategories: 2,
  });

  it('invites a goal when there is none', () => {
    expect(stackMoreMessage(summary([0, 0], [0, 0])).text).toBe(
      'Set an income goal below to see how much you stack.',
    );
    expect(spendLessMessage(summary([0, 0], [0, 0])).text).toBe(
      'Set spending goals below to keep your bills in check.',
    );
  });

  it('says how far income is from its goal, or by how much it beat it', () => {
    expect(stackMoreMessage(summary([150000, 400000], [0, 0]))).toEqual({
      text: 'You stacked $1,500.00 of your $4,000.00 income goal. $2,500.00 to go.',
      tone: 'neutral',
    });
    expect(stackMoreMessage(summary([500000, 400000], [0, 0]))).toEqual({
      text: 'You stacked $5,000.00, beating your $4,000.00 income goal by $1,000.00.',
      tone: 'gain',
    });
  });

  it('says what is left to spend, or how far over the goal spending went', () => {
    expect(spendLessMessage(summary([0, 0], [30000, 50000]))).toEqual({
      text: 'You spent $300.00 of your $500.00 spending goal. $200.00 left to spare.',
      tone: 'gain',
    });
    expect(spendLessMessage(summary([0, 0], [62550, 50000]))).toEqual({
      text: 'You spent $625.50, $125.50 over your $500.00 spending goal. Time to stop the bleeding.',
      tone: 'bleed',
    });
  });
});
