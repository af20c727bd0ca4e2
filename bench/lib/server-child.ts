import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { httpRequest } from './http-client.ts';

const serverDir = fileURLToPath(new URL('../../apps/server', import.meta.url));
const LOG_TAIL_CHARS = 20_000;
const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** Every child this process started; killed on exit whatever happens (see killAllChildren). */
const live = new Set<ChildProcess>();

/** SIGKILLs every server child still running. Safe to call from an exit handler (synchronous). */
export function killAllChildren() {
  for (const child of live) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
process.once('exit', killAllChildren);

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerChild {
  pid: number;
  /** How the process ended: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last lines the server printed (for a failure report). */
  logTail(): string;
  /** SIGKILL, as a power cut or the OOM killer would: no handler runs. */
  kill(): Promise<void>;
  /** SIGTERM: the server's own shutdown (closes PGlite cleanly). */
  stop(): Promise<void>;
  /** Resident set size in bytes, from /proc/<pid>/status; null once the process is gone. */
  rssBytes(): number | null;
  /** CPU time used so far (user + system), in seconds, from /proc/<pid>/stat; null once gone. */
  cpuSeconds(): number | null;
}

export interface ServerConfig {
  port: number;
  dataDir: string;
  /** postgres://... for PostgreSQL; unset for the embedded database in dataDir. */
  databaseUrl?: string;
  env?: Record<string, string>;
  /** 'built': `node dist/main.js` (what production runs, after `npm run build`); default: the sources. */
  entry?: 'source' | 'built';
}

/**
 * The allocator settings apps/server's `npm start` runs the built server with (decision 034): large buffers
 * get their own mappings, given back whole when freed, instead of staying in the allocator's heap.
 */
export const BUILT_SERVER_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
};

export const baseUrlOf = (config: ServerConfig) => `http://127.0.0.1:${config.port}`;

/** The environment of a real run, minus whatever a test runner or the caller's shell would leak into it. */
function childEnv(config: ServerConfig): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) {
    if (name === 'TEST' || name.startsWith('VITEST') || /DATABASE_URL$/.test(name)) delete env[name];
  }
  return {
    ...env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(config.port),
    PUBLIC_URL: baseUrlOf(config),
    DATA_DIR: config.dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MULTIPLIER: '100',
    FIXED_TODAY: '2026-11-21',
    ...(config.entry === 'built' && BUILT_SERVER_ENV),
    ...(config.databaseUrl && { DATABASE_URL: config.databaseUrl }),
    ...config.env,
  };
}

/**
 * Starts `node --import tsx src/main.ts` (or the built `dist/main.js`) and waits until /api/health answers.
 */
export async function startServer(config: ServerConfig, timeoutMs = 120_000): Promise<ServerChild> {
  const args =
    config.entry === 'built'
      ? ['--enable-source-maps', '--expose-gc', 'dist/main.js'] // as apps/server's npm start
      : ['--import', 'tsx', 'src/main.ts'];
  // BENCH_SERVER_NODE_ARGS: node options for the server alone, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, ...args], {
    cwd: serverDir,
    env: childEnv(config),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let log = '';
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-LOG_TAIL_CHARS);
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      live.delete(child);
      resolve({ code, signal });
    }),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  const server: ServerChild = {
    pid: child.pid!,
    exited,
    logTail: () => log,
    kill: async () => {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (!running()) return;
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(force);
    },
    rssBytes: () => {
      try {
        const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
        return kb ? Number(kb) * 1024 : null;
      } catch {
        return null;
      }
    },
    cpuSeconds: () => {
      try {
        // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
        const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
      } catch {
        return null;
      }
    },
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!running()) throw new Error(`the server exited while starting:\n${log}`);
    try {
      const health = await httpRequest(`${baseUrlOf(config)}/api/health`, { method: 'GET', headers: {} });
      if (health.status === 200) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await server.kill();
  throw new Error(`the server did not answer /api/health within ${timeoutMs / 1000} s:\n${log}`);
}
