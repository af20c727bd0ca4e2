import pg from 'pg';

/** The URL of another database on the same PostgreSQL server. */
export function withDatabaseName(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on its own connection (CREATE and DROP DATABASE cannot run inside a pool's transaction). */
export async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
