import { pfcDetailedLabel, pfcPrimaryLabel, toPfcV1 } from './categoriser/pfc';

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
 * Label of a transaction's one category: its PFC detailed label ('Groceries'); a row with none
 * reads like a missing legacy category.
 */
export function personalCategoryLabel(
  category: { detailed: string } | null | undefined,
  context: 'summary' | 'table' = 'summary',
): string {
  if (category) return pfcDetailedLabel(category.detailed);
  return context === 'table' ? MISSING_CATEGORY_TABLE_LABEL : MISSING_CATEGORY_SUMMARY_LABEL;
}

// Joining words stay lower-case inside a label, as the business groups write them ("Meals and Entertainment").
const JOINING_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
]);

/**
 * The one label of any category name, personal or business, for screens, CSV files and PDFs: a
 * PFC name by its friendly label ('FOOD_AND_DRINK_GROCERIES' -> 'Groceries', 'FOOD_AND_DRINK' -> 'Food &
 * Drink'), an internal snake_case or lower-case name title-cased ('business_meals' -> 'Business Meals',
 * 'fuel' -> 'Fuel', 'internet_and_phone' -> 'Internet and Phone'), a name already written for people
 * ('Product Sales', 'Government and Non-Profit') as it is. No name at all reads `missing`.
 */
export function categoryDisplayName(
  name: string | null | undefined,
  missing: string = MISSING_CATEGORY_TABLE_LABEL,
): string {
  const trimmed = name?.trim() ?? '';
  if (trimmed === '') return missing;
  if (/^[A-Z0-9_]+$/.test(trimmed)) {
    const primary = pfcPrimaryLabel(trimmed);
    if (primary !== trimmed) return primary;
    const known = toPfcV1({ detailed: trimmed });
    if (known) return pfcDetailedLabel(known.detailed);
  }
  // Written for people already: capitals inside, no underscores.
  if (!trimmed.includes('_') && /[A-Z]/.test(trimmed) && /[a-z]/.test(trimmed)) return trimmed;
  return trimmed
    .split(/[_\s]+/)
    .filter((word) => word !== '')
    .map((word, i) => {
      const lower = word.toLowerCase();
      return i > 0 && JOINING_WORDS.has(lower) ? lower : lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join(' ');
}
