import { z } from 'zod';
import type { RecurringItem } from '../recurring/items';
import { accountConfigListSchema, type AccountDto } from './accounts';

/** POST /api/bank/create-link-token. */
export interface LinkTokenResponse {
  link_token: string;
}

/** POST /api/bank/exchange-public-token-enhanced: Link's public token, its institution and the user's choices. */
export const bankExchangeSchema = z
  .object({
    public_token: z.string().min(1).max(500),
    institution: z
      .object({ name: z.string().min(1).max(200), institution_id: z.string().max(100).nullish() })
      .strict(),
    account_configs: accountConfigListSchema.default([]),
  })
  .strict();
export type BankExchangeInput = z.input<typeof bankExchangeSchema>;

export interface BankExchangeResult {
  success: boolean;
  /** The bank was linked already and is working: nothing was added ("First Platypus Bank is already linked"). */
  alreadyLinked?: boolean;
  message?: string;
  accounts: AccountDto[];
}

/** POST /api/bank/fetch-transactions: how many rows the sync added, changed and removed. */
export interface FetchTransactionsResult {
  success: true;
  added: number;
  modified: number;
  removed: number;
  /** False when another sync of the same bank committed first; its result stands. */
  applied: boolean;
}

/** POST /api/bank/fetch-recurring-transactions: the provider's streams as it sends them. */
export interface RecurringTransactionsResult {
  recurring_transactions: RecurringItem[];
}

/** POST /api/webhooks/plaid: the provider's webhook was taken (its work runs as a job). */
export interface WebhookReceived {
  received: true;
}
