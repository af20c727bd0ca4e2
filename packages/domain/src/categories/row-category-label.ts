import { MISSING_CATEGORY_SUMMARY_LABEL } from './category-labels';
import { pfcDetailedLabel, pfcPrimaryLabel, type PersonalCategory } from './categoriser/pfc';

/**
 * How exports name a row's one category (decision 021): a listed row by its detailed PFC label
 * ("Groceries"), its group by the primary's ("Food & Drink"); a row with none reads "Other", as in the
 * summaries it adds up to.
 */
export function rowCategoryLabel(category: PersonalCategory | null | undefined): string {
  return category ? pfcDetailedLabel(category.detailed) : MISSING_CATEGORY_SUMMARY_LABEL;
}

export function rowCategoryGroupLabel(category: PersonalCategory | null | undefined): string {
  return category ? pfcPrimaryLabel(category.primary) : MISSING_CATEGORY_SUMMARY_LABEL;
}
