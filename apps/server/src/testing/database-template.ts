import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { JOBS } from '../jobs/app-jobs.ts';
import { createPgBossQueue } from '../jobs/pg-boss-queue.ts';
import { createLogger } from '../logger.ts';
import { adminQuery, withDatabaseName } from './postgres-admin.ts';

/** A file holding a dump of the migrated embedded database (PGlite runs). */
export const PGLITE_TEMPLATE_ENV = 'TQ_PGLITE_TEMPLATE';
/** The name of a migrated database on the TEST_DATABASE_URL server, with pg-boss's schema (PostgreSQL runs). */
export const POSTGRES_TEMPLATE_ENV = 'TQ_POSTGRES_TEMPLATE';

/**
 * Vitest global setup for the server project: build the migrated database once per run, so that every test
 * context starts from a copy instead of migrating its own (docs/testing.md has both costs).
 * - PGlite: migrate one in-memory database and dump its data directory to a file; a context loads the dump.
 * - PostgreSQL: migrate one database and start pg-boss on it once (its schema and the app's queues); a
 *   context is `CREATE DATABASE ... TEMPLATE` of it, and the template is dropped when the run ends.
 */
export default async function setup() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return postgresTemplate(serverUrl);
  const database = await openDatabase({ kind: 'pglite' });
  await runMigrations(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const file = join(mkdtempSync(join(tmpdir(), 'tq-pglite-template-')), 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return () => rmSync(dirname(file), { recursive: true, force: true });
}

async function postgresTemplate(serverUrl: string) {
  const name = `tq_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = withDatabaseName(serverUrl, name);
  const database = await openDatabase({ kind: 'postgres', url, maxConnections: 2 });
  await runMigrations(database);
  // The queue's own tables and the app's queues, as the first server on a database creates them.
  const queue = await createPgBossQueue({ url, logger: createLogger('silent'), queues: Object.values(JOBS) });
  await queue.stop();
  await database.close();
  process.env[POSTGRES_TEMPLATE_ENV] = name;
  return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
}
