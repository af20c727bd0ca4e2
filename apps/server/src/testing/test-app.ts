import { createServer, type AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp, type App, type AppDeps } from '../app.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { loadEnv, type Env } from '../env.ts';
import { createLogger, type Logger } from '../logger.ts';
import { createOutboxMailer, type MailMessage, type Mailer } from '../mail/mailer.ts';
import { openTestDatabase } from './test-database.ts';
import { createJobQueue } from '../jobs/create-job-queue.ts';
import type { JobQueue } from '../jobs/job-queue.ts';

export interface TestContext {
  app: App;
  database: Database;
  env: Env;
  logger: Logger;
  logs: string[];
  /** This app's job queue (in process on PGlite, pg-boss on PostgreSQL). */
  jobs: JobQueue;
  /** Every e-mail the app sent, oldest first (also written to the dev outbox). */
  mails: MailMessage[];
  /** The injected clock; tests move "today" forward with setToday. */
  clock: TestClock;
  /** The secret the app signs with (tests forge an expired verification link with it). */
  authSecret: string;
  close(): Promise<void>;
}

export const TEST_TODAY = '2026-11-21';

export interface TestClock extends Clock {
  setToday(day: string): void;
}

/** A clock whose calendar date tests control; wall time still moves (sessions expire as usual). */
export function testClock(initial: string): TestClock {
  let today = initial;
  return { now: () => new Date(), today: () => today, setToday: (day) => (today = day) };
}

const mailsByDatabase = new WeakMap<Database, MailMessage[]>();

/** The whole app in-process on its own fresh database, with a pinned "today" and captured logs. */
export async function createTestContext(
  options: {
    env?: Record<string, string>;
    today?: string;
    webDistDir?: string;
    /** Another context's database: a second app instance on the same data (closing leaves it open). */
    database?: Database;
    /** false: inject no mailer, so the app sends as configured (SMTP_URL); `mails` then stays empty. */
    injectMailer?: boolean;
    /** Hooks the app takes from its caller (after-sign-in work, provider clean-up before deletion). */
    deps?: Pick<AppDeps, 'onSignIn' | 'beforeDeleteUser' | 'wrapBank' | 'mailer'>;
  } = {},
): Promise<TestContext> {
  const database = options.database ?? (await openTestDatabase());
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'debug', DATA_DIR: '/nonexistent', ...options.env });
  const logs: string[] = [];
  const logger = createLogger('debug', (line) => logs.push(line));
  const clock = testClock(options.today ?? TEST_TODAY);
  // App instances on one database share one list: on PostgreSQL a mail job queued by one instance may be
  // sent by another's worker, as in production, and a test reads what was sent, whoever sent it.
  const mails = mailsByDatabase.get(database) ?? [];
  mailsByDatabase.set(database, mails);
  const outbox = createOutboxMailer(database.db, logger);
  const mailer: Mailer = {
    kind: 'outbox',
    send: async (message) => {
      mails.push(message);
      await outbox.send(message);
    },
  };
  const secrets = { authSecret: 'test-secret-'.padEnd(48, 'x'), encryptionKey: Buffer.alloc(32, 7) };
  const jobs = await createJobQueue(database, logger);
  const app = createApp({
    database,
    clock,
    env,
    logger,
    secrets,
    jobs,
    mailer: options.injectMailer === false ? undefined : mailer,
    webDistDir: options.webDistDir,
    ...options.deps,
  });
  // Jobs stop before the database closes, so no background write meets a closed database.
  const close = async () => {
    await jobs.stop();
    if (!options.database) await database.close();
  };
  return { app, database, env, logger, logs, jobs, mails, clock, authSecret: secrets.authSecret, close };
}

/** Serves an app over real HTTP on 127.0.0.1 and an ephemeral port (or `port`, e.g. from freePort()). */
export async function listen(app: App, port = 0): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port: boundPort } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${boundPort}`,
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
