import { z } from 'zod';
import type { BusinessUse } from '../business/business-use';
import type { PersonalCategory } from '../categories/categoriser/pfc';
import type { Cents } from '../money';
import type { ReviewConfidence } from '../review/review-inbox';
import { businessCategoryInputSchema, businessUseInputSchema } from './business';
import { personalCategoryInputSchema } from './transactions';

/**
 * The review inbox: GET /api/review and POST /api/review/:transactionId. The rows the app is
 * least sure of, one per merchant or counterparty, most money at stake first (docs/decisions/025).
 */

export const REVIEW_SCOPES = ['business', 'personal', 'all'] as const;
export type ReviewScope = (typeof REVIEW_SCOPES)[number];
export const REVIEW_LIMIT_DEFAULT = 20;
export const REVIEW_LIMIT_MAX = 100;

/** GET /api/review?scope=business|personal|all&limit=N (default all, 20). */
export const reviewQuerySchema = z.object({
  scope: z.enum(REVIEW_SCOPES, { error: 'scope must be business, personal or all' }).default('all'),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(REVIEW_LIMIT_MAX, `limit must be at most ${REVIEW_LIMIT_MAX}`)
    .default(REVIEW_LIMIT_DEFAULT),
});
export type ReviewQuery = z.output<typeof reviewQuerySchema>;

/** What the app would file the row as, were the owner to say nothing. */
export interface ReviewSuggestion {
  personalCategory: PersonalCategory | null;
  businessUse: BusinessUse;
  /** A business category name (business-categories.ts), or null: on no Schedule C line yet. */
  businessCategory: string | null;
}

export interface ReviewItem {
  transactionId: string;
  date: string;
  description: string;
  /** House sign: positive = money out. */
  amountCents: Cents;
  suggested: ReviewSuggestion;
  confidence: ReviewConfidence;
  /** The money a wrong answer would misplace: the size of every row of this payee still to review. */
  impactCents: Cents;
  /** Why the app suggests what it does, in plain words. */
  reason: string;
  /** Beyond the contract, for the card: the payee as shown elsewhere, and the account. */
  payee: string;
  accountName: string;
  /** Rows of this payee still to review, this one included ("Apply to all N rows from this payee"). */
  similarCount: number;
}

export interface ReviewResponse {
  items: ReviewItem[];
  /** How many more items (payees) there are beyond this page. */
  remaining: number;
}

/**
 * POST /api/review/:transactionId. Each field left out keeps the suggestion; the result is the owner's
 * (confirmed). `businessCategory: null` on a business row: on no line (an owner's draw).
 */
export const reviewAnswerSchema = z
  .object({
    businessUse: businessUseInputSchema.optional(),
    businessCategory: businessCategoryInputSchema.optional(),
    personalCategory: personalCategoryInputSchema.optional(),
    applyToSimilar: z.boolean({ error: 'applyToSimilar must be true or false' }).optional(),
  })
  .strict();
export type ReviewAnswer = z.output<typeof reviewAnswerSchema>;

export interface ReviewAnswerResponse {
  /** Other rows whose category or business fields changed with this answer. */
  changed: number;
}
