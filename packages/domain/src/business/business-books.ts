import type {
  BusinessCategoryTotal,
  NotInProfitAndLoss,
  NotOnScheduleC,
  ProfitAndLoss,
  ScheduleC,
  ScheduleCDifference,
  ScheduleCLine,
} from '../contracts/business';
import { isBusinessIncomeCategory } from './business-use';
import {
  countsInProfitAndLoss,
  MEALS_NOTE,
  MOVED_RULES,
  notProfitOrLossRule,
  offScheduleCRule,
  partlyDeductibleRule,
  UNCATEGORISED_DIFFERENCE,
  type MovedKind,
} from './profit-and-loss-rule';
import {
  isExpenseLine,
  SCHEDULE_C_LINE_ORDER,
  SCHEDULE_C_MAPPINGS,
  scheduleCMappingOf,
} from './schedule-c-lines';

/**
 * The business rows of a period added up per business category (house sign: positive = money out), money
 * moved between own accounts already left out. Uncategorised rows come as category null, money in and money
 * out apart, so each lands on its side.
 */
export interface BookTotal {
  category: string | null;
  cents: number;
  rows: number;
}

function byCentsDescending(a: BusinessCategoryTotal, b: BusinessCategoryTotal): number {
  return b.cents - a.cents || String(a.category).localeCompare(String(b.category));
}

/** Business rows the books never count (money moved between own accounts), added up by kind. */
export interface MovedTotal {
  kind: MovedKind;
  cents: number;
}

/**
 * Profit and loss: income categories are money in (a customer's refund lowers them), every other category
 * is an expense (a refund lowers its own category). What is not profit or loss (profit-and-loss-rule.ts:
 * loan principal, income tax, the owner's health insurance, charity, distributions, and the money moved
 * between own accounts) is listed apart with why. The net is Schedule C's net profit for the same rows plus
 * the stated differences.
 */
export function profitAndLoss(
  totals: readonly BookTotal[],
  moved: readonly MovedTotal[] = [],
): ProfitAndLoss {
  const income = new Map<string | null, number>();
  const expenses = new Map<string | null, number>();
  const apart = new Map<string, NotInProfitAndLoss>();
  const setApart = (category: string, rule: { label: string; why: string }, cents: number) => {
    const entry = apart.get(category) ?? { category, ...rule, cents: 0 };
    entry.cents += cents;
    apart.set(category, entry);
  };
  for (const { category, cents } of totals) {
    const rule = notProfitOrLossRule(category);
    if (rule) {
      setApart(category!, rule, cents);
      continue;
    }
    const isIncome = category === null ? cents < 0 : isBusinessIncomeCategory(category);
    const side = isIncome ? income : expenses;
    side.set(category, (side.get(category) ?? 0) + (isIncome ? -cents : cents));
  }
  for (const { kind, cents } of moved) setApart(kind, MOVED_RULES[kind], cents);
  const list = (side: Map<string | null, number>) =>
    [...side].map(([category, cents]) => ({ category, cents })).sort(byCentsDescending);
  const incomeCents = [...income.values()].reduce((a, b) => a + b, 0);
  const expenseCents = [...expenses.values()].reduce((a, b) => a + b, 0);
  return {
    incomeCents,
    expenseCents,
    netCents: incomeCents - expenseCents,
    income: list(income),
    expenses: list(expenses),
    notInProfitAndLoss: [...apart.values()]
      .filter((n) => n.cents !== 0)
      .sort((a, b) => Math.abs(b.cents) - Math.abs(a.cents) || a.category.localeCompare(b.category)),
    scheduleCNetProfitCents: scheduleC(0, totals).netProfitCents,
    scheduleCDifferences: scheduleCDifferences(totals),
    netNote: MEALS_NOTE,
  };
}

const SHARE_BY_LINE = new Map(SCHEDULE_C_MAPPINGS.map((m) => [m.line, m.deductibleShare]));

/**
 * What the P&L counts that Schedule C counts otherwise, as amounts added to Schedule C's net profit: a line
 * deducted in part (meals: its other 50%, off the line's rounded total as Schedule C rounds it), categories
 * the books count on no Schedule C line, and rows with no category yet.
 */
