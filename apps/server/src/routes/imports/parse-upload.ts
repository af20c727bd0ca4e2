import { ApiError } from '../../http/errors.ts';
import { StatementFormatError, StatementTooLargeError, type ImportOptions } from '../../import/index.ts';
import {
  ParserBusyError,
  parsePool,
  type ParsePool,
  StatementTimeoutError,
  StatementUnreadableError,
  type WorkerParse,
} from '../../import/worker/parse-pool.ts';

/** Seconds a refused upload is told to wait: the pool's queue drains in a few seconds at most. */
export const BUSY_RETRY_AFTER = 5;

/**
 * Parses an uploaded statement in the parse pool's worker threads, off the event loop, and turns what the file
 * is not into an answer: 400 not a statement, 413 too many rows, 422 too slow or unreadable, 503 when more
 * files wait than the pool takes. `rowLimit` keeps a preview's rows few on their way back from the worker.
 * `pool` is the process's parse pool; a test hands in one in the state it needs.
 */
export async function parseUpload(
  bytes: Uint8Array,
  options: ImportOptions,
  rowLimit: number | null = null,
  pool: Pick<ParsePool, 'parse'> = parsePool(),
): Promise<WorkerParse> {
  try {
    return await pool.parse(bytes, options, rowLimit);
  } catch (err) {
    if (err instanceof StatementFormatError) throw new ApiError(400, 'not_a_statement', err.message);
    if (err instanceof StatementTooLargeError) throw new ApiError(413, 'too_many_rows', err.message);
    if (err instanceof StatementTimeoutError) throw new ApiError(422, 'file_too_slow', err.message);
    if (err instanceof StatementUnreadableError) throw new ApiError(422, 'file_unreadable', err.message);
    if (err instanceof ParserBusyError) {
      throw new ApiError(503, 'import_busy', err.message, undefined, {
        'Retry-After': String(BUSY_RETRY_AFTER),
      });
    }
    throw err;
  }
}
