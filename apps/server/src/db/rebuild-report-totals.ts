import { join, resolve } from 'node:path';
import { openDatabase } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { runMigrations } from './migrate.ts';
import { rebuildReportTotals, usersWithDriftedTotals } from './queries/report-totals-drift.ts';
import { loadEnv } from '../env.ts';

/**
 * `npm run rebuild-report-totals -w @tourniquet/server`: sums every user's report totals again from the
 * rows (the server must be stopped when it uses the embedded database), and says which users had drifted.
 */
async function main() {
  const loaded = loadEnv(process.env);
  const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), loaded.DATA_DIR);
  const release = loaded.DATABASE_URL ? () => {} : lockDataDir(dataDir);
  const database = await openDatabase(
    loaded.DATABASE_URL
      ? { kind: 'postgres', url: loaded.DATABASE_URL }
      : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
  );
  try {
    await runMigrations(database);
    const drifted = await usersWithDriftedTotals(database.db);
    const started = performance.now();
    await rebuildReportTotals(database.db, null);
    console.log(
      `Rebuilt the report totals of every user in ${Math.round(performance.now() - started)} ms; ` +
        `${drifted.length} user(s) had drifted.`,
    );
  } finally {
    await database.close();
    release();
  }
}

main().catch((err: unknown) => {
  console.error('Rebuilding the report totals failed:', err instanceof Error ? err.message : String(err));
  process.exit(1);
});
