import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { fixedDateClock, systemClock } from './clock.ts';
import { openDatabase, type DatabaseTarget } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { runMigrations } from './db/migrate.ts';
import { removeUnfinishedImports } from './db/queries/imports.ts';
import { repairReportTotals } from './db/queries/report-totals-drift.ts';
import { userLocksFor } from './http/user-locks.ts';
import { collectAtRest, memoryByPart } from './http/collect-at-rest.ts';
import { ConfigError, loadEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { createJobQueue } from './jobs/create-job-queue.ts';
import { resolveSecrets } from './secrets.ts';

const CREATE_ONLY = 'TOURNIQUET_CREATE_DATABASE_ONLY';

/**
 * Creates and migrates a new embedded database in a child process (this same program, told to do only that).
 * Creating it (initdb) grows PGlite's WebAssembly heap to about 650 MB, which a WebAssembly memory never gives
 * back, and closing that instance frees it only when a garbage collection happens to run. In a child the
 * memory goes when the child exits; this process then opens the files as every later start does (~250 MB).
 */
function createEmbeddedDatabase(logger: ReturnType<typeof createLogger>) {
  logger.info('creating the embedded database');
  const child = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, [CREATE_ONLY]: '1' },
    stdio: 'inherit',
  });
  if (child.status !== 0) {
    throw new Error(
      `creating the embedded database failed (${child.error?.message ?? `exit ${child.status ?? child.signal}`})`,
    );
  }
}

// Start-up: configuration -> database (migrated) -> app -> listen. Nothing else happens at module load.
async function main() {
  const loaded = loadEnv(process.env);
  // `npm start` runs this from apps/server; a relative DATA_DIR means the folder the user started npm in
  // (npm's INIT_CWD), so the README's ./data is the repository's.
  const env = { ...loaded, DATA_DIR: resolve(process.env.INIT_CWD ?? process.cwd(), loaded.DATA_DIR) };
  const logger = createLogger(env.LOG_LEVEL);
  if (process.env[CREATE_ONLY] === '1') {
    // The child of createEmbeddedDatabase: the parent holds the data folder's lock.
    const created = await openDatabase({ kind: 'pglite', dataDir: join(env.DATA_DIR, 'pglite') });
    await runMigrations(created);
    await created.close();
    return;
  }
  // The embedded database belongs to one process; a second server on the same folder refuses to start.
  const releaseLock = env.DATABASE_URL ? () => {} : lockDataDir(env.DATA_DIR);
  process.on('exit', releaseLock);
  const target: DatabaseTarget = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: join(env.DATA_DIR, 'pglite') };
  if (target.kind === 'pglite' && !existsSync(target.dataDir!)) createEmbeddedDatabase(logger);
  const database = await openDatabase(target);
  await runMigrations(database);
  // A file a crash left half written (imports go in chunks) is removed before anyone can read it.
  const cleaned = await removeUnfinishedImports(database.db, (userId) =>
    userLocksFor(database.db).tryAcquire(userId, 'import'),
  );
  if (cleaned > 0) logger.warn('Removed imports a stop left unfinished', { batches: cleaned });
  // The report totals are kept by triggers; a drift (a table restored on its own, a fix by hand) is found
  // and rebuilt after start-up, without holding the server back.
  void repairReportTotals(database.db).then(
    (drifted) =>
      drifted.length > 0 && logger.warn('Rebuilt drifted report totals', { users: drifted.length }),
    (err: unknown) => logger.error('Checking the report totals failed', { error: String(err) }),
  );
  const clock = env.FIXED_TODAY ? fixedDateClock(env.FIXED_TODAY) : systemClock();
  const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
  const secrets = resolveSecrets(env);
  const jobs = await createJobQueue(database, logger);
  const app = createApp({
    database,
    clock,
    env,
    logger,
    secrets,
    webDistDir,
    jobs,
    weeklyDigestTimer: true,
  });

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info(`Tourniquet listening on ${env.PUBLIC_URL}`, {
      host: info.address,
      port: info.port,
      database: database.kind,
      ...(database.kind === 'pglite' && { dataDir: env.DATA_DIR }),
    });
  });

  // `npm start` runs node with --expose-gc: the garbage of a busy spell goes back once the server is at rest.
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    collectAtRest(server, {
      collect: () => {
        // Twice: the first frees the garbage, and the pages it emptied are handed back to the system only by
        // the next one, once their sweeping is done (one collection left the heap at 134 MB with 70 MB live).
        gc();
        gc();
        // What the process holds once at rest, by part: what an operator reads when its memory looks high.
        logger.info('memory at rest', memoryByPart());
      },
    });
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info('shutting down', { signal });
    server.close(() => {
      // Running jobs finish first (pg-boss hands unfinished ones to another server after their expiry).
      // PGlite must be closed to flush its files; the pool must end to let the process exit.
      void jobs
        .stop()
        .catch(() => {})
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Tourniquet failed to start:', err instanceof Error ? err.message : String(err));
  }
  process.exit(1);
});
