import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { growMemoryFilesGeometrically } from './pglite-memory-files.ts';
import * as schema from './schema/index.ts';
import { startReportChangeFeed } from './report-change-feed.ts';
import { takeTurns } from './take-turns.ts';

// Both drivers speak the same PostgreSQL dialect; queries are written once against this type.
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** PostgreSQL only: the job queue (pg-boss) opens its own connections to the same database. */
  url?: string;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  // No dataDir: in memory (tests), optionally starting from a dumped database (loadDataDir).
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/**
 * The embedded database lives in this process's memory: PostgreSQL's server defaults (128 MB of shared
 * buffers) sized for a dedicated machine cost most of the server's resident memory at rest. A personal
 * finance app's working set is a few thousand pages. 48 MB: 32 MB was too few for a 50,000-row import written
 * in one transaction (evicting dirty pages mid-COPY doubled the insert's CPU, 10.1 s against 5.6 s at 64 MB);
 * written 1,500 rows a transaction, 50,000 rows through the API took 3.9 s at 48 MB against 4.5 s at 64 MB,
 * and the server at rest after a report load held 274 MB against 304 MB (decision 034). Pages never
 * touched cost no resident memory.
 */
const PGLITE_SETTINGS = [
  'shared_buffers=48MB',
  'wal_buffers=1MB',
  'temp_buffers=4MB',
  'maintenance_work_mem=16MB',
];

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.maxConnections ?? 10 });
    // A pool error on an idle client must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db: Db = drizzlePg(pool, { schema });
    return { db, kind: 'postgres', url: target.url, close: () => pool.end() };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = target.dataDir
    ? new PGlite(target.dataDir, { postgresqlconf: PGLITE_SETTINGS })
    : new PGlite({
        postgresqlconf: PGLITE_SETTINGS,
        ...(target.loadDataDir && { loadDataDir: target.loadDataDir }),
      });
  await client.waitReady;
  if (!target.dataDir) growMemoryFilesGeometrically(client);
  const db: Db = drizzlePglite(takeTurns(client), { schema });
  await startReportChangeFeed(client, db);
  return { db, kind: 'pglite', close: () => client.close() };
}
