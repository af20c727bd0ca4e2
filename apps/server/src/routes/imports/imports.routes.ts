import { Hono } from 'hono';
import { z } from 'zod';
import type {
  ImportPreview,
  ImportResult,
  ImportsResponse,
  RejectedLinesPage,
  UndoImportResult,
} from '@tourniquet/domain/contracts';
import type { AuthVariables } from '../../auth/require-user.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { findAccount } from '../../db/queries/accounts.ts';
import { balanceAfterImport, recomputeAllBalances } from '../../db/queries/account-balance.ts';
import { listImportBatches, undoImportBatch } from '../../db/queries/imports.ts';
import { storeStatement } from '../../categories/store-statement.ts';
import { countHeldImportIds } from '../../db/queries/import-copy.ts';
import { capRejected, rejectedLinesPage } from '../../db/queries/import-rejected.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { onePerUser } from '../../http/one-per-user.ts';
import { zValidatorQuery, zEmptyJsonBody } from '../../http/validate.ts';
import { withdrawAlertsOfRemovedRows } from '../../db/queries/withdraw-undone-alerts.ts';
import { analyzeAfterBulkChange } from '../../db/planner-statistics.ts';
import type { WorkerParse } from '../../import/worker/parse-pool.ts';
import type { Logger } from '../../logger.ts';
import type { DetectionRunner } from '../../recurring/detection-runner.ts';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '../../accounts/own-accounts.ts';
import { categorisePreview, type UncategorisedPreview } from '../../categories/categorise-preview.ts';
import { importOptions, importQuerySchema } from './import-query.ts';
import { withoutDatabaseSlot } from '../../http/back-pressure.ts';
import { afterAnswer } from '../../http/after-answer.ts';
import { parseUpload } from './parse-upload.ts';
import { readUpload } from './read-upload.ts';

export const PREVIEW_ROWS = 20;

// The route takes no fields: a body, if any, must be an empty object (no field is silently ignored).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const REJECTED_PAGE_MAX = 500;
const rejectedPageSchema = z.object({
  offset: z.coerce.number({ error: 'offset must be a whole number' }).int().min(0).max(1_000_000).default(0),
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int()
    .min(1)
    .max(REJECTED_PAGE_MAX, { error: `limit must be at most ${REJECTED_PAGE_MAX}` })
    .default(100),
});

/** The preview's answer, the same for a file bound for an account and one bound for none yet. */
export function previewOf({ parsed, totalRows, implausible }: WorkerParse): UncategorisedPreview {
  const { rows, rejected, ...detected } = parsed;
  return {
    ...detected,
    rejected: capRejected(rejected),
    totalRows,
    rows: rows.slice(0, PREVIEW_ROWS),
    implausible: implausible ?? { futureDated: 0, extremeAmounts: 0, rows: [] },
  };
}

/**
 * POST /api/accounts/:id/import   the file as the body or multipart field `file`
 *   -> { batchId, imported, duplicates, rejected: [{ line, reason }] }, or with preview=1 the parsed rows
 *      and the detected layout, writing nothing
 * GET    /api/imports             -> { imports } newest first, each with rejectedCount (not the lines)
 * GET    /api/imports/:batchId/rejected?offset=&limit=  -> { batchId, total, offset, limit, rejected }
 * DELETE /api/imports/:batchId    -> { batchId, removed } (Undo import)
 * After a write, the recurring engine and the fee radar run again before the answer goes out, so what the
 * user reads next already includes (or no longer includes) the file. One import (previews and undos
 * included) runs at a time per user: a second answers 429. The rows go in (and out) in chunks, letting other
 * users' queries in between (storeStatement). Each rejected reason is cut to a short length before it is
 * stored or answered.
 */
