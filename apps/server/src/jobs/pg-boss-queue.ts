import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Logger } from '../logger.ts';
import { errorText } from './in-process-queue.ts';
import { retryDelaySeconds, type DeadLetter, type JobQueue } from './job-queue.ts';

const QUEUE_CREATE_ATTEMPTS = 5;

export interface PgBossQueueOptions {
  url: string;
  logger: Logger;
  /** The schema pg-boss keeps its tables in (tests use their own). */
  schema?: string;
  /** Queues to create at start, before any worker polls (others are created on first use). */
  queues?: readonly string[];
  /** How often an idle worker asks for work; pg-boss's floor is half a second. */
  pollingIntervalSeconds?: number;
}

/**
 * The job queue on PostgreSQL, through pg-boss 10 (the last major that runs on Node 20). Every server
 * process on the database works the same queues; pg-boss hands each job to one worker (SKIP LOCKED).
 * Every queue uses pg-boss's "stately" policy (one queued and one running job per singleton key); a job
 * without a key gets its own id as key, so unrelated jobs never block each other.
 */
export async function createPgBossQueue(options: PgBossQueueOptions): Promise<JobQueue> {
  const { logger } = options;
  const schema = options.schema ?? 'pgboss';
  const boss = new PgBoss({
    connectionString: options.url,
    schema,
    max: 4,
    // No cron schedules here; maintenance (expiry, archive) runs in every process, pg-boss serialises it.
    schedule: false,
  });
  boss.on('error', (err: unknown) => logger.error('job queue error', { error: errorText(err) }));
  await boss.start();

  // Creating a queue creates a partition of pg-boss's job table; two creations at once (here, or on two
  // servers starting together) can deadlock in PostgreSQL. So one at a time in this process, and a failed
  // creation (rolled back, harmless) is retried rather than remembered.
  const queues = new Map<string, Promise<void>>();
  let creating: Promise<unknown> = Promise.resolve();
  const createWithRetry = async (name: string) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await boss.createQueue(name, { name, policy: 'stately' });
      } catch (err) {
        if (attempt >= QUEUE_CREATE_ATTEMPTS) throw err;
        await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 100));
      }
    }
  };
  const ensureQueue = (name: string) => {
    let ready = queues.get(name);
    if (!ready) {
      ready = creating.catch(() => {}).then(() => createWithRetry(name));
      creating = ready;
      queues.set(name, ready);
      ready.catch(() => queues.delete(name));
    }
    return ready;
  };
  for (const name of options.queues ?? []) await ensureQueue(name);
  const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

  return {
    kind: 'pg-boss',
    async enqueue(name, payload, opts = {}) {
      await ensureQueue(name);
      return boss.send(name, payload, {
        singletonKey: opts.singletonKey ?? randomUUID(),
        retryLimit: opts.retryLimit ?? 0,
        retryDelay: retryDelaySeconds(opts.retryDelayMs),
        retryBackoff: opts.retryBackoff ?? false,
        ...(opts.startAfterMs && { startAfter: new Date(Date.now() + opts.startAfterMs) }),
      });
    },
    async work(name, handler, opts = {}) {
      await ensureQueue(name);
      const workOptions = {
        batchSize: 1,
        includeMetadata: true as const,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5,
      };
      // pg-boss works one batch at a time per worker: concurrency is the number of workers.
      for (let i = 0; i < (opts.concurrency ?? 2); i++) {
        await boss.work<object>(name, workOptions, async ([job]) => {
          if (!job) return;
          const attempt = job.retryCount + 1;
          try {
            await handler(job.data as Parameters<typeof handler>[0], { id: job.id, name, attempt });
          } catch (err) {
            const last = job.retryCount >= job.retryLimit;
            if (last)
              logger.error('job dead-lettered', {
                job: name,
                id: job.id,
                attempts: attempt,
                error: errorText(err),
              });
            else
              logger.warn('job failed, will retry', {
                job: name,
                id: job.id,
                attempt,
                error: errorText(err),
              });
            throw err;
          }
          // pg-boss then marks the job completed, which finds no row: nothing of it stays behind. A failed
          // delete is logged, not thrown: the work is done, and a retry must not do it twice.
          if (opts.deleteOnSuccess)
            await boss.deleteJob(name, job.id).catch((err: unknown) =>
              logger.warn('could not delete a finished job', {
                job: name,
                id: job.id,
                error: errorText(err),
              }),
            );
        });
      }
    },
    async deadLetters(limit = 20) {
      // Failed jobs stay in the job table, then move to the archive; both are dead letters until deleted.
      const from = `(select id, name, completed_on from ${quote(schema)}.job where state = 'failed'
        union all select id, name, completed_on from ${quote(schema)}.archive where state = 'failed') dead`;
      const db = boss.getDb();
      const count = await db.executeSql(`select count(*)::int as n from ${from}`, []);
      const rows = await db.executeSql(
        `select id, name, completed_on from ${from} order by completed_on desc nulls last limit $1`,
        [limit],
      );
      const recent: DeadLetter[] = (
        rows.rows as { id: string; name: string; completed_on: Date | null }[]
      ).map((r) => ({ id: r.id, name: r.name, failedAt: r.completed_on ?? new Date(0) }));
      return { count: (count.rows[0] as { n: number }).n, recent };
    },
    async pending(name) {
      await ensureQueue(name);
      return boss.getQueueSize(name, { before: 'completed' });
    },
    async stop() {
      // Under the 10 s the server gives itself to shut down (main.ts).
      await boss.stop({ graceful: true, wait: true, timeout: 8_000 });
    },
  };
}
