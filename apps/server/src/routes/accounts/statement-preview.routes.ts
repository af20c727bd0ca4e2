import { Hono } from 'hono';
import type { ImportPreview } from '@tourniquet/domain/contracts';
import type { AuthVariables } from '../../auth/require-user.ts';
import { categorisePreview, guessedAccountType } from '../../categories/categorise-preview.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { onePerUser } from '../../http/one-per-user.ts';
import { zValidatorQuery } from '../../http/validate.ts';
import { importOptions, importQuerySchema } from '../imports/import-query.ts';
import { PREVIEW_ROWS, previewOf } from '../imports/imports.routes.ts';
import { withoutDatabaseSlot } from '../../http/back-pressure.ts';
import { parseUpload } from '../imports/parse-upload.ts';
import { readUpload } from '../imports/read-upload.ts';

/**
 * POST /api/accounts/import-preview   the file as the body or multipart field `file`, the import's query
 *   -> ImportPreview, as POST /api/accounts/:id/import?preview=1 answers it.
 * Bound to no account, so a new user can see what a file holds (and what kind of account it is from, and its
 * balance) before any account exists: the account is created only when they import. Reads and writes nothing.
 */
export function statementPreviewRoutes(deps: { db: Db; clock: Clock }) {
  return new Hono<{ Variables: AuthVariables }>().post(
    '/import-preview',
    // A preview is a parse like an import's: one at a time per user, under the same lock.
    onePerUser(deps.db, 'import'),
    zValidatorQuery(importQuerySchema),
    async (c) => {
      const upload = await readUpload(c);
      // Always a preview, ?preview=1 or not: a file of several accounts lists them instead of being refused.
      const query = c.req.valid('query');
      const options = { ...importOptions(query), preview: true, today: deps.clock.today() };
      // Parsed in a worker thread: the database slot goes back to the queue meanwhile.
      const preview = previewOf(
        await withoutDatabaseSlot(c, () => parseUpload(upload.bytes, options, PREVIEW_ROWS)),
      );
      const accountType = query.accountType ?? guessedAccountType(preview);
      return c.json(
        (await categorisePreview(deps.db, c.get('user').id, preview, accountType)) satisfies ImportPreview,
      );
    },
  );
}
