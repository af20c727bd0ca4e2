import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthVariables } from '../../auth/require-user.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { onePerUser } from '../../http/one-per-user.ts';
import { releaseWhenStreamEnds } from '../../http/request-holds.ts';
import { zValidatorQuery } from '../../http/validate.ts';
import { exportJsonChunks, exportZipEntries, JSON_FILE_NAME, readSnapshot } from './export-documents.ts';
import { textStream, zipStream } from './zip-stream.ts';

const exportQuerySchema = z.object({
  format: z.enum(['zip', 'json'], { error: 'format must be zip or json' }).optional(),
});

const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

/**
 * GET /api/export               -> tourniquet-export-YYYY-MM-DD.zip: README.txt, profile.csv, accounts.csv,
 *                                  transactions.csv, splits.csv, goals.csv, recurring-decisions.csv, imports.csv and
 *                                  tourniquet-export.json
 * GET /api/export?format=json   -> tourniquet-export.json alone
 * Both stream: the small tables are read first (so a failure is still a clean error), then transactions a
 * page at a time as the client reads. Everything is the signed-in user's own, and nothing secret.
 * One export at a time per user (429 otherwise): its lock, and its back-pressure slot on PGlite, are held
 * until the stream ends, not only until the handler returns.
 */
export function exportRoutes(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return new Hono<{ Variables: AuthVariables }>().get(
    '/',
    onePerUser(db, 'export'),
    zValidatorQuery(exportQuerySchema),
    async (c) => {
      const userId = c.get('user').id;
      const now = clock.now();
      const snapshot = await readSnapshot(db, userId, now);
      if (c.req.valid('query').format === 'json') {
        return new Response(releaseWhenStreamEnds(c, textStream(exportJsonChunks(db, snapshot))), {
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'Content-Disposition': attachment(JSON_FILE_NAME),
            'Cache-Control': 'no-store',
          },
        });
      }
      return new Response(releaseWhenStreamEnds(c, zipStream(exportZipEntries(db, snapshot), now)), {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': attachment(`tourniquet-export-${clock.today()}.zip`),
          'Cache-Control': 'no-store',
        },
      });
    },
  );
}
