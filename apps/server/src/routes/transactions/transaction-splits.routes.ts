import { Hono, type MiddlewareHandler } from 'hono';
import { signedPartCents, splitSumProblem } from '@tourniquet/domain';
import { transactionSplitsPutSchema, type TransactionSplitsResponse } from '@tourniquet/domain/contracts';
import type { AuthVariables } from '../../auth/require-user.ts';
import type { Db } from '../../db/client.ts';
import { deleteSplits, replaceSplits } from '../../db/queries/transaction-splits.ts';
import { findTransaction } from '../../db/queries/transactions.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { zValidatorJson, zEmptyJsonBody } from '../../http/validate.ts';

/**
 * PUT /:id/splits splits a transaction into 2 to 10 parts: magnitudes that must add up to the
 * row's to the cent (else 400 naming the difference); each part is stored with the row's sign.
 * DELETE /:id/splits unsplits it. Both answer the row with its `splits`. Another user's row is a 404.
 */
export function transactionSplitsRoutes(deps: { db: Db; editable: MiddlewareHandler }) {
  const { db, editable } = deps;
  return new Hono<{ Variables: AuthVariables }>()
    .put('/:id/splits', editable, zValidatorJson(transactionSplitsPutSchema), async (c) => {
      const userId = c.get('user').id;
      const id = c.req.param('id');
      const { parts } = c.req.valid('json');
      const row = await findTransaction(db, userId, id);
      if (!row) throw notFound('Transaction not found');
      const problem = splitSumProblem(
        row.amountCents,
        parts.map((p) => p.amountCents),
      );
      if (problem) throw new ApiError(400, 'invalid_request', problem, { parts: problem });
      await replaceSplits(
        db,
        userId,
        id,
        parts.map((p) => ({ ...p, amountCents: signedPartCents(row.amountCents, p.amountCents) })),
      );
      return c.json({ transaction: await reloaded(userId, id) } satisfies TransactionSplitsResponse);
    })
    .delete('/:id/splits', editable, zEmptyJsonBody(), async (c) => {
      const userId = c.get('user').id;
      const id = c.req.param('id');
      if (!(await findTransaction(db, userId, id))) throw notFound('Transaction not found');
      await deleteSplits(db, userId, id);
      return c.json({ transaction: await reloaded(userId, id) } satisfies TransactionSplitsResponse);
    });

  async function reloaded(userId: string, id: string) {
    const transaction = await findTransaction(db, userId, id);
    // Deleted between the write and the read (the account went): the same answer as a missing row.
    if (!transaction) throw notFound('Transaction not found');
    return transaction;
  }
}
