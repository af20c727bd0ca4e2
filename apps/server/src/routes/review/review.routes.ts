import { Hono } from 'hono';
import type { ReviewResponse } from '@tourniquet/domain/contracts';
import {
  reviewAnswerSchema,
  reviewQuerySchema,
  type ReviewAnswerResponse,
} from '@tourniquet/domain/contracts';
import type { AuthVariables } from '../../auth/require-user.ts';
import { answerReview, loadReviewInbox } from '../../business/review-inbox.ts';
import type { BooksVariables } from '../business/books-after-writes.ts';
import type { Db } from '../../db/client.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { zValidatorJson, zValidatorQuery } from '../../http/validate.ts';
import { READ_ONLY_MESSAGE } from '../transactions/transactions.routes.ts';

/**
 * The review inbox (decision 025).
 * GET /?scope=business|personal|all&limit=N: the rows the app is least sure of, one per payee, most money
 * at stake first, and how many more there are.
 * POST /:transactionId: the owner's answer (the suggestion confirmed or corrected), optionally for every
 * unsettled row of the payee; answers how many other rows changed. Another user's row is a 404. Refused
 * as every edit is when the server runs with TRANSACTIONS_READ_ONLY.
 */
export function reviewRoutes(deps: { db: Db; readOnly: boolean }) {
  const { db } = deps;
  return new Hono<{ Variables: AuthVariables & BooksVariables }>()
    .get('/', zValidatorQuery(reviewQuerySchema), async (c) => {
      return c.json(
        (await loadReviewInbox(db, c.get('user').id, c.req.valid('query'))) satisfies ReviewResponse,
      );
    })
    .post('/:transactionId', zValidatorJson(reviewAnswerSchema), async (c) => {
      if (deps.readOnly) throw new ApiError(403, 'read_only', READ_ONLY_MESSAGE);
      const changed = await answerReview(
        db,
        c.get('user').id,
        c.req.param('transactionId'),
        c.req.valid('json'),
      );
      if (changed === null) throw notFound('Transaction not found');
      // answerReview brought the books up to date to count the payee's rows that followed.
      c.set('booksSettled', true);
      return c.json({ changed } satisfies ReviewAnswerResponse);
    });
}
