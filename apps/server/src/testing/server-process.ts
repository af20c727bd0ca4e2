import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './test-app.ts';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  baseUrl: string;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * The environment of a real run. Vitest sets TEST=true and NODE_ENV=test in its own process, and libraries
 * read them (better-auth turns its own origin check off under test): a server started with them would not
 * behave as it does for people.
 */
function realRunEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) {
    if (name === 'TEST' || name.startsWith('VITEST') || name === 'TEST_DATABASE_URL') delete env[name];
  }
  return { ...env, ...extra };
}

/**
 * Starts `src/main.ts` as `npm start` does, on 127.0.0.1, with its own DATA_DIR unless one is given.
 * `waitUntilHealthy: false` returns at once (for a process expected to refuse to start).
 */
export async function startServerProcess(
  opts: { env?: Record<string, string>; dataDir?: string; waitUntilHealthy?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'tq-server-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: realRunEnv({
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      RATE_LIMIT_MULTIPLIER: '100',
      ...opts.env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += String(d)));
  child.stderr?.on('data', (d) => (log += String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.kill('SIGTERM');
    await exited;
    clearTimeout(timer);
  };
  const server = { baseUrl, dataDir, child, output: () => log, exited, stop };
  if (opts.waitUntilHealthy === false) return server;

  // A first start migrates a fresh database; on a loaded two-core machine that alone can pass a minute.
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`server did not become healthy within 150 s:\n${log}`);
}
