import type { FilePeek } from './file-peek.ts';
import type { ColumnMapping, ImportPreview } from '@tourniquet/domain/contracts';

export interface ColumnOption {
  index: number;
  /** 'Posting Date (e.g. 03/15/2025)', or 'Column 2 (e.g. -15.49)' without a header row. */
  label: string;
}

const MAX_SAMPLE = 24;

function sample(cell: string | undefined): string {
  const text = (cell ?? '').trim();
  return text.length > MAX_SAMPLE ? `${text.slice(0, MAX_SAMPLE - 1)}…` : text;
}

/** Every column of the file, named by its header (or position) with a value from the first row. */
export function columnOptions(preview: ImportPreview, peek: FilePeek): ColumnOption[] {
  const firstRow = peek.get(preview.rows[0]?.line ?? -1) ?? [];
  const used = preview.mapping ? Object.values(preview.mapping).filter((i): i is number => i !== null) : [];
  const width = Math.max(preview.headers.length, firstRow.length, ...used.map((i) => i + 1));
  return Array.from({ length: width }, (_, index) => {
    const name = preview.headers[index]?.trim() || `Column ${index + 1}`;
    const example = sample(firstRow[index]);
    return { index, label: example && example !== name ? `${name} (e.g. ${example})` : name };
  });
}

export type AmountLayout = 'single' | 'split';

export function amountLayout(mapping: ColumnMapping): AmountLayout {
  return mapping.amount === null && (mapping.debit !== null || mapping.credit !== null) ? 'split' : 'single';
}

/**
 * The mapping after switching between one signed amount column and debit/credit columns. The column that
 * held the amounts becomes the debit column (and back), so the preview can run again at once.
 */
export function switchAmountLayout(mapping: ColumnMapping, layout: AmountLayout): ColumnMapping {
  if (layout === amountLayout(mapping)) return mapping;
  if (layout === 'split') return { ...mapping, amount: null, debit: mapping.amount, credit: null };
  return { ...mapping, amount: mapping.debit ?? mapping.credit, debit: null, credit: null };
}

/** The raw date cells of the previewed rows, as the file writes them (for the date-format question). */
export function rawDates(preview: ImportPreview, peek: FilePeek): string[] {
  const column = preview.mapping?.date;
  if (column === undefined) return [];
  return preview.rows.map((row) => peek.get(row.line)?.[column]?.trim() ?? '').filter((cell) => cell !== '');
}
