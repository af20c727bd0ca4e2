import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { createInProcessQueue } from './in-process-queue.ts';
import type { JobQueue } from './job-queue.ts';
import { createPgBossQueue } from './pg-boss-queue.ts';
import { JOBS } from './app-jobs.ts';

/** pg-boss on PostgreSQL (shared by every server on the database), in process on PGlite. */
export async function createJobQueue(database: Database, logger: Logger): Promise<JobQueue> {
  if (database.kind === 'postgres') {
    if (!database.url) throw new Error('a PostgreSQL database without its URL cannot host the job queue');
    return createPgBossQueue({ url: database.url, logger, queues: Object.values(JOBS) });
  }
  return createInProcessQueue(logger);
}
