import { zValidatorJson } from '../../http/validate.ts';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthVariables } from '../../auth/require-user.ts';
import type { BankService } from '../../bank/bank-service.ts';
import { accountConfigListSchema } from '../accounts/account-config-schema.ts';
import { toAccountDto } from '../accounts/account-dto.ts';

const exchangeSchema = z
  .object({
    public_token: z.string().min(1).max(500),
    institution: z
      .object({ name: z.string().min(1).max(200), institution_id: z.string().max(100).nullish() })
      .strict(),
    account_configs: accountConfigListSchema.default([]),
  })
  .strict();

// The route takes no fields: a body, if any, must be an empty object (no field is silently ignored).
const emptyBodySchema = z.object({}).strict();
const accountIdSchema = z.object({ account_id: z.string().min(1).max(200) }).strict();
const optionalAccountIdSchema = z.object({ account_id: z.string().min(1).max(200).optional() }).strict();

/** The spec's serverless functions, as authenticated API routes (spec section 7). */
export function bankRoutes(bankService: BankService, queueSync: (plaidItemId: string) => Promise<void>) {
  return new Hono<{ Variables: AuthVariables }>()
    .post('/create-link-token', zValidatorJson(emptyBodySchema), async (c) => {
      return c.json({ link_token: await bankService.createLinkToken(c.get('user').id) });
    })
    .post('/exchange-public-token-enhanced', zValidatorJson(exchangeSchema), async (c) => {
      const body = c.req.valid('json');
      const result = await bankService.exchangePublicToken(c.get('user').id, {
        publicToken: body.public_token,
        institution: body.institution,
        configs: body.account_configs,
      });
      const accounts = result.accounts.map(toAccountDto);
      // A bank the user already has: nothing was added (the new Item is gone at the provider).
      if (result.alreadyLinked) {
        return c.json({ success: true, alreadyLinked: true, message: result.message, accounts });
      }
      // The first sync runs as a job: accounts show at once, transactions follow. (A relinked bank has
      // synced already; this one finds nothing new.) Queued before the answer, so it is never lost.
      await queueSync(result.item.plaidItemId);
      return c.json({ success: true, accounts });
    })
    .post('/refresh-account-balance', zValidatorJson(accountIdSchema), async (c) => {
      await bankService.refreshAccountBalance(c.get('user').id, c.req.valid('json').account_id);
      return c.json({ success: true });
    })
    .post('/fetch-transactions', zValidatorJson(optionalAccountIdSchema), async (c) => {
      const result = await bankService.fetchTransactions(c.get('user').id, c.req.valid('json').account_id);
      return c.json({ success: true, ...result });
    })
    .post('/fetch-recurring-transactions', zValidatorJson(emptyBodySchema), async (c) => {
      return c.json({ recurring_transactions: await bankService.fetchRecurring(c.get('user').id) });
    });
}
