import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { TEMPLATE_ENV } from './pglite-template.ts';

/**
 * A fresh, migrated database for one test context. PGlite in memory by default; when TEST_DATABASE_URL is
 * set, a new database is created on that PostgreSQL server and dropped afterwards, so runs never see each
 * other's rows or an older schema.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = process.env[TEMPLATE_ENV];
    const database = await openDatabase(
      template ? { kind: 'pglite', loadDataDir: new Blob([readFileSync(template)]) } : { kind: 'pglite' },
    );
    await runMigrations(database); // a no-op on the template; keeps a stale template honest
    return database;
  }
  const name = `tq_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 5 });
  await runMigrations(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
