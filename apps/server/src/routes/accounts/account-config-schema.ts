import { accountConfigSchema } from '@tourniquet/domain';
import { z } from 'zod';

/**
 * One account's configuration as the API accepts it (spec "Account configuration"): the domain's schema, with
 * everything but the id optional because the server fills the defaults.
 */
export const accountConfigInputSchema = accountConfigSchema
  .extend({ account_id: z.string().min(1).max(200) })
  .partial({ nickname: true, account_type: true, account_category: true })
  .strict();

export const accountConfigListSchema = z.array(accountConfigInputSchema).max(100);
