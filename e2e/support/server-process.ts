import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const builtServer = join(repoRoot, 'apps/server/dist/main.js');

const serverSources = [
  'apps/server/src',
  'apps/server/drizzle',
  'packages/domain/src',
  'packages/plaid-sim/src',
];

function newestModification(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestModification(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** A missing build cannot run; a stale one would test other code than the sources, so it is named. */
function assertServerBuilt(): void {
  if (!existsSync(builtServer)) {
    throw new Error(`${builtServer} is missing: run \`npm run build\` first (npm run test:e2e does)`);
  }
  const built = statSync(builtServer).mtimeMs;
  const stale = serverSources.find((dir) => newestModification(join(repoRoot, dir)) > built);
  if (stale) {
    console.warn(`${builtServer} is older than ${stale}: run \`npm run build -w @tourniquet/server\``);
  }
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * Starts the built server (`apps/server/dist/main.js`, plain JavaScript, no TypeScript compiler) exactly as
 * `npm start` does after `npm run build`, on 127.0.0.1 and the given port, with a fresh DATA_DIR so every run
 * begins on an empty embedded database.
 */
export async function startServer(
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tq-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  // Vitest sets TEST=true (and VITEST_*) in its own process; better-auth reads TEST and then turns its
  // origin check off. The server must run as it does for people, so those stay out of its environment.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'TEST' && !name.startsWith('VITEST')),
  );
  assertServerBuilt();
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', '--expose-gc', builtServer], {
    cwd: repoRoot,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      FIXED_TODAY: '2026-11-21',
      LOG_LEVEL: 'info',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += String(d)));
  child.stderr?.on('data', (d) => (log += String(d)));

  // A loaded machine (a CI run beside other work) can take longer; E2E_SERVER_START_MS allows for it.
  const startMs = Number(process.env.E2E_SERVER_START_MS) || 120_000;
  const deadline = Date.now() + startMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`server did not become healthy within ${startMs / 1000} s:\n${log}`);
  }
  return {
    baseUrl,
    dataDir,
    output: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
