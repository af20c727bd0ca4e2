import { createServer, type AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp, type App } from '../app.ts';
import { fixedDateClock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { loadEnv, type Env } from '../env.ts';
import { createLogger, type Logger } from '../logger.ts';
import { createOutboxMailer, type MailMessage, type Mailer } from '../mail/mailer.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestContext {
  app: App;
  database: Database;
  env: Env;
  logger: Logger;
  logs: string[];
  /** Every e-mail the app sent, oldest first (also written to the dev outbox). */
  mails: MailMessage[];
  close(): Promise<void>;
}

export const TEST_TODAY = '2026-11-21';

/** The whole app in-process on its own fresh database, with a pinned "today" and captured logs. */
export async function createTestContext(
  options: { env?: Record<string, string>; today?: string; webDistDir?: string } = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'debug', DATA_DIR: '/nonexistent', ...options.env });
  const logs: string[] = [];
  const logger = createLogger('debug', (line) => logs.push(line));
  const clock = fixedDateClock(options.today ?? TEST_TODAY);
  const mails: MailMessage[] = [];
  const outbox = createOutboxMailer(database.db, logger);
  const mailer: Mailer = {
    kind: 'outbox',
    send: async (message) => {
      mails.push(message);
      await outbox.send(message);
    },
  };
  const secrets = { authSecret: 'test-secret-'.padEnd(48, 'x'), encryptionKey: Buffer.alloc(32, 7) };
  const app = createApp({ database, clock, env, logger, secrets, mailer, webDistDir: options.webDistDir });
  return { app, database, env, logger, logs, mails, close: () => database.close() };
}

/** Serves an app over real HTTP on 127.0.0.1 and an ephemeral port. */
export async function listen(app: App): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A free TCP port on 127.0.0.1 (for servers the tests start as separate processes). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
