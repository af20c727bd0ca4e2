import type { MiddlewareHandler } from 'hono';
import type { AuthVariables } from '../../auth/require-user.ts';
import { categoriseBusinessRows } from '../../business/business-categorising.ts';
import type { Db } from '../../db/client.ts';

/** Set by a route that brought the books up to date itself (its answer shows them): once is enough. */
export type BooksVariables = { booksSettled?: true };

/**
 * The business books follow the rows at write time, so that every read of them (Profit & Loss, Schedule
 * C, the tax set-aside, the review inbox) writes nothing: after a write of an area that changes what the
 * suggestions and loan splits read (rows, an account's business use, a loan's rate or balance) succeeds,
 * the user's business categories and known loan splits are brought up to date before the answer goes.
 * Syncs in the background do the same in the detection job (jobs/app-jobs.ts).
 */
export function booksAfterWrites(db: Db): MiddlewareHandler<{ Variables: AuthVariables & BooksVariables }> {
  return async (c, next) => {
    await next();
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.res.status >= 400) return;
    if (c.get('booksSettled')) return;
    const user = c.get('user');
    if (user) await categoriseBusinessRows(db, user.id);
  };
}
