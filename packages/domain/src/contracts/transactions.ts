import { z } from 'zod';
import { PFC_V1, PFC_V1_PRIMARIES } from '../categories/categoriser/pfc';
import { transactionEditSchema } from '../transaction-edit';
import type { TransactionDto } from '../transactions';
import { businessCategoryInputSchema, businessUseInputSchema } from './business';

/** Transactions: the one category in and out of the API. The list shape is TransactionDto. */

const PRIMARIES = new Set(PFC_V1_PRIMARIES);
const PRIMARY_OF = new Map(PFC_V1.map((c) => [c.detailed, c.primary]));

/** `{ primary, detailed }` in PFC v1 names; an unknown name is refused by name. */
export const personalCategoryInputSchema = z
  .object(
    {
      primary: z.string({ error: 'Give the category primary' }).trim().max(100),
      detailed: z.string({ error: 'Give the detailed category' }).trim().max(100),
    },
    { error: 'Give the category as { primary, detailed }' },
  )
  .strict()
  .superRefine(({ primary, detailed }, ctx) => {
    if (!PRIMARIES.has(primary)) {
      ctx.addIssue({ code: 'custom', message: `Unknown category primary ${primary}` });
    } else if (!PRIMARY_OF.has(detailed)) {
      ctx.addIssue({ code: 'custom', message: `Unknown detailed category ${detailed}` });
    } else if (PRIMARY_OF.get(detailed) !== primary) {
      ctx.addIssue({ code: 'custom', message: `${detailed} is not a category of ${primary}` });
    }
  });

/**
 * PATCH /api/transactions/:id: the Edit Transaction form's fields (transactionEditSchema) with an optional
 * `personalCategory`, `businessUse` and `businessCategory` beside them, or a body holding only
 * some of those three.
 */
export const transactionPatchSchema = z
  .looseObject({
    personalCategory: personalCategoryInputSchema.optional(),
    businessUse: businessUseInputSchema.optional(),
    businessCategory: businessCategoryInputSchema.optional(),
  })
  .transform((body, ctx) => {
    const { personalCategory, businessUse, businessCategory, ...rest } = body;
    const business = { use: businessUse, category: businessCategory };
    if (Object.keys(rest).length === 0) {
      if (personalCategory || businessUse || businessCategory !== undefined) {
        return { personalCategory: personalCategory ?? null, edit: null, business };
      }
      ctx.addIssue({ code: 'custom', message: 'Nothing to save' });
      return z.NEVER;
    }
    const parsed = transactionEditSchema.safeParse(rest);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
      return z.NEVER;
    }
    return { personalCategory: personalCategory ?? null, edit: parsed.data, business };
  });
export type TransactionPatch = z.output<typeof transactionPatchSchema>;

/** PATCH /api/transactions/:id answers the saved row and how many other rows share its merchant. */
export interface TransactionPatchResponse {
  transaction: TransactionDto;
  /** Rows of the same merchant in another category: "apply to the N other rows from this merchant". */
  otherMerchantRows: number;
}

/** POST /api/transactions/:id/apply-category-to-merchant: how many other rows took the row's category. */
export interface ApplyCategoryToMerchantResponse {
  updated: number;
}
