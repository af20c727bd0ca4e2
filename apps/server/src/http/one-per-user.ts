import type { MiddlewareHandler } from 'hono';
import type { AuthVariables } from '../auth/require-user.ts';
import type { Db } from '../db/client.ts';
import type { ErrorBody } from './errors.ts';
import { runAsHeavyWork } from '../db/take-turns.ts';
import { holdWhile } from './request-holds.ts';
import { markHeavy } from './interactive-requests.ts';
import { requestIdOf } from './request-id.ts';
import { userLocksFor, type UserLockKind } from './user-locks.ts';

/** Seconds a refused client is told to wait: an import or an export usually ends within that. */
export const ONE_PER_USER_RETRY_AFTER = 5;

const BUSY: Record<UserLockKind, { code: string; message: string }> = {
  import: {
    code: 'import_in_progress',
    message: 'Another import of yours is still running. Wait for it to finish, then try again.',
  },
  export: {
    code: 'export_in_progress',
    message: 'Another download of yours is still being prepared. Wait for it to finish, then try again.',
  },
  rule: {
    code: 'rule_in_progress',
    message: 'A rule of yours is still being applied to past rows. Wait for it to finish, then try again.',
  },
};

/**
 * One request of this kind at a time per user: one user looping previews or exports held every
 * other user's import and export for tens of seconds. A second one answers 429 with Retry-After at once.
 * The lock is freed when the handler returns, or, for a streamed download, when the stream ends (see
 * releaseWhenStreamEnds); on PostgreSQL it covers every server on the same database.
 */
export function onePerUser(db: Db, kind: UserLockKind): MiddlewareHandler<{ Variables: AuthVariables }> {
  const locks = userLocksFor(db);
  return async (c, next) => {
    const release = await locks.tryAcquire(c.get('user').id, kind);
    if (!release) {
      const body: ErrorBody = { error: { ...BUSY[kind], requestId: requestIdOf(c) } };
      return c.json(body, 429, { 'Retry-After': String(ONE_PER_USER_RETRY_AFTER) });
    }
    // From here this request is heavy work: its statements give way to other users' requests (take-turns.ts).
    markHeavy(c);
    await runAsHeavyWork(() => holdWhile(c, release, next));
  };
}
