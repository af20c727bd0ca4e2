import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { openDatabase, type Database } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from './database-template.ts';
import { adminQuery, withDatabaseName } from './postgres-admin.ts';

/**
 * A fresh, migrated database for one test context. PGlite in memory by default; when TEST_DATABASE_URL is
 * set, a new database is created on that PostgreSQL server and dropped afterwards, so runs never see each
 * other's rows or an older schema. Both start from the run's template (database-template.ts) when there is
 * one; the migrations still run after, as a no-op that keeps a stale template honest.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = process.env[PGLITE_TEMPLATE_ENV];
    const database = await openDatabase(
      template ? { kind: 'pglite', loadDataDir: new Blob([readFileSync(template)]) } : { kind: 'pglite' },
    );
    await runMigrations(database);
    return database;
  }
  const name = `tq_test_${randomBytes(6).toString('hex')}`;
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const database = await openDatabase({
    kind: 'postgres',
    url: withDatabaseName(serverUrl, name),
    maxConnections: 5,
  });
  await runMigrations(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
