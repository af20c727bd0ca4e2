// Start-up time and resident memory at rest of the production server (targets: docs/performance.md).
// - `npm start` (web + server build, then `node apps/server/dist/main.js`) to a healthy /api/health, in a
//   clean copy of the working tree (what git tracks or would track; node_modules linked from this checkout, so
//   `npm install` is not timed): first start on an empty DATA_DIR, then a second start on the same DATA_DIR.
// - The built server alone (`node --enable-source-maps dist/main.js`) on PGlite (empty DATA_DIR, then again
//   on it) and on PostgreSQL (a new database, then again on it); and the same server through tsx (what
//   production ran before) for comparison. RSS is read from /proc after REST_MS of idling.
// Prints one line per figure and, last, `JSON <figures>` for bench/run-all.ts.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFreshDatabase, DEFAULT_POSTGRES_URL } from './lib/fresh-postgres.ts';
import { BUILT_SERVER_ENV } from './lib/server-child.ts';

const RUNS = Number(process.env.STARTUP_RUNS ?? 3);
const REST_MS = Number(process.env.REST_MS ?? 5000);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const postgresUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL;

export interface Figure {
  name: string;
  unit: 'ms' | 'MB';
  values: number[];
}
const figures = new Map<string, Figure>();
function record(name: string, unit: Figure['unit'], value: number) {
  const figure = figures.get(name) ?? { name, unit, values: [] };
  figure.values.push(Math.round(value));
  figures.set(name, figure);
  console.log(`${name}: ${Math.round(value)} ${unit}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Kernel's view of the process's resident memory, in MB. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

interface Started {
  child: ChildProcess;
  ms: number;
  output: () => string;
}

async function startUntilHealthy(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
): Promise<Started> {
  const port = await freePort();
  let output = '';
  const started = performance.now();
  // Its own process group, so `npm start` and the server it runs stop together.
  const child = spawn(command, args, {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited:\n${output}`);
    if (Date.now() > deadline) {
      await stop(child);
      throw new Error(`${command} ${args.join(' ')} not healthy within 300 s:\n${output}`);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, ms: performance.now() - started, output: () => output };
}

function stop(child: ChildProcess): Promise<void> {
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // the group has already gone
    }
  };
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const hardStop = setTimeout(() => signalGroup('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(hardStop);
      resolve();
    });
    signalGroup('SIGTERM');
  });
}

/** Starts, times, idles REST_MS, reads RSS, stops. */
async function measureServer(label: string, args: string[], cwd: string, env: Record<string, string>) {
  const { child, ms } = await startUntilHealthy(process.execPath, args, cwd, env);
  record(`${label}: start to healthy`, 'ms', ms);
  await new Promise((r) => setTimeout(r, REST_MS));
  record(`${label}: RSS at rest`, 'MB', rssMb(child.pid!));
  await stop(child);
}

/** A clean copy of the working tree: the files git tracks or would track, without anything ignored (builds). */
function cleanCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tq-clone-'));
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of new Set(listed.split('\0').filter(Boolean))) {
    const from = join(repoRoot, file);
    if (!existsSync(from)) continue; // deleted in the working tree
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(from, join(dir, file));
  }
  // `npm install` is not what is timed: link the installed packages (workspace links point at this checkout).
  for (const folder of ['', 'apps/server', 'apps/web', 'e2e', 'bench']) {
    const installed = join(repoRoot, folder, 'node_modules');
    if (existsSync(installed)) symlinkSync(installed, join(dir, folder, 'node_modules'));
  }
  return dir;
}

async function postgresReachable(): Promise<boolean> {
  try {
    const db = await createFreshDatabase(postgresUrl, 'tq_probe');
    await db.drop();
    return true;
  } catch {
    return false;
  }
}

const clone = cleanCopy();
const cloneServer = join(clone, 'apps/server');
try {
  for (let run = 0; run < RUNS; run++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'tq-start-'));
    try {
      for (const which of ['first start (empty DATA_DIR)', 'second start']) {
        const { child, ms } = await startUntilHealthy('npm', ['start'], clone, { DATA_DIR: dataDir });
        record(`npm start, ${which}: to healthy`, 'ms', ms);
        await stop(child);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  const built = ['--enable-source-maps', '--expose-gc', 'dist/main.js']; // as apps/server's npm start
  const throughTsx = ['--import', 'tsx', 'src/main.ts'];
  for (let run = 0; run < RUNS; run++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'tq-start-'));
    try {
      const builtEnv = { DATA_DIR: dataDir, ...BUILT_SERVER_ENV };
      await measureServer('built server, PGlite, empty DATA_DIR', built, cloneServer, builtEnv);
      await measureServer('built server, PGlite, second start', built, cloneServer, builtEnv);
      await measureServer('tsx server, PGlite, second start', throughTsx, cloneServer, { DATA_DIR: dataDir });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (await postgresReachable()) {
    for (let run = 0; run < RUNS; run++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'tq-start-'));
      const database = await createFreshDatabase(postgresUrl, 'tq_startup');
      try {
        const env = { DATA_DIR: dataDir, DATABASE_URL: database.url };
        await measureServer('built server, PostgreSQL, new database', built, cloneServer, env);
        await measureServer('built server, PostgreSQL, second start', built, cloneServer, env);
      } finally {
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } else {
    console.log(`PostgreSQL not reachable at ${postgresUrl}: its figures are skipped`);
  }
} finally {
  rmSync(clone, { recursive: true, force: true });
}
console.log(`JSON ${JSON.stringify([...figures.values()])}`);
