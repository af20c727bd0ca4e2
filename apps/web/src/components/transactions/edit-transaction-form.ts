import {
  amountInputOf,
  editCategoryOf,
  primaryCategory,
  titleCaseCategory,
  transactionEditSchema,
  type TransactionDto,
  type TransactionEditCategory,
  type TransactionEditInput,
} from '@tourniquet/domain';

/** The dialog's fields as typed: plain strings, validated with the API's own schema. */
export interface EditFormValues {
  date: string;
  accountId: string;
  merchantName: string;
  description: string;
  category: TransactionEditCategory | '';
  amount: string;
}

export type EditField = keyof EditFormValues;
export type EditErrors = Partial<Record<EditField, string>>;

export function initialValues(t: TransactionDto): EditFormValues {
  return {
    date: t.date,
    accountId: t.accountId,
    merchantName: t.merchantName ?? '',
    description: t.description,
    category: editCategoryOf(primaryCategory(t.category)) ?? '',
    amount: amountInputOf(t.amountCents),
  };
}

/**
 * The stored category when the fixed list can only approximate it (a provider name such as
 * FOOD_AND_DRINK_COFFEE), so the dialog can say what an untouched select keeps.
 */
export function storedCategoryNote(t: TransactionDto): string | null {
  const stored = primaryCategory(t.category);
  if (stored === null || editCategoryOf(stored) === stored) return null;
  return `Now: ${titleCaseCategory(stored)}. Leave this as it is to keep it.`;
}

/**
 * The PATCH body: the category only when the user changed it (an untouched select keeps the stored
 * category, which the list may only approximate). Returns field errors instead when the schema says no.
 */
export function toEditRequest(
  values: EditFormValues,
  initial: EditFormValues,
): { edit: TransactionEditInput } | { errors: EditErrors } {
  const { category, ...rest } = values;
  const edit: TransactionEditInput = category === initial.category ? rest : { ...rest, category };
  const parsed = transactionEditSchema.safeParse(edit);
  if (parsed.success) return { edit };
  const errors: EditErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as EditField;
    errors[field] ??= issue.message;
  }
  return { errors };
}
