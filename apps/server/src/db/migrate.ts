import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client.ts';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

interface JournalEntry {
  tag: string;
  when: number;
}

function journal(): JournalEntry[] {
  const raw = readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8');
  return (JSON.parse(raw) as { entries: JournalEntry[] }).entries;
}

// Several server processes (or test files) may start at once against one PostgreSQL database; an
// advisory lock makes the first one apply the migrations while the others wait and then find nothing to do.
const MIGRATION_LOCK_ID = 7_204_211;

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const db = database.db as unknown as NodePgDatabase;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await migratePg(tx as unknown as NodePgDatabase, { migrationsFolder });
  });
}

/** The tag of the newest migration committed in the repository (what a migrated database reports). */
export function newestMigrationTag(): string {
  const entries = journal();
  return entries[entries.length - 1]!.tag;
}

/** The tag of the newest migration recorded as applied, e.g. "0000_initial"; null before any. */
export async function latestAppliedMigration(database: Database): Promise<string | null> {
  const result = await database.db.execute<{ created_at: string | number }>(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const rows = (result as unknown as { rows: { created_at: string | number }[] }).rows;
  const applied = rows[0] ? Number(rows[0].created_at) : null;
  if (applied === null) return null;
  return journal().find((entry) => entry.when === applied)?.tag ?? null;
}
