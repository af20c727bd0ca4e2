import { titleCaseCategory } from '@tourniquet/domain';

/** A business category as people read it: income names as they are, expense names title-cased. */
export function businessCategoryLabel(category: string | null): string {
  if (category === null) return 'No category yet';
  return category.includes('_') ? titleCaseCategory(category) : category;
}

/** Each bar's share of the largest, 0..1 (a category of refunds alone draws no bar). */
export function barFractions(values: readonly number[]): number[] {
  const max = Math.max(0, ...values);
  return values.map((v) => (max > 0 && v > 0 ? v / max : 0));
}
