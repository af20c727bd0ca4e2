import { z } from 'zod';
import { BUSINESS_CATEGORY_GROUPS } from '../categories/business-categories';
import { SPLIT_MAX_PARTS, SPLIT_MIN_PARTS, SPLIT_NOTE_MAX_LENGTH } from '../splits';
import type { TransactionDto } from '../transactions';
import { personalCategoryInputSchema } from './transactions';

/** Splits: PUT and DELETE /api/transactions/:id/splits. */

const BUSINESS_CATEGORIES = new Set(BUSINESS_CATEGORY_GROUPS.flatMap((g) => g.categories));

/** One part as the user gives it: a magnitude in cents (the row's sign is applied by the server). */
export const splitPartInputSchema = z
  .object({
    amountCents: z
      .number({ error: 'Give each part an amount in cents' })
      .int('Part amounts are whole cents')
      .min(1, 'Each part must be at least $0.01')
      .max(Number.MAX_SAFE_INTEGER, 'Part amount is too large'),
    personalCategory: personalCategoryInputSchema,
    businessUse: z
      .enum(['business', 'personal'], { error: 'businessUse is business or personal' })
      .optional(),
    businessCategory: z
      .string()
      .trim()
      .refine((c) => BUSINESS_CATEGORIES.has(c), 'Unknown business category')
      .optional(),
    note: z
      .string()
      .trim()
      .max(SPLIT_NOTE_MAX_LENGTH, `A note is at most ${SPLIT_NOTE_MAX_LENGTH} characters`)
      .optional(),
  })
  .strict();
export type SplitPartInput = z.output<typeof splitPartInputSchema>;

/** PUT /api/transactions/:id/splits: replaces the row's parts (the magnitudes must sum to the row). */
export const transactionSplitsPutSchema = z
  .object({
    parts: z
      .array(splitPartInputSchema, { error: 'Give the parts as a list' })
      .min(SPLIT_MIN_PARTS, `Split into at least ${SPLIT_MIN_PARTS} parts`)
      .max(SPLIT_MAX_PARTS, `Split into at most ${SPLIT_MAX_PARTS} parts`),
  })
  .strict();
export type TransactionSplitsPut = z.output<typeof transactionSplitsPutSchema>;

/** PUT and DELETE answer the row as GET /api/transactions lists it, `splits` included. */
export interface TransactionSplitsResponse {
  transaction: TransactionDto;
}
