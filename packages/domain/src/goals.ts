import { z } from 'zod';
import { pfcPrimaryLabel } from './categories/categoriser/pfc';
import { categoryLabel, MISSING_CATEGORY_SUMMARY_LABEL } from './categories/category-labels';
import { centsToDecimalString, dollarsToCents, type Cents } from './money';
import { NO_CATEGORY_FILTER } from './transactions';

/** Category goals for income and expense (docs/product.md sections 3, 4, 5 and 9). */

export const GOAL_TYPES = ['income', 'expense'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];
export const goalTypeSchema = z.enum(GOAL_TYPES);

/** docs/product.md#9-constants: a goal input saves once it has been left alone for this long. */
export const GOAL_SAVE_DEBOUNCE_MS = 1000;

/**
 * The largest target we store: $999,999,999.99. The spec sets no limit; this keeps every sum of a
 * user's goals far inside safe integers and catches a pasted account number.
 */
export const MAX_GOAL_AMOUNT_CENTS: Cents = 99_999_999_999;

/**
 * A goal's category is the same key reports group by: the first item of a transaction's category list
 * ("Food and Drink"). Transactions without one are grouped under this key, the value GET /api/transactions
 * takes for "no category", so View Detail can list them.
 */
export const UNCATEGORIZED_GOAL_CATEGORY = NO_CATEGORY_FILTER;

export function goalCategoryKey(category: string | null): string {
  const trimmed = category?.trim() ?? '';
  return trimmed === '' ? UNCATEGORIZED_GOAL_CATEGORY : trimmed;
}

/** "Food and Drink" -> "Food And Drink"; the uncategorised key reads "Other" as in every summary. */
export function goalCategoryLabel(key: string): string {
  if (key === UNCATEGORIZED_GOAL_CATEGORY) return MISSING_CATEGORY_SUMMARY_LABEL;
  // Report categories are PFC v1 primaries; a goal kept from before may hold a legacy word.
  const pfcLabel = pfcPrimaryLabel(key);
  return pfcLabel !== key ? pfcLabel : categoryLabel(key);
}

/** PUT /api/goals: one goal, upserted on (user, category, goal type). */
export const goalUpsertSchema = z
  .object({
    category: z
      .string({ error: 'Choose a category' })
      .trim()
      .min(1, 'Choose a category')
      .max(100, 'The category name is too long'),
    goalType: z.enum(GOAL_TYPES, { error: "Goal type must be 'income' or 'expense'" }),
    amountCents: z
      .number({ error: 'Enter the goal amount in cents' })
      .int('Enter the goal amount in whole cents')
      .min(0, 'A goal cannot be negative')
      .max(MAX_GOAL_AMOUNT_CENTS, 'A goal can be at most $999,999,999.99'),
  })
  .strict();
export type GoalUpsert = z.infer<typeof goalUpsertSchema>;

/** A goal as the API sends it; timestamps are ISO instants. */
export interface GoalDto {
  id: string;
  category: string;
  goalType: GoalType;
  amountCents: Cents;
  createdAt: string;
  updatedAt: string;
}

// Digits with an optional decimal part; "$", grouping commas and spaces are removed first.
const GOAL_NUMBER = /^(\d+\.?\d*|\.\d+)$/;

/** The field errors of a goal input (bad input is never saved as $0 or cut to the maximum). */
export const GOAL_AMOUNT_ERRORS = {
  empty: 'Enter a goal amount, or remove the goal.',
  negative: 'A goal cannot be negative.',
  notANumber: 'Enter the goal in dollars, like 1250 or 1,250.00.',
  tooLarge: 'A goal can be at most $999,999,999.99.',
} as const;

export type GoalAmountReading = { ok: true; amountCents: Cents } | { ok: false; error: string };

/**
 * A typed goal amount to cents, or the reason it is not one. "1,200" and "$1200.5" read as people mean
 * them; more than two decimals round half away from zero like any price. An empty box, a minus sign,
 * letters and amounts past the maximum are field errors: a goal is a size, and a pasted account number is
 * not a target (the spec's "invalid becomes 0" saved $0 goals nobody meant).
 */
export function readGoalAmount(input: string): GoalAmountReading {
  const plain = input.replace(/[\s$,]/g, '');
  if (plain === '') return { ok: false, error: GOAL_AMOUNT_ERRORS.empty };
  if (/^[-\u2212]/.test(plain) && GOAL_NUMBER.test(plain.slice(1)))
    return { ok: false, error: GOAL_AMOUNT_ERRORS.negative };
  if (!GOAL_NUMBER.test(plain)) return { ok: false, error: GOAL_AMOUNT_ERRORS.notANumber };
  const dollars = Number(plain);
  // Checked before converting: far past the maximum, cents would leave the safe integers.
  if (!Number.isFinite(dollars) || dollars > MAX_GOAL_AMOUNT_CENTS / 100 + 1)
    return { ok: false, error: GOAL_AMOUNT_ERRORS.tooLarge };
  const amountCents = dollarsToCents(dollars);
  if (amountCents > MAX_GOAL_AMOUNT_CENTS) return { ok: false, error: GOAL_AMOUNT_ERRORS.tooLarge };
  return { ok: true, amountCents };
}

/** What a goal input shows for a saved amount: "" for no goal (the placeholder shows), else "1200.00". */
export function goalInputText(amountCents: Cents | null): string {
  return amountCents === null || amountCents === 0 ? '' : centsToDecimalString(amountCents);
}

/** Goals newest created first (docs/product.md#7-calls: the export's order). Ties fall back to the id. */
export function sortGoalsNewestFirst<T extends Pick<GoalDto, 'createdAt' | 'id'>>(goals: readonly T[]): T[] {
  return [...goals].sort((a, b) =>
    a.createdAt === b.createdAt ? b.id.localeCompare(a.id) : b.createdAt.localeCompare(a.createdAt),
  );
}
