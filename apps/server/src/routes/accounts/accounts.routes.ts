import { Hono } from 'hono';
import type { AccountResponse, AccountsResponse } from '@tourniquet/domain/contracts';
import {
  accountConfigsSchema,
  accountPatchSchema,
  manualAccountSchema,
  type ManualAccountInput,
} from '@tourniquet/domain/contracts';
import type { AuthVariables } from '../../auth/require-user.ts';
import type { BankService } from '../../bank/bank-service.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import * as accountsDb from '../../db/queries/accounts.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { setUserBalance } from '../../db/queries/account-balance.ts';
import { zValidatorJson, zEmptyJsonBody } from '../../http/validate.ts';
import { toAccountDto } from './account-dto.ts';
import { debtTermsPatch } from '../../debts/account-terms-patch.ts';

function manualKind(body: ManualAccountInput): accountsDb.ManualAccountKind {
  if (body.type === 'asset' || body.type === 'liability') return { accountTypeCustom: body.type };
  if (body.type === 'investment' && body.subtype === undefined) return { accountTypeCustom: 'investment' };
  return { providerType: body.type, subtype: body.subtype?.toLowerCase() ?? null };
}

// The route takes no fields: a body, if any, must be an empty object (no field is silently ignored).

export function accountsRoutes(deps: { db: Db; clock: Clock; bankService: BankService }) {
  const { db } = deps;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/', async (c) => {
      const rows = await accountsDb.listAccounts(db, c.get('user').id);
      return c.json({ accounts: rows.map(toAccountDto) } satisfies AccountsResponse);
    })
    .post('/manual', zValidatorJson(manualAccountSchema), async (c) => {
      const body = c.req.valid('json');
      // The spec's manual id: manual_ plus a timestamp; a random suffix keeps two in one millisecond apart.
      const id = `manual_${deps.clock.now().getTime()}_${crypto.randomUUID().slice(0, 8)}`;
      const row = await accountsDb.insertManualAccount(db, c.get('user').id, {
        id,
        accountName: body.name,
        ...manualKind(body),
        businessPersonal: body.businessPersonal,
      });
      return c.json({ account: toAccountDto(row) } satisfies AccountResponse, 201);
    })
    .put('/configs', zValidatorJson(accountConfigsSchema), async (c) => {
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
      return c.json({ accounts: updated } satisfies AccountsResponse);
    })
    .patch('/:id', zValidatorJson(accountPatchSchema), async (c) => {
      const userId = c.get('user').id;
      const accountId = c.req.param('id');
      const { balanceCents, balanceDate, aprPercent, minimumPaymentCents, ...patch } = c.req.valid('json');
      const account = await accountsDb.findAccount(db, userId, accountId);
      if (!account) throw notFound('Account not found or access denied.');
      const saveTerms = debtTermsPatch(account, { aprPercent, minimumPaymentCents });
      if (balanceCents !== undefined && balanceDate !== undefined) {
        // A linked account's balance is the bank's: the next refresh would overwrite the user's figure.
        if (!account.isManual)
          throw new ApiError(409, 'linked_account', "A linked account's balance comes from the bank.");
        if (balanceDate > deps.clock.today())
          throw new ApiError(400, 'invalid_request', 'balanceDate must not be in the future');
      }
      // A linked account's Personal/Business is its type (spec); a manual account keeps its asset or liability
      // type (net worth reads it) and takes the use apart.
      const businessPersonal =
        patch.businessPersonal ??
        (patch.accountTypeCustom === 'personal' || patch.accountTypeCustom === 'business'
          ? patch.accountTypeCustom
          : undefined);
      if (account.isManual && businessPersonal && patch.accountTypeCustom === businessPersonal)
        delete patch.accountTypeCustom;
      const settings = { ...patch, ...(businessPersonal && { businessPersonal }) };
      let row: accountsDb.AccountRow | null = account;
      if (Object.keys(settings).length > 0)
        row = await accountsDb.updateAccountSettings(db, userId, accountId, settings);
      if (row && balanceCents !== undefined && balanceDate !== undefined)
        row = await setUserBalance(
          db,
          userId,
          accountId,
          { cents: balanceCents, date: balanceDate },
          deps.clock.today(),
        );
      if (!row) throw notFound('Account not found or access denied.');
      await saveTerms?.(db);
      return c.json({ account: toAccountDto(row) } satisfies AccountResponse);
    })
    .delete('/:id', zEmptyJsonBody(), async (c) => {
      await deps.bankService.removeAccount(c.get('user').id, c.req.param('id'));
      return c.body(null, 204);
    });
}
