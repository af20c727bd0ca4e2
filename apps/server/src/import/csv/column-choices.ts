import type { ColumnChoice } from '@tourniquet/domain/contracts';
import type { ColumnChoices, ImportOptions, MappedColumn } from '../types.ts';
import type { HeaderColumns } from './detect-columns.ts';

const BY_CONTENT: Record<MappedColumn, string> = {
  date: 'no header names it: its cells read as dates',
  amount: 'no header names it: the leftmost column whose cells read as money',
  description: 'no header names it: the column with the most words',
  merchant: 'no header names it',
  debit: 'no header names it: of two columns that each row fills one of, the second is taken as money out',
  credit: 'no header names it: of two columns that each row fills one of, the first is taken as money in',
  category: 'no header names it',
};

/**
 * What the preview says about each column it took, and why: the header that named it, the query that chose
 * it, or what its cells hold. `dateSource` says which date a row gets when the file has two.
 */
export function describeColumns(
  columns: HeaderColumns,
  headers: string[],
  overrides: ImportOptions['mapping'],
  found: 'header' | 'content',
  byContent: MappedColumn[] = [],
): { columnChoices: ColumnChoices; dateSource: string; otherDate?: ColumnChoice } {
  const name = (index: number) => headers[index]?.trim().slice(0, 100) || `column ${index + 1}`;
  const columnChoices: ColumnChoices = {};
  for (const [key, index] of Object.entries(columns.mapping) as [MappedColumn, number | null][]) {
    if (index === null) continue;
    const reason =
      overrides?.[key] !== undefined
        ? 'chosen in the query'
        : found === 'header' && headers[index]?.trim() && !byContent.includes(key)
          ? `header "${name(index)}"`
          : BY_CONTENT[key];
    columnChoices[key] = { column: name(index), index, reason };
  }
  const { date } = columns.mapping;
  const other = columns.fallbackDate;
  const which = overrides?.date !== undefined ? 'chosen' : 'the transaction date where a file has two';
  const dateSource =
    date === null
      ? ''
      : other === null
        ? `"${name(date)}"`
        : `"${name(date)}" (${which}); "${name(other)}" only where it is empty`;
  // The file's other date, which the preview offers instead (date=<its index>): the posting date, usually.
  if (other === null) return { columnChoices, dateSource };
  return {
    columnChoices,
    dateSource,
    otherDate: { column: name(other), index: other, reason: 'the other date' },
  };
}
