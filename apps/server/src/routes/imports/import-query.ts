import { z } from 'zod';
import type { ImportOptions } from '../../import/index.ts';

const DATE_FORMATS = [
  'YYYY-MM-DD',
  'MM/DD/YYYY',
  'DD/MM/YYYY',
  'YYYYMMDD',
  'MMM D, YYYY',
  'D-MMM-YYYY',
] as const;
const column = z.string().trim().min(1).max(200).optional();

/**
 * POST /api/accounts/:id/import query values: format (auto by default), amountSign, dateFormat, the column
 * mapping (date=, description=, merchant=, amount=, debit=, credit=, category=: a header name or a 0-based
 * index), preview=1 (parse and answer, write nothing) and an optional file name for the import list.
 */
export const importQuerySchema = z
  .object({
    format: z
      .enum(['auto', 'csv', 'tsv', 'ofx', 'qfx', 'qif'], {
        error: 'format must be auto, csv, tsv, ofx, qfx or qif',
      })
      .optional(),
    amountSign: z
      .enum(['positive-in', 'positive-out'], { error: 'amountSign must be positive-in or positive-out' })
      .optional(),
    dateFormat: z
      .enum(DATE_FORMATS, { error: `dateFormat must be one of ${DATE_FORMATS.join(', ')}` })
      .optional(),
    date: column,
    description: column,
    merchant: column,
    amount: column,
    debit: column,
    credit: column,
    category: column,
    preview: z.enum(['0', '1', 'true', 'false'], { error: 'preview must be 1 or 0' }).optional(),
    fileName: z.string().trim().max(255).optional(),
  })
  .strict();

export type ImportQuery = z.output<typeof importQuerySchema>;

export function importOptions(query: ImportQuery): ImportOptions {
  const mapping: NonNullable<ImportOptions['mapping']> = {};
  for (const key of ['date', 'description', 'merchant', 'amount', 'debit', 'credit', 'category'] as const) {
    const value = query[key];
    if (value !== undefined) mapping[key] = value;
  }
  return {
    format: query.format ?? 'auto',
    ...(query.amountSign && { amountSign: query.amountSign }),
    ...(query.dateFormat && { dateFormat: query.dateFormat }),
    ...(Object.keys(mapping).length > 0 && { mapping }),
  };
}
