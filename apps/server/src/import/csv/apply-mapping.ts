import { notAStatement, StatementFormatError } from '../errors.ts';
import type { ImportOptions, MappedColumn } from '../types.ts';
import { hasDateAndAmount, type HeaderColumns } from './detect-columns.ts';
import { normalizeHeader } from './header-names.ts';

type Overrides = NonNullable<ImportOptions['mapping']>;

/**
 * The user's column choices over the detected ones: a header name ("Posted Date") or a 0-based index ("3");
 * "" or "none" clears an optional column. Choosing Amount drops detected Debit/Credit columns and the reverse,
 * unless those were chosen too. Throws StatementFormatError naming the columns the file has.
 */
export function applyMapping(
  detected: HeaderColumns,
  overrides: Overrides | undefined,
  headers: string[],
  columnCount: number,
): HeaderColumns {
  const mapping = { ...detected.mapping };
  const chosen = new Set<MappedColumn>();
  for (const [key, value] of Object.entries(overrides ?? {}) as [MappedColumn, string | undefined][]) {
    if (value === undefined) continue;
    mapping[key] = resolveColumn(key, value, headers, columnCount);
    chosen.add(key);
  }
  if (chosen.has('amount') && mapping.amount !== null) {
    if (!chosen.has('debit')) mapping.debit = null;
    if (!chosen.has('credit')) mapping.credit = null;
  }
  if ((chosen.has('debit') && mapping.debit !== null) || (chosen.has('credit') && mapping.credit !== null)) {
    if (!chosen.has('amount')) mapping.amount = null;
  }
  // Choosing the other date of a file that has two (the posting date over the transaction date) makes the
  // detected one the fallback in its place.
  const fallbackDate =
    chosen.has('date') && mapping.date === detected.fallbackDate
      ? detected.mapping.date
      : detected.fallbackDate;
  if (!hasDateAndAmount(mapping)) {
    throw notAStatement(
      `This file has no ${mapping.date === null ? 'date' : 'amount'} column${columnsFound(headers)}.`,
    );
  }
  return { ...detected, mapping, fallbackDate };
}

/** The name or index a query string gave for one column, or null to leave the column out. */
export function resolveColumn(
  key: MappedColumn,
  value: string,
  headers: string[],
  columnCount: number,
): number | null {
  const text = value.trim();
  if (text === '' || text.toLowerCase() === 'none') {
    if (key === 'date') throw new StatementFormatError('The date column cannot be left out.');
    return null;
  }
  if (/^\d+$/.test(text)) {
    const index = Number(text);
    if (index >= columnCount) {
      throw new StatementFormatError(
        `Column ${index} does not exist: the file has ${columnCount} columns (0 to ${columnCount - 1}).`,
      );
    }
    return index;
  }
  const index = headers.findIndex((header) => normalizeHeader(header) === normalizeHeader(text));
  if (index < 0) throw new StatementFormatError(`There is no "${text}" column${columnsFound(headers)}.`);
  return index;
}

/** Whether a row holds every column the user named, so it can be taken for the header. */
export function namesAllOverrides(overrides: Overrides | undefined, cells: string[]): boolean {
  const names = cells.map(normalizeHeader);
  return Object.values(overrides ?? {}).every((value) => {
    const text = (value ?? '').trim();
    return (
      text === '' ||
      text.toLowerCase() === 'none' ||
      /^\d+$/.test(text) ||
      names.includes(normalizeHeader(text))
    );
  });
}

/** The file's column names for a message: at most 30, each cut to 40 characters. */
function columnsFound(headers: string[]): string {
  const named = headers.filter((header) => header.trim() !== '');
  const shown = named.slice(0, 30).map((header) => (header.length > 40 ? `${header.slice(0, 40)}…` : header));
  if (named.length > shown.length) shown.push(`and ${named.length - shown.length} more`);
  return named.length === 0 ? '' : ` (the columns are: ${shown.join(', ')})`;
}
