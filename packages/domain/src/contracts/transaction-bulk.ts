import { z } from 'zod';
import type { Cents } from '../money';
import { transactionFilterSchema } from '../transactions';
import { businessUseInputSchema } from './business';
import { personalCategoryInputSchema } from './transactions';

/** The most rows one bulk edit may name by id (a page of selected rows); a search's rows go by its filter. */
export const BULK_EDIT_MAX_IDS = 1000;
/** The most rows one bulk edit may change through a search ("all N results"). */
export const BULK_EDIT_MAX_ROWS = 20_000;

/** What a bulk edit sets on every row: a category (null: none), business or personal, the payee's name. */
const bulkSetSchema = z
  .object(
    {
      personalCategory: personalCategoryInputSchema.nullable().optional(),
      businessUse: businessUseInputSchema.optional(),
      merchantName: z
        .string({ error: 'Payee must be text' })
        .trim()
        .min(1, 'Payee cannot be empty')
        .max(100, 'Payee must be at most 100 characters')
        .optional(),
    },
    { error: 'Give what to set as { personalCategory, businessUse, merchantName }' },
  )
  .strict()
  .refine((set) => Object.values(set).some((value) => value !== undefined), {
    message: 'Nothing to set',
  });

/**
 * POST /api/transactions/bulk: the rows selected in a list (`ids`) or every row of a search (`filter`, the
 * list's query), and what to set on them.
 */
export const transactionBulkSchema = z
  .object({
    ids: z
      .array(z.string({ error: 'Ids must be text' }).trim().min(1).max(100), { error: 'Ids must be a list' })
      .min(1, 'Select at least one row')
      .max(BULK_EDIT_MAX_IDS, `Select at most ${BULK_EDIT_MAX_IDS} rows, or set them through the search`)
      .optional(),
    filter: transactionFilterSchema.optional(),
    set: bulkSetSchema,
  })
  .strict()
  .refine((body) => (body.ids === undefined) !== (body.filter === undefined), {
    path: ['ids'],
    message: 'Give either the rows (ids) or the search (filter)',
  });
export type TransactionBulkBody = z.output<typeof transactionBulkSchema>;

/** How many rows the bulk edit changed. */
export interface TransactionBulkResponse {
  updated: number;
}

/** GET /api/transactions/totals?<the list's query>: how many rows a search finds and what they add to. */
export interface TransactionTotals {
  count: number;
  /** The rows' sum in the house sign: positive = money out. */
  totalCents: Cents;
}
