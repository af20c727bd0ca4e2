import { Hono } from 'hono';
import type { TransactionPage } from '@tourniquet/domain';
import { createMiddleware } from 'hono/factory';
import {
  applyOriginalSign,
  pfcOfEditCategory,
  pfcDetailedLabel,
  transactionFilterSchema,
  type PersonalCategory,
  type TransactionEdit,
} from '@tourniquet/domain';
import {
  transactionPatchSchema,
  type ApplyCategoryToMerchantResponse,
  type TransactionPatchResponse,
} from '@tourniquet/domain/contracts';
import type { AuthVariables } from '../../auth/require-user.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { findAccount } from '../../db/queries/accounts.ts';
import * as transactionsDb from '../../db/queries/transactions.ts';
import { decodeCursor } from '../../db/queries/transaction-cursor.ts';
import { dropMismatchedSplitOf } from '../../db/queries/transaction-splits.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { zValidatorJson, zValidatorQuery, zEmptyJsonBody } from '../../http/validate.ts';
import { ACCOUNT_NOT_FOUND_MESSAGE, ownAccountsIncluding } from '../../accounts/own-accounts.ts';
import {
  applyCategoryToMerchant,
  otherMerchantRowCount,
  setUserCategory,
} from '../../categories/category-edits.ts';
import { isEditWord } from '../../categories/categoriser.ts';
import { categoriseBusinessRows, saveBusinessChoice } from '../../business/business-categorising.ts';
import type { BooksVariables } from '../business/books-after-writes.ts';
import { transactionBulkRoutes } from './transaction-bulk.routes.ts';
import { transactionSplitsRoutes } from './transaction-splits.routes.ts';

export const READ_ONLY_MESSAGE = 'Transactions are read-only on this server. Editing is turned off.';

/**
 * GET / lists the user's transactions (filters, keyset paging, newest first).
 * PATCH /:id saves the Edit Transaction dialog, or only `personalCategory`, unless the server runs
 * with TRANSACTIONS_READ_ONLY. POST /:id/apply-category-to-merchant gives the row's category to every other
 * row of its merchant. PUT and DELETE /:id/splits split and unsplit a row (transaction-splits.routes.ts).
 * GET /totals and POST /bulk: a search's count and total, and many rows edited at once (transaction-bulk.routes.ts).
 */
export function transactionsRoutes(deps: { db: Db; clock: Clock; readOnly: boolean }) {
  const { db } = deps;
  // Checked before the body: in read-only mode every edit is refused the same way, valid or not.
  const editable = createMiddleware(async (_c, next) => {
    if (deps.readOnly) throw new ApiError(403, 'read_only', READ_ONLY_MESSAGE);
    await next();
  });

  return new Hono<{ Variables: AuthVariables & BooksVariables }>()
    .get('/', zValidatorQuery(transactionFilterSchema), async (c) => {
      const userId = c.get('user').id;
      const { cursor, ...query } = c.req.valid('query');
      const position = cursor === undefined ? undefined : decodeCursor(cursor);
      if (position === null) {
        throw new ApiError(400, 'invalid_request', 'cursor: Invalid cursor', { cursor: 'Invalid cursor' });
      }
      // A foreign account id is a 404, as in the reports, rather than a silently empty list.
      if (query.accountIds) await ownAccountsIncluding(db, userId, query.accountIds);
      return c.json(
        (await transactionsDb.listTransactions(db, userId, {
          ...query,
          cursor: position,
        })) satisfies TransactionPage,
      );
    })
    .patch('/:id', editable, zValidatorJson(transactionPatchSchema), async (c) => {
      const userId = c.get('user').id;
      const id = c.req.param('id');
      const { personalCategory, edit, business } = c.req.valid('json');
      const original = await transactionsDb.findTransaction(db, userId, id);
      if (!original) throw notFound('Transaction not found');
      if (edit) await saveEdit(userId, id, original, edit);
      // The one category: given by name, else the edit list's word (when the user touched it).
      const chosen = personalCategory ?? chosenFromWord(edit, original);
      if (chosen !== undefined) {
        const reason = chosen
          ? `${pfcDetailedLabel(chosen.detailed)}: you chose it`
          : 'You left it uncategorised';
        await setUserCategory(db, userId, id, chosen, reason);
      }
      // Business or personal and the business category; a new personal category may change
      // the business suggestion too.
      if (business.use !== undefined || business.category !== undefined) {
        await saveBusinessChoice(db, userId, id, business);
        c.set('booksSettled', true);
      } else if (chosen !== undefined) {
        await categoriseBusinessRows(db, userId);
        c.set('booksSettled', true);
      }
      const transaction = await transactionsDb.findTransaction(db, userId, id);
      if (!transaction) throw notFound('Transaction not found');
      const otherMerchantRows = chosen ? await otherMerchantRowCount(db, userId, id) : 0;
      return c.json({ transaction, otherMerchantRows } satisfies TransactionPatchResponse);
    })
    .post('/:id/apply-category-to-merchant', editable, zEmptyJsonBody(), async (c) => {
      const updated = await applyCategoryToMerchant(db, c.get('user').id, c.req.param('id'));
      if (updated === null) throw notFound('Transaction not found');
      return c.json({ updated } satisfies ApplyCategoryToMerchantResponse);
    })
    .route('/', transactionSplitsRoutes({ db, editable }))
    .route('/', transactionBulkRoutes({ db, clock: deps.clock, editable }));

  async function saveEdit(
    userId: string,
    id: string,
    original: { amountCents: number; merchantName: string | null },
    edit: TransactionEdit,
  ) {
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
      {
        ...fields,
        amountCents: applyOriginalSign(original.amountCents, amountMagnitudeCents),
        // The user's words win: a payee they renamed shows as they wrote it, over the clean
        // name and a rule's; cleared, the clean name shows again.
        ...(fields.merchantName !== original.merchantName && { merchantDisplayName: fields.merchantName }),
      },
      deps.clock.now(),
    );
    if (!saved) throw notFound('Transaction not found');
    // A new amount no longer matches the row's parts: the split goes, and the row says so.
    await dropMismatchedSplitOf(db, userId, id, deps.clock.now());
  }
}

/** The edit list's word as a PFC category (undefined: the word was not touched; null: "none"). */
function chosenFromWord(
  edit: TransactionEdit | null,
  original: { amountCents: number; personalCategory: PersonalCategory | null },
): PersonalCategory | null | undefined {
  if (!edit?.category) return undefined;
  const word = edit.category[0];
  if (!isEditWord(word)) return null;
  return pfcOfEditCategory(word, original.amountCents, original.personalCategory);
}
