import { Hono } from 'hono';
import type { HealthResponse } from '@tourniquet/domain/contracts';
import type { Database } from '../../db/client.ts';
import { latestAppliedMigration } from '../../db/migrate.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';

export function healthRoutes(database: Database, jobs: JobQueue) {
  return new Hono().get('/', async (c) => {
    const migration = await latestAppliedMigration(database);
    // Jobs that failed after every retry: a number an operator's monitor can alert on (ids are in the log).
    const { count } = await jobs.deadLetters(0);
    return c.json({
      status: 'ok',
      database: database.kind,
      migration,
      jobs: { queue: jobs.kind, deadLetters: count },
    } satisfies HealthResponse);
  });
}
