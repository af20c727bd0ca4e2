import {
  amountInputOf,
  pfcDetailedLabel,
  pfcPickerOption,
  pfcPrimaryLabel,
  transactionEditSchema,
  type PersonalCategory,
  type TransactionDto,
  type TransactionEditInput,
} from '@tourniquet/domain';

/** The dialog's fields as typed: plain strings, validated with the API's own schema. */
export interface EditFormValues {
  date: string;
  accountId: string;
  merchantName: string;
  description: string;
  /** The picker's value: a PFC detailed name, or '' for Uncategorized. */
  category: string;
  amount: string;
}

export type EditField = keyof EditFormValues;
export type EditErrors = Partial<Record<EditField, string>>;

/** The body of PATCH /api/transactions/:id as the dialog sends it. */
export type EditRequest =
  (TransactionEditInput & { personalCategory?: PersonalCategory }) | { personalCategory: PersonalCategory };

export function initialValues(t: TransactionDto): EditFormValues {
  return {
    date: t.date,
    accountId: t.accountId,
    merchantName: t.merchantName ?? '',
    description: t.description,
    // The row's one category opens selected, whatever legacy word the bank gave it.
    category: t.personalCategory?.detailed ?? '',
    amount: amountInputOf(t.amountCents),
  };
}

/** A category as the dialog names it: "Groceries · Food & Drink". */
export function categoryName(category: PersonalCategory): string {
  return `${pfcDetailedLabel(category.detailed)} · ${pfcPrimaryLabel(category.primary)}`;
}

/** What the dialog says about the row's category now: its name and the categoriser's reason. */
export function currentCategoryNote(t: TransactionDto): { name: string; reason: string | null } {
  if (!t.personalCategory) return { name: 'Uncategorized', reason: t.categoryReason };
  return { name: categoryName(t.personalCategory), reason: t.categoryReason };
}

/**
 * The PATCH body: a category picked in the picker goes as the one category; a category left as it was is
 * left out (the stored one stays); Uncategorized goes as the edit's empty word, which the API reads as
 * "none". A pick with nothing else changed is sent alone, so the row stays the bank's to correct. Returns
 * field errors instead when the schema says no.
 */
export function toEditRequest(
  values: EditFormValues,
  initial: EditFormValues,
): { edit: EditRequest } | { errors: EditErrors } {
  const { category, ...rest } = values;
  const changed = category !== initial.category;
  const picked = changed ? pfcPickerOption(category) : null;
  const personalCategory = picked?.detailed ? { primary: picked.primary, detailed: picked.detailed } : null;
  const untouched = (Object.keys(rest) as (keyof typeof rest)[]).every((k) => rest[k] === initial[k]);
  if (personalCategory && untouched) return { edit: { personalCategory } };
  const edit: TransactionEditInput = changed && !personalCategory ? { ...rest, category: '' } : rest;
  const parsed = transactionEditSchema.safeParse(edit);
  if (parsed.success) return { edit: personalCategory ? { ...edit, personalCategory } : edit };
  const errors: EditErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as EditField;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/** "Apply to the 3 other rows from this merchant" (one row: "the 1 other row"). */
export function applyToMerchantLabel(count: number): string {
  return `Apply to the ${count} other ${count === 1 ? 'row' : 'rows'} from this merchant`;
}
