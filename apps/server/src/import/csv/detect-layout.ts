import { notAStatement } from '../errors.ts';
import type { ColumnMapping, ImportOptions } from '../types.ts';
import { applyMapping, namesAllOverrides } from './apply-mapping.ts';
import { describeColumns } from './column-choices.ts';
import { columnsFromHeader, hasDateAndAmount, type HeaderColumns } from './detect-columns.ts';
import { HEADER_NAMES, normalizeHeader } from './header-names.ts';
import { inferColumns, isAnyDate } from './infer-columns.ts';
import { isRecordError, type CsvRecord, type CsvRecordError } from './read-records.ts';

export interface CsvLayout {
  headerLine: number | null;
  headers: string[];
  columns: HeaderColumns & { mapping: ColumnMapping };
  /** Line where the transactions start: after the header, or the first transaction of a header-less file. */
  dataLine: number;
  /** A column naming the account of each row (Mint's "Account Name"), or null. */
  accountColumn: number | null;
  /** What the preview says about the columns taken (see describeColumns). */
  described: ReturnType<typeof describeColumns>;
  /** Header-less money in and money out columns: which is which was assumed, not read (see inferColumns). */
  directionAssumed: boolean;
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
    const below = sample.filter((r): r is CsvRecord => !isRecordError(r) && r.line >= record.nextLine);
    const accountColumn = accountColumnOf(record.cells, applied);
    const byContent =
      overrides?.description === undefined && describeByContent(applied, record.cells, below, accountColumn);
    return {
      headerLine: record.line,
      headers: record.cells,
      columns: withDate(applied),
      dataLine: record.nextLine,
      accountColumn,
      described: describeColumns(
        applied,
        record.cells,
        overrides,
        'header',
        byContent ? ['description'] : [],
      ),
      directionAssumed: false,
    };
  }

  const records = sample.filter((record): record is CsvRecord => !isRecordError(record));
  const cells = records.map((record) => record.cells);
  let inferred = inferColumns(cells);
  let header = inferred && headerAbove(records, inferred.firstDataIndex);
  // A guess may only take a column its header does not contradict: CSB43's initial_balance beside amount.
  const contradicted = header ? summaryColumns(header.cells) : new Set<number>();
  const { date, amount } = inferred?.columns.mapping ?? {};
  if (inferred && (contradicted.has(date ?? -1) || contradicted.has(amount ?? -1))) {
    inferred = inferColumns(cells, contradicted);
    header = inferred && headerAbove(records, inferred.firstDataIndex);
  }
  if (inferred === null) {
    throw notAStatement(`This ${what} file has no date column and amount column that could be recognised.`);
  }
  const first = Math.max(0, inferred.firstDataIndex);
  const applied = applyMapping(inferred.columns, overrides, header?.cells ?? [], width);
  return {
    headerLine: header?.line ?? null,
    headers: header?.cells ?? [],
    columns: withDate(applied),
    dataLine: records[first]!.line,
    accountColumn: header ? accountColumnOf(header.cells, applied) : null,
    described: describeColumns(applied, header?.cells ?? [], overrides, 'content'),
    // A pair the user chose (debit= or credit=) is no longer an assumption.
    directionAssumed:
      inferred.pairAssumed && overrides?.debit === undefined && overrides?.credit === undefined,
  };
}

const ACCOUNT_HEADERS = new Set([
  'account name',
  'account',
  'account number',
  'konto',
  'kontonummer',
  'cuenta',
]);

/** The column that names each row's account, unless it serves another role already. */
function accountColumnOf(cells: string[], columns: HeaderColumns): number | null {
  const used = new Set([
    ...Object.values(columns.mapping),
    columns.type,
    columns.status,
    columns.fallbackDate,
  ]);
  const index = cells.findIndex((cell, i) => !used.has(i) && ACCOUNT_HEADERS.has(normalizeHeader(cell)));
  return index < 0 ? null : index;
}

/**
 * No header names a description (CSB43's item1): the wordiest column no role or summary took, if most rows
 * have words there, is the description. Sets it in `columns`; true when it did.
 */
function describeByContent(
  columns: HeaderColumns,
  headers: string[],
  rows: CsvRecord[],
  accountColumn: number | null,
): boolean {
  const { mapping } = columns;
  if (mapping.description !== null || mapping.merchant !== null || rows.length === 0) return false;
  const used = new Set([
    ...Object.values(mapping),
    columns.type,
    columns.status,
    columns.fallbackDate,
    accountColumn,
  ]);
  for (const index of summaryColumns(headers)) used.add(index);
  let best: { index: number; letters: number } | null = null;
  for (let index = 0; index < headers.length; index += 1) {
    if (used.has(index)) continue;
    const cells = rows.map((row) => (row.cells[index] ?? '').slice(0, 200));
    const worded = cells.filter((cell) => /[a-z]{2}/i.test(cell)).length;
    const letters = cells.reduce((sum, cell) => sum + cell.replace(/[^a-z]/gi, '').length, 0);
    if (worded * 2 >= rows.length && letters > (best?.letters ?? 0)) best = { index, letters };
  }
  if (best === null) return false;
  mapping.description = best.index;
  return true;
}

function headerAbove(records: CsvRecord[], firstDataIndex: number): CsvRecord | null {
  const above = records[Math.max(0, firstDataIndex) - 1];
  return above && isHeaderLike(above.cells) ? above : null;
}

/** Columns whose header names a balance, a currency or a period's summary: never a transaction's amount or date. */
function summaryColumns(cells: string[]): Set<number> {
  const others = new Set<string>([...HEADER_NAMES.balance, ...HEADER_NAMES.currency]);
  const summary = /\b(balance|saldo|solde|kontostand|initial|final|opening|closing|total)\b/;
  const indexes = cells.map((cell, i) => {
    const name = normalizeHeader(cell).slice(0, 100);
    return others.has(name) || summary.test(name) ? i : -1;
  });
  return new Set(indexes.filter((i) => i >= 0));
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
