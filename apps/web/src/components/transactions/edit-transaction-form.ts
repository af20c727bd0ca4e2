import {
  amountInputOf,
  editCategoryOf,
  editCategoryOfPfc,
  pfcDetailedLabel,
  pfcPrimaryLabel,
  primaryCategory,
  transactionEditSchema,
  type PersonalCategory,
  type TransactionDto,
  type TransactionEditCategory,
  type TransactionEditInput,
} from '@tourniquet/domain';

/**
 * The list's value for a category it has no entry for: the row's own one (Dividends, Rent) or the one
 * picked from every category. Never sent as the list's word.
 */
export const OWN_CATEGORY = '__own__';

/** The dialog's fields as typed: plain strings, validated with the API's own schema. */
export interface EditFormValues {
  date: string;
  accountId: string;
  merchantName: string;
  description: string;
  category: TransactionEditCategory | '' | typeof OWN_CATEGORY;
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
    // The one category decides what the list shows; the legacy word only for a row never categorised.
    category: t.personalCategory
      ? (editCategoryOfPfc(t.personalCategory) ?? OWN_CATEGORY)
      : (editCategoryOf(primaryCategory(t.category)) ?? ''),
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
 * The PATCH body: the list's word only when the user changed it (an untouched list keeps the stored
 * category, which the list may only approximate); a category picked from every category beside it. A pick
 * with nothing else changed is sent alone, so the row stays the bank's to correct. Returns field errors
 * instead when the schema says no.
 */
export function toEditRequest(
  values: EditFormValues,
  initial: EditFormValues,
  picked: PersonalCategory | null = null,
): { edit: EditRequest } | { errors: EditErrors } {
  const { category, ...rest } = values;
  const personalCategory = picked && { primary: picked.primary, detailed: picked.detailed };
  const untouched = (Object.keys(rest) as (keyof typeof rest)[]).every((k) => rest[k] === initial[k]);
  if (personalCategory && untouched) return { edit: { personalCategory } };
  const edit: TransactionEditInput =
    category === initial.category || category === OWN_CATEGORY ? rest : { ...rest, category };
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
