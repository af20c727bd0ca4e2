import { pfcDetailedLabel } from './categoriser/pfc';

/** Display rules for category names (docs/product.md#9-constants). */

export const MISSING_CATEGORY_SUMMARY_LABEL = 'Other';
export const MISSING_CATEGORY_TABLE_LABEL = 'Uncategorized';

/** 'FOOD_AND_DRINK_COFFEE' -> 'Food And Drink Coffee': underscores to spaces, every word capitalised. */
export function titleCaseCategory(name: string): string {
  return name
    .split(/[_\s]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** The category of a transaction is the first item of its list; blank counts as missing. */
export function primaryCategory(categories: readonly string[] | string | null | undefined): string | null {
  const first = typeof categories === 'string' ? categories : categories?.[0];
  const trimmed = first?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * Label of a transaction's category: title-cased first item; a missing category reads 'Other' in
 * summaries and 'Uncategorized' in the transaction table.
 */
export function categoryLabel(
  categories: readonly string[] | string | null | undefined,
  context: 'summary' | 'table' = 'summary',
): string {
  const category = primaryCategory(categories);
  if (category !== null) return titleCaseCategory(category);
  return context === 'table' ? MISSING_CATEGORY_TABLE_LABEL : MISSING_CATEGORY_SUMMARY_LABEL;
}

/**
 * Label of a transaction's one category (issue 22): its PFC detailed label ('Groceries'); a row with none
 * reads like a missing legacy category.
 */
export function personalCategoryLabel(
  category: { detailed: string } | null | undefined,
  context: 'summary' | 'table' = 'summary',
): string {
  if (category) return pfcDetailedLabel(category.detailed);
  return context === 'table' ? MISSING_CATEGORY_TABLE_LABEL : MISSING_CATEGORY_SUMMARY_LABEL;
}
