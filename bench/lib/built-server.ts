import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFreshDatabase } from './fresh-postgres.ts';
import { baseUrlOf, freePort, startServer, type ServerChild } from './server-child.ts';

/**
 * Runs `work` against the built server on its own database: a fresh PostgreSQL database on `postgresUrl`,
 * or PGlite in a new data folder. The server is stopped and the database dropped (or the folder removed)
 * afterwards, whatever `work` did.
 */
export async function withBuiltServer<T>(
  database: 'PostgreSQL' | 'PGlite',
  opts: { name: string; postgresUrl: string; env?: Record<string, string> },
  work: (baseUrl: string, server: ServerChild) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), `tourniquet-${opts.name}-`));
  const fresh =
    database === 'PostgreSQL'
      ? await createFreshDatabase(opts.postgresUrl, opts.name.replace(/-/g, '_'))
      : null;
  const config = {
    port: await freePort(),
    dataDir,
    databaseUrl: fresh?.url,
    entry: 'built' as const,
    env: opts.env,
  };
  const server = await startServer(config);
  try {
    return await work(baseUrlOf(config), server);
  } finally {
    await server.stop();
    await fresh?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Waits until the server has used (almost) no CPU for two seconds: the import's background jobs are done. */
export async function settle(server: ServerChild) {
  const deadline = Date.now() + 300_000;
  let quietSeconds = 0;
  let before = server.cpuSeconds() ?? 0;
  while (quietSeconds < 2 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = server.cpuSeconds() ?? 0;
    quietSeconds = now - before < 0.05 ? quietSeconds + 1 : 0;
    before = now;
  }
}
