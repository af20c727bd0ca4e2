import { z } from 'zod';
import { BUSINESS_CATEGORY_GROUPS } from '../categories/business-categories';
import type { TransactionDto } from '../transactions';
import { personalCategoryInputSchema } from './transactions';

/**
 * Rules: GET/POST/PUT/DELETE /api/rules, POST /api/rules/preview, POST /api/rules/order and
 * POST /api/rules/:id/undo-apply. All conditions must hold; actions never overwrite a user's hand edit.
 */

export const RULE_TEXT_FIELDS = ['merchant', 'description', 'any'] as const;
export const RULE_TEXT_OPS = ['contains', 'is', 'starts'] as const;
export const RULE_TEXT_MAX = 200;
export const RULE_ACCOUNTS_MAX = 50;
/** A user keeps at most this many rules: every sync and import runs them all. */
export const RULES_MAX = 200;
export const RULE_PREVIEW_SAMPLE = 50;

const BUSINESS_CATEGORIES = new Set(BUSINESS_CATEGORY_GROUPS.flatMap((g) => g.categories));
const cents = (label: string) =>
  z
    .number({ error: `${label} must be a number of cents` })
    .int(`${label} must be a whole number of cents`)
    .min(0, `${label} must be 0 or more (the amount's size, in or out)`)
    .max(100_000_000_000, `${label} is too large`);

export const ruleConditionsSchema = z
  .object(
    {
      text: z
        .object({
          field: z.enum(RULE_TEXT_FIELDS, { error: 'Text field must be merchant, description or any' }),
          op: z.enum(RULE_TEXT_OPS, { error: 'Text match must be contains, is or starts' }),
          value: z
            .string({ error: 'Give the text to match' })
            .trim()
            .min(1, 'Give the text to match')
            .max(RULE_TEXT_MAX, `The text must be at most ${RULE_TEXT_MAX} characters`),
        })
        .strict()
        .optional(),
      amountCents: z
        .object({ min: cents('Minimum amount').optional(), max: cents('Maximum amount').optional() })
        .strict()
        .refine((a) => a.min !== undefined || a.max !== undefined, 'Give a minimum or a maximum amount')
        .refine((a) => a.min === undefined || a.max === undefined || a.min <= a.max, {
          message: 'The maximum amount must be at least the minimum',
          path: ['max'],
        })
        .optional(),
      direction: z.enum(['in', 'out'], { error: 'Direction must be in or out' }).optional(),
      accountIds: z
        .array(z.string().trim().min(1).max(200), { error: 'Accounts must be a list of account ids' })
        .min(1, 'Pick at least one account, or leave accounts out')
        .max(RULE_ACCOUNTS_MAX, `A rule may name at most ${RULE_ACCOUNTS_MAX} accounts`)
        .optional(),
    },
    { error: 'Give the conditions' },
  )
  .strict()
  .refine((c) => Object.values(c).some((v) => v !== undefined), 'Give at least one condition');
export type RuleConditions = z.output<typeof ruleConditionsSchema>;

export const ruleActionsSchema = z
  .object(
    {
      personalCategory: personalCategoryInputSchema.optional(),
      merchantName: z
        .string({ error: 'The merchant name must be text' })
        .trim()
        .min(1, 'Give the merchant name')
        .max(100, 'The merchant name must be at most 100 characters')
        .optional(),
      businessUse: z
        .enum(['business', 'personal'], { error: 'Business use must be business or personal' })
        .optional(),
      businessCategory: z
        .string({ error: 'The business category must be text' })
        .trim()
        .refine((name) => BUSINESS_CATEGORIES.has(name), 'Unknown business category')
        .optional(),
      moved: z.literal(true, { error: 'moved may only be true' }).optional(),
    },
    { error: 'Give the actions' },
  )
  .strict()
  .refine((a) => Object.values(a).some((v) => v !== undefined), 'Give at least one action')
  .refine((a) => !(a.moved && a.personalCategory), {
    message: 'Choose a category or money moved between your accounts, not both',
    path: ['moved'],
  });
export type RuleActions = z.output<typeof ruleActionsSchema>;

/** POST /api/rules, PUT /api/rules/:id and POST /api/rules/preview. */
export const ruleBodySchema = z
  .object({
    conditions: ruleConditionsSchema,
    actions: ruleActionsSchema,
    applyToPast: z.boolean({ error: 'applyToPast must be true or false' }).default(false),
  })
  .strict();
export type RuleBody = z.output<typeof ruleBodySchema>;

/** POST /api/rules/order: every rule id of the user, first rule first. */
export const ruleOrderSchema = z
  .object({ ids: z.array(z.string().trim().min(1).max(200)).max(RULES_MAX, 'Too many rules') })
  .strict();

export interface RuleDto {
  id: string;
  /** 0 = runs first; for each field, the first matching rule wins. */
  position: number;
  conditions: RuleConditions;
  actions: RuleActions;
  createdAt: string;
  /** Its last "apply to past rows" can still be undone (once). */
  canUndoApply: boolean;
}

export interface RulesResponse {
  rules: RuleDto[];
}

/** POST and PUT answer the rule and how many past rows it changed (0 unless applyToPast). */
export interface RuleSaveResponse extends RuleDto {
  changed: number;
}

/** What a rule would change on a row (only the fields that would change). */
export interface RuleChanges {
  personalCategory?: { primary: string; detailed: string };
  merchantName?: string;
  businessUse?: 'business' | 'personal';
  businessCategory?: string;
}

export interface RulePreviewResponse {
  /** Past rows meeting every condition. */
  matches: number;
  /** The first 50 of them, newest first, each with what the rule would change (empty: nothing). */
  sample: (TransactionDto & { changes: RuleChanges })[];
}

export interface RuleUndoResponse {
  /** Rows given back what they held before the rule was applied. */
  restored: number;
}
