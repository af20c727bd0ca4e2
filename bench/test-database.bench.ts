// What one test context's database costs (issue 33, docs/testing.md): a fresh database migrated from
// nothing, against a copy of the run's template (database-template.ts), on PGlite and on PostgreSQL.
// Run: npm run test-database -w @tourniquet/bench [-- --runs 5]  (PostgreSQL at TEST_DATABASE_URL or
// postgres://postgres@127.0.0.1:5432/test; left out when it does not answer).
import setupTemplate, {
  PGLITE_TEMPLATE_ENV,
  POSTGRES_TEMPLATE_ENV,
} from '@tourniquet/server/testing/database-template';
import { openTestDatabase } from '@tourniquet/server/testing/test-database';
import { createJobQueue } from '@tourniquet/server/jobs/create-job-queue';
import { createLogger } from '@tourniquet/server/logger';
import { DEFAULT_POSTGRES_URL, postgresReachable } from './lib/fresh-postgres.ts';

const at = process.argv.indexOf('--runs');
const runs = at > 0 ? Number(process.argv[at + 1]) : 5;
const logger = createLogger('silent');

/** One context's worth of database: open (copy or create + migrate) and the job queue it starts. */
async function oneContext() {
  const started = performance.now();
  const database = await openTestDatabase();
  const jobs = await createJobQueue(database, logger);
  const ms = performance.now() - started;
  await jobs.stop();
  await database.close();
  return ms;
}

async function measure(label: string) {
  const values: number[] = [];
  for (let i = 0; i < runs; i += 1) values.push(await oneContext());
  values.sort((a, b) => a - b);
  const median = values[values.length >> 1]!;
  console.log(
    `${label.padEnd(38)} median ${median.toFixed(0).padStart(5)} ms  (${values.map((v) => v.toFixed(0)).join(', ')})`,
  );
}

console.log(`A test context's database, ${runs} runs each:`);
delete process.env.TEST_DATABASE_URL;
await measure('PGlite, migrated from nothing');
const dropPglite = await setupTemplate();
await measure('PGlite, loaded from the template');
await dropPglite?.();
delete process.env[PGLITE_TEMPLATE_ENV];

const postgresUrl = process.env.TQ_BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES_URL;
if (await postgresReachable(postgresUrl)) {
  process.env.TEST_DATABASE_URL = postgresUrl;
  await measure('PostgreSQL, created and migrated');
  const dropTemplate = await setupTemplate();
  await measure('PostgreSQL, CREATE DATABASE TEMPLATE');
  await dropTemplate?.();
  delete process.env[POSTGRES_TEMPLATE_ENV];
} else {
  console.log(`PostgreSQL does not answer at ${postgresUrl}: its figures are not measured`);
}
