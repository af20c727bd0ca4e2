import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthVariables } from '../../auth/require-user.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { findAccount } from '../../db/queries/accounts.ts';
import { insertImportBatch, listImportBatches, undoImportBatch } from '../../db/queries/imports.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { zValidatorJson, zValidatorQuery } from '../../http/validate.ts';
import {
  parseStatement,
  StatementFormatError,
  StatementTooLargeError,
  type ParsedStatement,
} from '../../import/index.ts';
import { analyzeAfterBulkChange } from '../../db/planner-statistics.ts';
import type { Logger } from '../../logger.ts';
import type { DetectionRunner } from '../../recurring/detection-runner.ts';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '../accounts/own-accounts.ts';
import { importOptions, importQuerySchema } from './import-query.ts';
import { readUpload } from './read-upload.ts';

export const PREVIEW_ROWS = 20;
// The route takes no fields: a body, if any, must be an empty object (no field is silently ignored).
const emptyBodySchema = z.object({}).strict();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function parseOrExplain(bytes: Uint8Array, options: ReturnType<typeof importOptions>) {
  try {
    return await parseStatement(bytes, options);
  } catch (err) {
    if (err instanceof StatementFormatError) throw new ApiError(400, 'not_a_statement', err.message);
    if (err instanceof StatementTooLargeError) throw new ApiError(413, 'too_many_rows', err.message);
    throw err;
  }
}

function previewOf(parsed: ParsedStatement) {
  const { rows, ...detected } = parsed;
  return { ...detected, totalRows: rows.length, rows: rows.slice(0, PREVIEW_ROWS) };
}

/**
 * POST /api/accounts/:id/import   the file as the body or multipart field `file`
 *   -> { batchId, imported, duplicates, rejected: [{ line, reason }] }, or with preview=1 the parsed rows
 *      and the detected layout, writing nothing
 * GET    /api/imports             -> { imports } newest first
 * DELETE /api/imports/:batchId    -> { batchId, removed } (Undo import)
 * After a write, the recurring engine and the fee radar run again before the answer goes out, so what the
 * user reads next already includes (or no longer includes) the file.
 */
export function accountImportRoutes(deps: { db: Db; detection: DetectionRunner; logger: Logger }) {
  const { db, detection, logger } = deps;
  return new Hono<{ Variables: AuthVariables }>().post(
    '/:id/import',
    zValidatorQuery(importQuerySchema),
    async (c) => {
      const userId = c.get('user').id;
      const accountId = c.req.param('id');
      if (!(await findAccount(db, userId, accountId))) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
      const query = c.req.valid('query');
      const upload = await readUpload(c);
      const parsed = await parseOrExplain(upload.bytes, importOptions(query));
      if (query.preview === '1' || query.preview === 'true') return c.json(previewOf(parsed));

      const result = await insertImportBatch(db, {
        userId,
        accountId,
        fileName: query.fileName ?? upload.fileName,
        format: parsed.format,
        rows: parsed.rows,
        rejected: parsed.rejected,
      });
      analyzeAfterBulkChange(db, result.imported, logger);
      if (result.imported > 0) await detection.run(userId);
      return c.json({
        batchId: result.batchId,
        imported: result.imported,
        duplicates: result.duplicates,
        rejected: parsed.rejected,
        skipped: parsed.skipped,
        format: parsed.format,
      });
    },
  );
}

export function importsRoutes(deps: { db: Db; clock: Clock; detection: DetectionRunner; logger: Logger }) {
  const { db, clock, detection, logger } = deps;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/', async (c) => {
      const rows = await listImportBatches(db, c.get('user').id);
      return c.json({ imports: rows.map((r) => ({ ...r, status: r.undoneAt ? 'undone' : 'imported' })) });
    })
    .delete('/:batchId', zValidatorJson(emptyBodySchema), async (c) => {
      const userId = c.get('user').id;
      const batchId = c.req.param('batchId');
      const undone = UUID.test(batchId) ? await undoImportBatch(db, userId, batchId, clock.now()) : null;
      if (!undone) throw notFound('Import not found.');
      if (undone.alreadyUndone) throw new ApiError(409, 'already_undone', 'This import was already undone.');
      analyzeAfterBulkChange(db, undone.removed, logger);
      await detection.run(userId);
      return c.json({ batchId, removed: undone.removed });
    });
}