export function accountImportRoutes(deps: {
  db: Db;
  clock: Clock;
  detection: DetectionRunner;
  logger: Logger;
}) {
  const { db, clock, detection, logger } = deps;
  return new Hono<{ Variables: AuthVariables }>().post(
    '/:id/import',
    onePerUser(db, 'import'),
    zValidatorQuery(importQuerySchema),
    async (c) => {
      const userId = c.get('user').id;
      const accountId = c.req.param('id');
      const account = await findAccount(db, userId, accountId);
      if (!account) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
      const query = c.req.valid('query');
      const upload = await readUpload(c);
      const preview = query.preview === '1' || query.preview === 'true';
      const options = preview
        ? { ...importOptions(query), today: clock.today(), importIds: true }
        : importOptions(query);
      // Parsed in a worker thread: the database slot goes back to the queue meanwhile.
      const read = await withoutDatabaseSlot(c, () =>
        parseUpload(upload.bytes, options, preview ? PREVIEW_ROWS : null),
      );
      if (preview) {
        // Said before the import, not after it: a file imported before is mostly rows the account holds.
        const alreadyImported = await countHeldImportIds(db, { userId, accountId }, read.importIds ?? []);
        const answer = await categorisePreview(db, userId, previewOf(read), account.accountType);
        return c.json({ ...answer, alreadyImported } satisfies ImportPreview);
      }
      const { parsed } = read;
      const rejected = capRejected(parsed.rejected);

      // The engine and the fee radar read the file's new rows as soon as they are known, in their worker
      // while the rows are written (a 10,000-row file: 300 ms of the engine no longer after the writes);
      // what they find is stored once the rows are, and not at all if the import fails.
      let detected: Promise<void> | null = null;
      const storing = storeStatement(db, {
        userId,
        accountId,
        fileName: query.fileName ?? upload.fileName,
        format: parsed.format,
        rows: parsed.rows,
        rejected,
        planned: (added) => {
          // Called only after storeStatement has started, once `storing` is set.
          if (added.rows.length > 0) detected = detection.run(userId, added, { storeAfter: storing });
        },
      });
      const result = await storing.catch(async (err: unknown) => {
        await (detected as Promise<void> | null)?.catch(() => {});
        throw err;
      });
      await balanceAfterImport(db, userId, accountId, parsed, clock.today());
      if (detected) await detected;
      // After the engine, not before: on PGlite's one connection a background ANALYZE would hold up its reads.
      analyzeAfterBulkChange(db, result.imported, logger, (run) => afterAnswer(c, run));
      return c.json({
        batchId: result.batchId,
        imported: result.imported,
        duplicates: result.duplicates,
        rejected,
        skipped: parsed.skipped,
        format: parsed.format,
      } satisfies ImportResult);
    },
  );
}

export function importsRoutes(deps: { db: Db; clock: Clock; detection: DetectionRunner; logger: Logger }) {
  const { db, clock, detection, logger } = deps;
  return (
    new Hono<{ Variables: AuthVariables }>()
      .get('/', async (c) => {
        const rows = await listImportBatches(db, c.get('user').id);
        return c.json({
          // As JSON writes a Date: its ISO text.
          imports: rows.map((r) => ({
            ...r,
            createdAt: r.createdAt.toISOString(),
            undoneAt: r.undoneAt?.toISOString() ?? null,
            status: r.undoneAt ? 'undone' : 'imported',
          })),
        } satisfies ImportsResponse);
      })
      .get('/:batchId/rejected', zValidatorQuery(rejectedPageSchema), async (c) => {
        const batchId = c.req.param('batchId');
        const { offset, limit } = c.req.valid('query');
        const page = UUID.test(batchId)
          ? await rejectedLinesPage(db, c.get('user').id, batchId, { offset, limit })
          : null;
        if (!page) throw notFound('Import not found.');
        return c.json({
          batchId,
          total: page.total,
          offset,
          limit,
          rejected: page.lines,
        } satisfies RejectedLinesPage);
      })
      // An undo removes as many rows as the import wrote: one at a time per user, like imports.
      .delete('/:batchId', onePerUser(db, 'import'), zEmptyJsonBody(), async (c) => {
        const userId = c.get('user').id;
        const batchId = c.req.param('batchId');
        const undone = UUID.test(batchId) ? await undoImportBatch(db, userId, batchId, clock.now()) : null;
        if (!undone) throw notFound('Import not found.');
        if (undone.alreadyUndone)
          throw new ApiError(409, 'already_undone', 'This import was already undone.');
        analyzeAfterBulkChange(db, undone.removed, logger, (run) => afterAnswer(c, run));
        await recomputeAllBalances(db, userId, clock.today());
        await detection.run(userId);
        await withdrawAlertsOfRemovedRows(db, userId, clock.now());
        return c.json({ batchId, removed: undone.removed } satisfies UndoImportResult);
      })
  );
}
