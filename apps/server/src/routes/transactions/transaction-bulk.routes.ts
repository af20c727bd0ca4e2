import { Hono, type MiddlewareHandler } from 'hono';
import { transactionFilterSchema } from '@tourniquet/domain';
import {
  BULK_EDIT_MAX_ROWS,
  transactionBulkSchema,
  type TransactionBulkResponse,
  type TransactionTotals,
} from '@tourniquet/domain/contracts';
import type { AuthVariables } from '../../auth/require-user.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import {
  idsOfSearch,
  ownRowIds,
  setBusinessUseOn,
  setPayeeOn,
  setUserCategoryOn,
  transactionTotals,
} from '../../db/queries/transaction-bulk.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { zValidatorJson, zValidatorQuery } from '../../http/validate.ts';
import { ownAccountsIncluding } from '../../accounts/own-accounts.ts';

/**
 * Many rows at once.
 * GET  /totals?<the list's query>  -> { count, totalCents }: what a search finds ("23 rows, $442.18")
 * POST /bulk { ids | filter, set } -> { updated }: the selected rows, or every row of a search, get a
 *   category, business or personal, or a payee's name, as the Edit Transaction dialog saves them one by one.
 */
export function transactionBulkRoutes(deps: { db: Db; clock: Clock; editable: MiddlewareHandler }) {
  const { db, editable } = deps;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/totals', zValidatorQuery(transactionFilterSchema), async (c) => {
      const userId = c.get('user').id;
      const { cursor: _cursor, limit: _limit, ...query } = c.req.valid('query');
      if (query.accountIds) await ownAccountsIncluding(db, userId, query.accountIds);
      return c.json((await transactionTotals(db, userId, query)) satisfies TransactionTotals);
    })
    .post('/bulk', editable, zValidatorJson(transactionBulkSchema), async (c) => {
      const userId = c.get('user').id;
      const { ids, filter, set } = c.req.valid('json');
      let rows: string[];
      if (ids) {
        // Every row named must be the user's own: another user's id is a 404 and nothing changes.
        const own = await ownRowIds(db, userId, ids);
        if (ids.some((id) => !own.has(id))) throw notFound('Transaction not found');
        rows = [...own];
      } else {
        const { cursor: _cursor, limit: _limit, ...query } = filter!;
        if (query.accountIds) await ownAccountsIncluding(db, userId, query.accountIds);
        rows = await idsOfSearch(db, userId, query);
        if (rows.length > BULK_EDIT_MAX_ROWS) {
          const message = `The search finds more than ${BULK_EDIT_MAX_ROWS} rows: narrow it first`;
          throw new ApiError(400, 'invalid_request', `filter: ${message}`, { filter: message });
        }
      }
      if (set.personalCategory !== undefined) await setUserCategoryOn(db, userId, rows, set.personalCategory);
      if (set.businessUse) await setBusinessUseOn(db, userId, rows, set.businessUse);
      if (set.merchantName) await setPayeeOn(db, userId, rows, set.merchantName, deps.clock.now());
      // The business suggestions follow (books-after-writes.ts, after the answer is made).
      return c.json({ updated: rows.length } satisfies TransactionBulkResponse);
    });
}
