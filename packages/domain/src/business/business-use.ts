import { BUSINESS_CATEGORY_GROUPS, BUSINESS_INCOME_GROUPS } from '../categories/business-categories';
import { categoryDisplayName } from '../categories/category-labels';

/** Business or personal: a row's own choice, else its account's setting. */
export const BUSINESS_USES = ['business', 'personal'] as const;
export type BusinessUse = (typeof BUSINESS_USES)[number];

/** Who gave a row its business category; a user's choice is never overwritten by the others. */
export const BUSINESS_SOURCES = ['user', 'rule', 'learned', 'suggested'] as const;
export type BusinessSource = (typeof BUSINESS_SOURCES)[number];

/** The row's own choice wins; a row without one follows its account (an account without a setting is personal). */
export function effectiveBusinessUse(
  rowUse: BusinessUse | null | undefined,
  accountUse: BusinessUse | null | undefined,
): BusinessUse {
  return rowUse ?? accountUse ?? 'personal';
}

const CATALOGUE = new Set(BUSINESS_CATEGORY_GROUPS.flatMap((g) => g.categories));
const INCOME = new Set(BUSINESS_INCOME_GROUPS.flatMap((g) => g.categories));

/** A name of the spec's Business Transaction Categories (`software_and_cloud_services`, `Consulting`). */
export function isBusinessCategory(name: string): boolean {
  return CATALOGUE.has(name);
}

/**
 * The business category a file's cell names: its name ("office_supplies") or its label as the app writes it
 * on screens and in files ("Office Supplies", any case). Null: no category of the catalogue.
 */
export function businessCategoryNamed(cell: string): string | null {
  const trimmed = cell.trim();
  if (CATALOGUE.has(trimmed)) return trimmed;
  const wanted = trimmed.toLowerCase();
  if (wanted === '') return null;
  for (const name of CATALOGUE) if (categoryDisplayName(name).toLowerCase() === wanted) return name;
  return null;
}

/** Revenues, investments and other income: money in on the books. */
export function isBusinessIncomeCategory(name: string): boolean {
  return INCOME.has(name);
}
