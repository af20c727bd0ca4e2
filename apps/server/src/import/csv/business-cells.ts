import { businessCategoryNamed } from '@tourniquet/domain';
import type { StatementRowBusiness } from '../types.ts';

/**
 * The data download's Business Use and Business Category cells, read back. Business Use says Business or
 * Personal (any case); Business Category is a category of the business catalogue by its label as the
 * download writes it ("Office Supplies", "Service Sales") or its name ("office_supplies"). Any other word says nothing: the row goes in as if the cell were empty (the books'
 * suggestions fill it), never with a category the books do not know.
 */
export function readBusinessCells(
  cells: readonly string[],
  columns: { use: number | null; category: number | null },
): StatementRowBusiness {
  const useCell = columns.use === null ? '' : (cells[columns.use] ?? '').trim().toLowerCase();
  const categoryCell = columns.category === null ? '' : (cells[columns.category] ?? '').trim();
  return {
    use: useCell === 'business' || useCell === 'personal' ? useCell : null,
    category: businessCategoryNamed(categoryCell),
  };
}
