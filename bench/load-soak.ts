// Load soak ("Load", docs/performance.md): the real server as a child process; 200 connections for 2 minutes of mixed
// reads and writes (accounts, transactions, reports summary, recurring, fees, transaction edits, goal and
// profile upserts) for 20 users with a linked simulated bank, on PostgreSQL; then the same shape for 30 s
// on PGlite, where the server answers 503 + Retry-After past its bounded queue. Counts answers by status,
// samples the server's RSS every 5 s; fails on any 5xx on PostgreSQL (on PGlite: any 5xx but the
// back-pressure 503), on any 4xx (the soak itself would be wrong) and on memory that is not flat.
// Run: npm run soak -w @tourniquet/bench
//      [-- --seconds 120 --pglite-seconds 30 --users 20 --connections 200 --databases postgres,pglite]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFreshDatabase, DEFAULT_POSTGRES_URL } from './lib/fresh-postgres.ts';
import { baseUrlOf, freePort, killAllChildren, startServer, type ServerChild } from './lib/server-child.ts';
import { runPool } from './soak/load-pool.ts';
import { printPhase, type PhaseResult } from './soak/soak-report.ts';
import { memoryVerdict, sampleRss } from './soak/rss-sampler.ts';
import { setUpUsers } from './soak/soak-users.ts';

function arg(name: string, fallback: string) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}
const seconds = Number(arg('seconds', '120'));
const pgliteSeconds = Number(arg('pglite-seconds', '30'));
const userCount = Number(arg('users', '20'));
const connections = Number(arg('connections', '200'));
const seed = Number(arg('seed', '13'));
const wanted = arg('databases', 'postgres,pglite').split(',');
const postgresUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL;

/** Waits (at most 2 minutes) until the server uses under a tenth of a core over 2 s; returns the seconds waited. */
async function waitUntilIdle(server: ServerChild): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 120_000) {
    const before = server.cpuSeconds() ?? 0;
    await new Promise((r) => setTimeout(r, 2000));
    if ((server.cpuSeconds() ?? 0) - before < 0.2) break;
  }
  return (performance.now() - started) / 1000;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

async function phase(database: PhaseResult['database'], duration: number): Promise<PhaseResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tq-soak-'));
  const fresh = database === 'PostgreSQL' ? await createFreshDatabase(postgresUrl, 'tq_soak') : null;
  const config = { port: await freePort(), dataDir, databaseUrl: fresh?.url };
  try {
    const server = await startServer(config);
    const setupStarted = performance.now();
    const users = await setUpUsers(baseUrlOf(config), userCount);
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    // The first syncs start the recurring engine in the background; the soak starts once that is done.
    const settledIn = await waitUntilIdle(server);
    console.log(
      `${database}: ${users.length} users linked and synced in ${setupSeconds.toFixed(0)} s, ` +
        `background work done ${settledIn.toFixed(0)} s later; soaking`,
    );
    const sampler = sampleRss(() => server.rssBytes(), config.port);
    const cpuBefore = server.cpuSeconds() ?? 0;
    const pool = await runPool({ baseUrl: baseUrlOf(config), users, connections, seconds: duration, seed });
    const serverCores = ((server.cpuSeconds() ?? 0) - cpuBefore) / (pool.elapsedMs / 1000);
    sampler.stop();
    await server.stop();
    return { database, seconds: duration, setupSeconds, pool, rss: sampler.samples, serverCores };
  } finally {
    killAllChildren();
    await fresh?.drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`Load soak: ${connections} connections, ${userCount} users, seed ${seed}`);
const failures: string[] = [];
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const summary: string[] = [];
if (wanted.includes('postgres')) {
  const postgres = await phase('PostgreSQL', seconds);
  const { figures, failures: failed } = printPhase(postgres, { allowed5xx: [] });
  const memory = memoryVerdict(postgres.rss, seconds);
  if (!memory.flat) failed.push('PostgreSQL: memory is not flat');
  failures.push(...failed);
  summary.push(
    `PostgreSQL ${seconds} s: ${figures.requests} requests (${figures.perSecond.toFixed(0)}/s), ` +
      `${figures.fiveXx} 5xx, p50 ${figures.p50.toFixed(0)} ms, p99 ${figures.p99.toFixed(0)} ms, ` +
      `up to ${figures.maxUnaccepted} connections not yet accepted, ` +
      `server CPU ${(figures.serverCores * 100).toFixed(0)}% of a core`,
    `PostgreSQL RSS: highest ${mb(memory.first)} up to ${seconds / 2} s, ${mb(memory.last)} after ` +
      `(${(memory.growth * 100).toFixed(1)}%): ${memory.flat ? 'flat' : 'NOT flat (over 15% higher)'}`,
  );
} else {
  summary.push('PostgreSQL: NOT RUN (--databases)');
}
if (wanted.includes('pglite')) {
  const pglite = await phase('PGlite', pgliteSeconds);
  const { figures, failures: failed } = printPhase(pglite, { allowed5xx: [503] });
  failures.push(...failed);
  summary.push(
    `PGlite ${pgliteSeconds} s: ${figures.requests} requests (${figures.perSecond.toFixed(0)}/s), ` +
      `${figures.status503} 503 (Retry-After honoured), ${figures.fiveXx - figures.status503} other 5xx, ` +
      `p50 ${figures.p50.toFixed(0)} ms, p99 ${figures.p99.toFixed(0)} ms, highest RSS ${figures.maxRssMb.toFixed(0)} MB, ` +
      `up to ${figures.maxUnaccepted} connections not yet accepted, ` +
      `server CPU ${(figures.serverCores * 100).toFixed(0)}% of a core`,
  );
}
console.log(`\nSummary, ${connections} connections, ${userCount} users:\n${summary.join('\n')}`);
for (const f of failures) console.log(`FAILED ${f}`);
if (failures.length) process.exit(1);
console.log('Load soak passed');
