import { zValidatorJson, zEmptyJsonBody } from '../../http/validate.ts';
import type {
  FetchTransactionsResult,
  RecurringTransactionsResult,
  SuccessResponse,
} from '@tourniquet/domain/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthVariables } from '../../auth/require-user.ts';
import type { BankService } from '../../bank/bank-service.ts';
import {
  bankExchangeSchema,
  type BankExchangeResult,
  type LinkTokenResponse,
} from '@tourniquet/domain/contracts';
import { toAccountDto } from '../accounts/account-dto.ts';

// The route takes no fields: a body, if any, must be an empty object (no field is silently ignored).
const accountIdSchema = z.object({ account_id: z.string().min(1).max(200) }).strict();
const optionalAccountIdSchema = z.object({ account_id: z.string().min(1).max(200).optional() }).strict();

/** The spec's serverless functions, as authenticated API routes (docs/product.md#7-calls). */
export function bankRoutes(bankService: BankService, queueSync: (plaidItemId: string) => Promise<void>) {
  return new Hono<{ Variables: AuthVariables }>()
    .post('/create-link-token', zEmptyJsonBody(), async (c) => {
      return c.json({
        link_token: await bankService.createLinkToken(c.get('user').id),
      } satisfies LinkTokenResponse);
    })
    .post('/exchange-public-token-enhanced', zValidatorJson(bankExchangeSchema), async (c) => {
      const body = c.req.valid('json');
      const result = await bankService.exchangePublicToken(c.get('user').id, {
        publicToken: body.public_token,
        institution: body.institution,
        configs: body.account_configs,
      });
      const accounts = result.accounts.map(toAccountDto);
      // A bank the user already has: nothing was added (the new Item is gone at the provider).
      if (result.alreadyLinked) {
        return c.json({
          success: true,
          alreadyLinked: true,
          message: result.message,
          accounts,
        } satisfies BankExchangeResult);
      }
      // The first sync runs as a job: accounts show at once, transactions follow. (A relinked bank has
      // synced already; this one finds nothing new.) Queued before the answer, so it is never lost.
      await queueSync(result.item.plaidItemId);
      return c.json({ success: true, accounts } satisfies BankExchangeResult);
    })
    .post('/refresh-account-balance', zValidatorJson(accountIdSchema), async (c) => {
      await bankService.refreshAccountBalance(c.get('user').id, c.req.valid('json').account_id);
      return c.json({ success: true } satisfies SuccessResponse);
    })
    .post('/fetch-transactions', zValidatorJson(optionalAccountIdSchema), async (c) => {
      const result = await bankService.fetchTransactions(c.get('user').id, c.req.valid('json').account_id);
      return c.json({ success: true, ...result } satisfies FetchTransactionsResult);
    })
    .post('/fetch-recurring-transactions', zEmptyJsonBody(), async (c) => {
      return c.json({
        recurring_transactions: await bankService.fetchRecurring(c.get('user').id),
      } satisfies RecurringTransactionsResult);
    });
}
