import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthVariables } from '../../auth/require-user.ts';
import type { BankService } from '../../bank/bank-service.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import * as accountsDb from '../../db/queries/accounts.ts';
import { notFound } from '../../http/errors.ts';
import { zValidatorJson } from '../../http/validate.ts';
import { accountConfigListSchema } from './account-config-schema.ts';
import { toAccountDto } from './account-dto.ts';

// The spec's { name, type: asset|liability|investment }, or Plaid's account types with a subtype, so that an
// imported card statement is a card in every report.
const manualSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter a name for the account').max(100),
    type: z.enum(['asset', 'liability', 'investment', 'depository', 'credit', 'loan'], {
      error: 'type must be one of depository, credit, loan, investment (or asset, liability)',
    }),
    subtype: z.string().trim().min(1).max(60).optional(),
  })
  .strict();

function manualKind(body: z.infer<typeof manualSchema>): accountsDb.ManualAccountKind {
  if (body.type === 'asset' || body.type === 'liability') return { accountTypeCustom: body.type };
  if (body.type === 'investment' && body.subtype === undefined) return { accountTypeCustom: 'investment' };
  return { providerType: body.type, subtype: body.subtype?.toLowerCase() ?? null };
}

const patchSchema = z
  .object({
    accountTypeCustom: z.enum(['personal', 'business', 'asset', 'liability', 'investment']).optional(),
    nickname: z.string().trim().max(100).optional(),
    accountCategory: z.enum(['bank', 'credit', 'loan']).optional(),
  })
  .strict()
  .refine((p) => Object.keys(p).length > 0, 'Nothing to update');

// The route takes no fields: a body, if any, must be an empty object (no field is silently ignored).
const emptyBodySchema = z.object({}).strict();
const configsSchema = z
  .object({
    account_configs: accountConfigListSchema.min(1),
  })
  .strict();

export function accountsRoutes(deps: { db: Db; clock: Clock; bankService: BankService }) {
  const { db } = deps;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/', async (c) => {
      const rows = await accountsDb.listAccounts(db, c.get('user').id);
      return c.json({ accounts: rows.map(toAccountDto) });
    })
    .post('/manual', zValidatorJson(manualSchema), async (c) => {
      const body = c.req.valid('json');
      // The spec's manual id: manual_ plus a timestamp; a random suffix keeps two in one millisecond apart.
      const id = `manual_${deps.clock.now().getTime()}_${crypto.randomUUID().slice(0, 8)}`;
      const row = await accountsDb.insertManualAccount(db, c.get('user').id, {
        id,
        accountName: body.name,
        ...manualKind(body),
      });
      return c.json({ account: toAccountDto(row) }, 201);
    })
    .put('/configs', zValidatorJson(configsSchema), async (c) => {
      const userId = c.get('user').id;
      const updated = [];
      for (const config of c.req.valid('json').account_configs) {
        const row = await accountsDb.updateAccountSettings(db, userId, config.account_id, {
          ...(config.nickname !== undefined && { nickname: config.nickname }),
          ...(config.account_type && {
            accountTypeCustom: config.account_type,
            businessPersonal: config.account_type,
          }),
          ...(config.account_category && { accountCategory: config.account_category }),
        });
        if (!row) throw notFound('Account not found or access denied.');
        updated.push(toAccountDto(row));
      }
      return c.json({ accounts: updated });
    })
    .patch('/:id', zValidatorJson(patchSchema), async (c) => {
      const patch = c.req.valid('json');
      const businessPersonal =
        patch.accountTypeCustom === 'personal' || patch.accountTypeCustom === 'business'
          ? patch.accountTypeCustom
          : undefined;
      const row = await accountsDb.updateAccountSettings(db, c.get('user').id, c.req.param('id'), {
        ...patch,
        ...(businessPersonal && { businessPersonal }),
      });
      if (!row) throw notFound('Account not found or access denied.');
      return c.json({ account: toAccountDto(row) });
    })
    .delete('/:id', zValidatorJson(emptyBodySchema), async (c) => {
      await deps.bankService.removeAccount(c.get('user').id, c.req.param('id'));
      return c.body(null, 204);
    });
}
