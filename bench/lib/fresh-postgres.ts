import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { adminQuery, withDatabaseName } from '@tourniquet/server/testing/postgres-admin';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Whether a PostgreSQL server answers at `url` within 3 s. */
export async function postgresReachable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A new, empty database on the PostgreSQL server of `serverUrl`; drop() removes it (connections included). */
export async function createFreshDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  return {
    name,
    url: withDatabaseName(serverUrl, name),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
