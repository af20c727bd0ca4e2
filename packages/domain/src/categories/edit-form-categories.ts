import { z } from 'zod';

/** The fixed category list of the Edit Transaction dialog (docs/product.md#3-data), in the spec's order. */
export const TRANSACTION_EDIT_CATEGORIES = [
  'Food and Drink',
  'Shops',
  'Recreation',
  'Transportation',
  'Healthcare',
  'Service',
  'Community',
  'Government and Non-Profit',
  'Travel',
  'Bank Fees',
  'Interest',
  'Payroll',
  'Tax',
  'Transfer',
  'Deposit',
] as const;
export type TransactionEditCategory = (typeof TRANSACTION_EDIT_CATEGORIES)[number];

/** The dialog's value: one of the list, or '' for none. */
export const transactionEditCategorySchema = z.union([z.enum(TRANSACTION_EDIT_CATEGORIES), z.literal('')]);

/** Transactions store categories as a list: an empty choice is saved as an empty list (docs/product.md#5-validation). */
export function editCategoryToList(category: TransactionEditCategory | ''): string[] {
  return category === '' ? [] : [category];
}
