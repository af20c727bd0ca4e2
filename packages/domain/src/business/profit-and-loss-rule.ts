import { titleCaseCategory } from '../categories/category-labels';

/**
 * One rule for what is profit or loss: the profit and loss and Schedule C read the same
 * definition. What is not profit or loss is listed apart with why, in words the owner reads on screen; what
 * Schedule C treats differently from the books (meals at 50%, entertainment, income of other schedules, rows
 * with no category yet) is stated, so the P&L's net is Schedule C's net profit plus those differences.
 */

export interface ProfitAndLossRule {
  /** Plain words for the screen ("Loan principal"). */
  label: string;
  /** Why, as a sentence the owner reads. */
  why: string;
}

/**
 * Business categories that are neither income nor expense on the books (and on no Schedule C line:
 * profit-and-loss-rule.test.ts holds that every one maps to `none` in schedule-c-lines.csv).
 */
const NOT_PROFIT_OR_LOSS_CATEGORIES: Readonly<Record<string, ProfitAndLossRule>> = {
  loan_principal: {
    label: 'Loan principal',
    why: "Repaying a loan's principal pays back borrowed money; only the interest is a business cost.",
  },
  line_of_credit_payments: {
    label: 'Line of credit payments',
    why: 'Paying down a line of credit pays back borrowed money; only the interest is a business cost.',
  },
  income_tax: {
    label: 'Income tax payments',
    why: 'Income tax is paid on your profit, not a cost of earning it.',
  },
  health_insurance: {
    label: 'Your own health insurance',
    why: 'Your own health insurance is deducted on Schedule 1 of your Form 1040, not as a business expense.',
  },
  charitable_contributions: {
    label: 'Charitable contributions',
    why: 'Gifts to charity are not a business cost; you may deduct them on Schedule A instead.',
  },
  Distributions: {
    label: "Owner's distributions",
    why: 'Money the owner takes out of the business is the owner moving money, not profit or loss.',
  },
  'Tax Refund': {
    label: 'Tax refunds',
    why: 'A tax refund gives back tax already paid; it is not business income.',
  },
};

/** Money moved between own accounts: the books never count these rows, and list them apart by kind. */
export const MOVED_KINDS = ['card_payments', 'transfers_out', 'transfers_in'] as const;
export type MovedKind = (typeof MOVED_KINDS)[number];

export const MOVED_RULES: Readonly<Record<MovedKind, ProfitAndLossRule>> = {
  card_payments: {
    label: 'Card payments',
    why: 'Paying a card bill moves money between your own accounts; the purchases on the card are what count.',
  },
  transfers_out: {
    label: 'Transfers out and owner draws',
    why: 'Money moved to your own accounts, owner draws included, is not a business cost.',
  },
  transfers_in: {
    label: 'Transfers in and owner contributions',
    why: 'Money moved in from your own accounts, owner contributions included, is not business income.',
  },
};

/**
 * Business categories the books count but Schedule C does not (each maps to `none` there): the reason the
 * two nets differ by the category's amount.
 */
const COUNTED_OFF_SCHEDULE_C: Readonly<Record<string, ProfitAndLossRule>> = {
  client_entertainment: {
    label: 'Client entertainment',
    why: 'A business cost here; Schedule C allows no deduction for entertainment.',
  },
  penalties_and_fines: {
    label: 'Fines and penalties',
    why: 'A business cost here; Schedule C allows no deduction for fines and penalties.',
  },
  'Rental Income': {
    label: 'Rental income',
    why: 'Income here; rental income is reported on Schedule E, not Schedule C.',
  },
  'Capital Gains': {
    label: 'Capital gains',
    why: 'Income here; capital gains are reported on Schedule D, not Schedule C.',
  },
  Dividends: {
    label: 'Dividends',
    why: 'Income here; dividends are reported on Schedule B, not Schedule C.',
  },
  'Interest Income': {
    label: 'Interest income',
    why: 'Income here; interest is reported on Schedule B, not Schedule C.',
  },
};

/** Rows with no business category: counted by their sign here, on no Schedule C line yet. */
export const UNCATEGORISED_DIFFERENCE: ProfitAndLossRule = {
  label: 'Rows with no category yet',
  why: 'Counted here as money in or out; Schedule C puts them on no line until they have a category.',
};

/** A Schedule C line deducted in part (meals): the books count it in full. */
export function partlyDeductibleRule(share: number): ProfitAndLossRule {
  const percent = Math.round(share * 100);
  return {
    label: 'Meals',
    why: `Meals count in full here; Schedule C deducts ${percent}% of them.`,
  };
}

/** Beside the P&L's net: the one way the books and Schedule C always differ. */
export const MEALS_NOTE = 'Meals count in full here and at 50% on Schedule C.';

/** Why a business category is not profit or loss; undefined when it counts (null: no category, counts). */
export function notProfitOrLossRule(category: string | null): ProfitAndLossRule | undefined {
  return category === null ? undefined : NOT_PROFIT_OR_LOSS_CATEGORIES[category];
}

export function countsInProfitAndLoss(category: string | null): boolean {
  return notProfitOrLossRule(category) === undefined;
}

/** The business categories that are not profit or loss, for the tests and the docs. */
export const NOT_PROFIT_OR_LOSS_CATEGORY_NAMES: readonly string[] = Object.keys(
  NOT_PROFIT_OR_LOSS_CATEGORIES,
);

/** Why a category the books count is on no Schedule C line (a fallback sentence for any other). */
export function offScheduleCRule(category: string): ProfitAndLossRule {
  return (
    COUNTED_OFF_SCHEDULE_C[category] ?? {
      label: category.includes('_') ? titleCaseCategory(category) : category,
      why: 'Counted here; Schedule C puts it on no line.',
    }
  );
}
