import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '@tourniquet/server/db/client';
import { runMigrations } from '@tourniquet/server/db/migrate';

/**
 * The databases the import benchmarks compare: PGlite in memory (what the tests use), PGlite on disk (a
 * DATA_DIR, what `npm start` gives a newcomer: the embedded default), PostgreSQL (TEST_DATABASE_URL, its own
 * database created and dropped by the test context). `undefined` lets createTestContext open its default.
 */
export type BenchDatabase = 'pglite' | 'pglite-disk' | 'postgres';

export async function benchDatabase(
  kind: BenchDatabase,
  serverUrl: string,
): Promise<{ database?: Database; dispose: () => Promise<void> }> {
  if (kind === 'postgres') process.env.TEST_DATABASE_URL = serverUrl;
  else delete process.env.TEST_DATABASE_URL;
  if (kind !== 'pglite-disk') return { dispose: async () => {} };
  const dataDir = mkdtempSync(join(tmpdir(), 'tq-bench-pglite-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await runMigrations(database);
  return {
    database,
    dispose: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