export function scheduleCDifferences(totals: readonly BookTotal[]): ScheduleCDifference[] {
  const differences = new Map<string, ScheduleCDifference>();
  const add = (key: string, rule: { label: string; why: string }, cents: number) => {
    const entry = differences.get(key) ?? { ...rule, cents: 0 };
    entry.cents += cents;
    differences.set(key, entry);
  };
  for (const line of scheduleC(0, totals).lines) {
    const share = SHARE_BY_LINE.get(line.line) ?? 1;
    if (share !== 1)
      add(`line ${line.line}`, partlyDeductibleRule(share), line.deductibleCents - line.amountCents);
  }
  for (const { category, cents } of totals) {
    if (!countsInProfitAndLoss(category)) continue;
    if (category === null) add('uncategorised', UNCATEGORISED_DIFFERENCE, -cents);
    else if ((scheduleCMappingOf(category)?.line ?? 'none') === 'none')
      add(category, offScheduleCRule(category), -cents);
  }
  return [...differences.values()].filter((d) => d.cents !== 0);
}

/**
 * Schedule C for a tax year from the year's totals, by ../shared/data/schedule-c-lines.csv: lines 1 and 6
 * are money received net of returns, the others money spent net of refunds; each line's deductible share
 * (meals 50%) is applied to the line's total once, rounded to the cent. `none` categories are listed apart
 * with why; uncategorised rows are counted, on no line.
 */
export function scheduleC(
  year: number,
  totals: readonly BookTotal[],
  recurring: ScheduleC['recurring'] = [],
): ScheduleC {
  const lines = new Map<string, { label: string; cents: number; share: number }>();
  const apart = new Map<string, NotOnScheduleC>();
  let uncategorisedCount = 0;
  let uncategorisedCents = 0;
  for (const { category, cents, rows } of totals) {
    const mapping = category === null ? undefined : scheduleCMappingOf(category);
    if (category === null || !mapping) {
      uncategorisedCount += rows;
      uncategorisedCents += cents;
      continue;
    }
    // The one rule: what is not profit or loss is on no line (the rule's categories all map to `none`).
    if (mapping.line === 'none' || !countsInProfitAndLoss(category)) {
      const entry = apart.get(category) ?? { category, why: mapping.label, amountCents: 0 };
      entry.amountCents += cents;
      apart.set(category, entry);
      continue;
    }
    const isIncomeLine = mapping.line === '1' || mapping.line === '6';
    const line = lines.get(mapping.line) ?? {
      label: mapping.label,
      cents: 0,
      share: mapping.deductibleShare,
    };
    line.cents += isIncomeLine ? -cents : cents;
    lines.set(mapping.line, line);
  }
  const scheduleLines: ScheduleCLine[] = SCHEDULE_C_LINE_ORDER.filter((line) => lines.has(line)).map(
    (line) => {
      const { label, cents, share } = lines.get(line)!;
      return { line, label, amountCents: cents, deductibleCents: roundHalfAway(cents * share) };
    },
  );
  const deductibleOf = (line: string) => scheduleLines.find((l) => l.line === line)?.deductibleCents ?? 0;
  const grossReceiptsCents = deductibleOf('1');
  const otherIncomeCents = deductibleOf('6');
  const costOfGoodsSoldCents = deductibleOf('4');
  const totalExpensesCents = scheduleLines
    .filter((l) => isExpenseLine(l.line))
    .reduce((sum, l) => sum + l.deductibleCents, 0);
  return {
    year,
    lines: scheduleLines,
    grossReceiptsCents,
    otherIncomeCents,
    costOfGoodsSoldCents,
    totalExpensesCents,
    netProfitCents: grossReceiptsCents + otherIncomeCents - costOfGoodsSoldCents - totalExpensesCents,
    uncategorisedCount,
    uncategorisedCents,
    notOnScheduleC: [...apart.values()].sort((a, b) => b.amountCents - a.amountCents),
    recurring,
  };
}

/** Half a cent rounds away from zero, so a refund and its charge round to the same size. */
function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}
