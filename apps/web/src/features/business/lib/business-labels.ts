import { categoryDisplayName } from '@tourniquet/domain';

/** A business category as people read it, by the one label function ('fuel' reads 'Fuel'). */
export function businessCategoryLabel(category: string | null): string {
  return categoryDisplayName(category, 'No category yet');
}

/** Each bar's share of the largest, 0..1 (a category of refunds alone draws no bar). */
export function barFractions(values: readonly number[]): number[] {
  const max = Math.max(0, ...values);
  return values.map((v) => (max > 0 && v > 0 ? v / max : 0));
}
