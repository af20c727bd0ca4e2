import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { applyOriginalSign, transactionEditSchema, transactionFilterSchema } from '@tourniquet/domain';
import type { AuthVariables } from '../../auth/require-user.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { findAccount } from '../../db/queries/accounts.ts';
import * as transactionsDb from '../../db/queries/transactions.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { zValidatorJson, zValidatorQuery } from '../../http/validate.ts';
import { ACCOUNT_NOT_FOUND_MESSAGE, ownAccountsIncluding } from '../accounts/own-accounts.ts';

export const READ_ONLY_MESSAGE = 'Transactions are read-only on this server. Editing is turned off.';

/**
 * GET / lists the user's transactions (contract 1: filters, keyset paging, newest first).
 * PATCH /:id saves the Edit Transaction dialog, unless the server runs with TRANSACTIONS_READ_ONLY.
 */
export function transactionsRoutes(deps: { db: Db; clock: Clock; readOnly: boolean }) {
  const { db } = deps;
  // Checked before the body: in read-only mode every edit is refused the same way, valid or not.
  const editable = createMiddleware(async (_c, next) => {
    if (deps.readOnly) throw new ApiError(403, 'read_only', READ_ONLY_MESSAGE);
    await next();
  });

  return new Hono<{ Variables: AuthVariables }>()
    .get('/', zValidatorQuery(transactionFilterSchema), async (c) => {
      const userId = c.get('user').id;
      const { cursor, ...query } = c.req.valid('query');
      const position = cursor === undefined ? undefined : transactionsDb.decodeCursor(cursor);
      if (position === null) {
        throw new ApiError(400, 'invalid_request', 'cursor: Invalid cursor', { cursor: 'Invalid cursor' });
      }
      // A foreign account id is a 404, as in the reports, rather than a silently empty list.
      if (query.accountIds) await ownAccountsIncluding(db, userId, query.accountIds);
      return c.json(await transactionsDb.listTransactions(db, userId, { ...query, cursor: position }));
    })
    .patch('/:id', editable, zValidatorJson(transactionEditSchema), async (c) => {
      const userId = c.get('user').id;
      const id = c.req.param('id');
      const edit = c.req.valid('json');
      const original = await transactionsDb.findTransaction(db, userId, id);
      if (!original) throw notFound('Transaction not found');
      if (!(await findAccount(db, userId, edit.accountId))) {
        throw new ApiError(404, 'not_found', ACCOUNT_NOT_FOUND_MESSAGE, {
          accountId: ACCOUNT_NOT_FOUND_MESSAGE,
        });
      }
      const { amountMagnitudeCents, ...fields } = edit;
      const saved = await transactionsDb.updateTransaction(
        db,
        userId,
        id,
        { ...fields, amountCents: applyOriginalSign(original.amountCents, amountMagnitudeCents) },
        deps.clock.now(),
      );
      if (!saved) throw notFound('Transaction not found');
      return c.json({ transaction: await transactionsDb.findTransaction(db, userId, id) });
    });
}
