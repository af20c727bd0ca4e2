import { z } from 'zod';
import { EARLIEST_DATE, isDateInRange, isIsoDate, LATEST_DATE } from './dates';
import { parseAmountToCents, type Cents } from './money';
import { editCategoryToList, TRANSACTION_EDIT_CATEGORIES } from './categories/edit-form-categories';

/** Edit Transaction dialog (docs/product.md sections 2, 3 and 5), validated the same way in the form and the API. */

export const TRANSACTION_TEXT_MAX_LENGTHS = { merchantName: 100, description: 200 } as const;
// $10 billion: far beyond any household or small-business row, well inside bigint and safe integers.
export const TRANSACTION_EDIT_MAX_CENTS = 1_000_000_000_000;

export const TRANSACTION_EDIT_MESSAGES = {
  date: 'Enter a valid date',
  dateRange: `Enter a date between ${EARLIEST_DATE} and ${LATEST_DATE}`,
  accountId: 'Choose an account',
  merchantName: `Payee/Payor must be at most ${TRANSACTION_TEXT_MAX_LENGTHS.merchantName} characters`,
  descriptionRequired: 'Enter a description',
  descriptionTooLong: `Description must be at most ${TRANSACTION_TEXT_MAX_LENGTHS.description} characters`,
  category: 'Choose a category from the list',
  amount: 'Enter an amount like 12.34 (at most 2 decimals)',
  amountTooLarge: 'Amount is too large',
} as const;

/**
 * The entered amount is a magnitude: a leading minus is ignored because the original row's sign is kept
 * on save (docs/product.md#5-validation), so "-12.50" and "12.50" mean the same thing.
 */
const amountMagnitude = z
  .string({ error: TRANSACTION_EDIT_MESSAGES.amount })
  .transform((input, ctx): Cents => {
    const cents = parseAmountToCents(input);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: TRANSACTION_EDIT_MESSAGES.amount });
      return z.NEVER;
    }
    const magnitude = Math.abs(cents);
    if (magnitude > TRANSACTION_EDIT_MAX_CENTS) {
      ctx.addIssue({ code: 'custom', message: TRANSACTION_EDIT_MESSAGES.amountTooLarge });
      return z.NEVER;
    }
    return magnitude;
  });

/**
 * Form values in, save payload out: { date, accountId, merchantName | null, description, category?: string[],
 * amountMagnitudeCents }. A missing category means "keep the stored one".
 */
export const transactionEditSchema = z
  .object({
    date: z
      .string({ error: TRANSACTION_EDIT_MESSAGES.date })
      .trim()
      .refine(isIsoDate, TRANSACTION_EDIT_MESSAGES.date)
      .refine((date) => !isIsoDate(date) || isDateInRange(date), TRANSACTION_EDIT_MESSAGES.dateRange),
    accountId: z
      .string({ error: TRANSACTION_EDIT_MESSAGES.accountId })
      .trim()
      .min(1, TRANSACTION_EDIT_MESSAGES.accountId),
    merchantName: z
      .string({ error: TRANSACTION_EDIT_MESSAGES.merchantName })
      .trim()
      .max(TRANSACTION_TEXT_MAX_LENGTHS.merchantName, TRANSACTION_EDIT_MESSAGES.merchantName),
    description: z
      .string({ error: TRANSACTION_EDIT_MESSAGES.descriptionRequired })
      .trim()
      .min(1, TRANSACTION_EDIT_MESSAGES.descriptionRequired)
      .max(TRANSACTION_TEXT_MAX_LENGTHS.description, TRANSACTION_EDIT_MESSAGES.descriptionTooLong),
    // Left out when the user did not touch it, so a provider category outside the fixed list (the
    // select can only approximate it) is not overwritten by an edit of, say, the amount.
    category: z
      .union([z.enum(TRANSACTION_EDIT_CATEGORIES), z.literal('')], {
        error: TRANSACTION_EDIT_MESSAGES.category,
      })
      .optional(),
    amount: amountMagnitude,
  })
  .strict()
  .transform(({ merchantName, category, amount, ...rest }) => ({
    ...rest,
    // A cleared payee is stored as no merchant, the way the provider sends rows without one.
    merchantName: merchantName === '' ? null : merchantName,
    ...(category !== undefined && { category: editCategoryToList(category) }),
    amountMagnitudeCents: amount,
  }));

export type TransactionEditInput = z.input<typeof transactionEditSchema>;
export type TransactionEdit = z.output<typeof transactionEditSchema>;

/** Keeps the original row's sign: income stays negative, spending positive (docs/product.md#5-validation). */
export function applyOriginalSign(originalCents: Cents, magnitudeCents: Cents): Cents {
  const magnitude = Math.abs(magnitudeCents);
  return originalCents < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

/** The amount field's starting text: the magnitude, as a plain decimal ("-1234.5" dollars -> "1234.50"). */
export function amountInputOf(amountCents: Cents): string {
  const magnitude = Math.abs(amountCents);
  return `${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/**
 * Words of a merchant name used to broaden a search when a recurring pattern's ids match nothing
 * (docs/product.md#9-constants: words longer than 2 characters). Edge punctuation is dropped; duplicates kept once.
 */
export function merchantSearchTerms(merchant: string): string[] {
  const terms: string[] = [];
  for (const raw of merchant.split(/\s+/)) {
    const word = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if ([...word].length > 2 && !terms.some((term) => term.toLowerCase() === word.toLowerCase())) {
      terms.push(word);
    }
  }
  return terms;
}
