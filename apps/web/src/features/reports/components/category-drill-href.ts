import { NO_CATEGORY_FILTER } from '@tourniquet/domain';

/**
 * Where a spending category opens: its transactions on Financial Status with the same criteria. The rows
 * of Spending by Category and the slices of its chart open the same address.
 */
export function categoryDrillHref(criteriaQuery: string, category: string | null): string {
  const drill = new URLSearchParams(criteriaQuery);
  drill.set('category', category ?? NO_CATEGORY_FILTER);
  drill.set('type', 'expense');
  return `/financial-status?${drill.toString()}`;
}
