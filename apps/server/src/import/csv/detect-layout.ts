import { notAStatement } from '../errors.ts';
import type { ColumnMapping, ImportOptions } from '../types.ts';
import { applyMapping, namesAllOverrides } from './apply-mapping.ts';
import { columnsFromHeader, hasDateAndAmount, type HeaderColumns } from './detect-columns.ts';
import { normalizeHeader } from './header-names.ts';
import { inferColumns, isAnyDate } from './infer-columns.ts';
import { isRecordError, type CsvRecord, type CsvRecordError } from './read-records.ts';

export interface CsvLayout {
  headerLine: number | null;
  headers: string[];
  columns: HeaderColumns & { mapping: ColumnMapping };
  /** Line where the transactions start: after the header, or the first transaction of a header-less file. */
  dataLine: number;
}

/**
 * Finds the header among the first records (Bank of America puts a summary block and a blank line above it):
 * the first row that names a date column and an amount (or debit/credit) column, and every column the user
 * named. With none, the columns are found by content (Wells Fargo has no header); a row of unknown names just
 * above the first transaction is then still reported as the header.
 */
export function detectLayout(
  sample: (CsvRecord | CsvRecordError)[],
  overrides: ImportOptions['mapping'],
  what: string,
): CsvLayout {
  const width = Math.max(0, ...sample.map((record) => (isRecordError(record) ? 0 : record.cells.length)));
  for (const record of sample) {
    if (isRecordError(record) || !namesAllOverrides(overrides, record.cells)) continue;
    const columns = columnsFromHeader(record.cells);
    if (!hasDateAndAmount(columns.mapping) && !namesAnyOverride(overrides, record.cells)) continue;
    const applied = applyMapping(columns, overrides, record.cells, width);
    return {
      headerLine: record.line,
      headers: record.cells,
      columns: withDate(applied),
      dataLine: record.nextLine,
    };
  }

  const records = sample.filter((record): record is CsvRecord => !isRecordError(record));
  const inferred = inferColumns(records.map((record) => record.cells));
  if (inferred === null) {
    throw notAStatement(`This ${what} file has no date column and amount column that could be recognised.`);
  }
  const first = Math.max(0, inferred.firstDataIndex);
  const above = records[first - 1];
  const header = above && isHeaderLike(above.cells) ? above : null;
  const applied = applyMapping(inferred.columns, overrides, header?.cells ?? [], width);
  return {
    headerLine: header?.line ?? null,
    headers: header?.cells ?? [],
    columns: withDate(applied),
    dataLine: records[first]!.line,
  };
}

/** A row of words with no date in it, as wide as a table row: a header whose names we do not know. */
function isHeaderLike(cells: string[]): boolean {
  const filled = cells.filter((cell) => cell.trim() !== '');
  return filled.length >= 2 && !filled.some(isAnyDate) && filled.every((cell) => /[a-z]/i.test(cell));
}

function namesAnyOverride(overrides: ImportOptions['mapping'], cells: string[]): boolean {
  const names = cells.map(normalizeHeader);
  return Object.values(overrides ?? {}).some((value) => {
    const name = normalizeHeader(value ?? '');
    return name !== '' && name !== 'none' && !/^\d+$/.test(name) && names.includes(name);
  });
}

/** applyMapping has checked the date column is there. */
function withDate(columns: HeaderColumns): CsvLayout['columns'] {
  const { date } = columns.mapping;
  if (date === null) throw new Error('applyMapping returned a mapping without a date column');
  return { ...columns, mapping: { ...columns.mapping, date } };
}
