import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, one project per workspace. End-to-end specs have their own config (e2e/vitest.config.ts)
// because they need the built SPA and a browser.
//
// Speed on the two-core CI machine (docs/testing.md has the measurements):
// - Vitest's default in a run is one worker per core but one; on two cores that is one worker, and the API
//   suite spends much of its time waiting on its database or a child server. Two workers there at least.
// - No isolation for the node projects (the forks pool): each worker process imports the app once and runs
//   its files one after another in that module graph, instead of a new process importing everything again
//   for every file (the API suite on PGlite: 385 s -> 202 s). That holds because test files keep no
//   module-level state of their own beyond what they create (each context its own app and database) and
//   replace modules by injection, never vi.mock. Both the pool's and the worker's switch must say so.
// - The web project runs in the threads pool, which stays isolated: a fresh thread, DOM and module graph
//   for every file.
const quietTests = process.env.TQ_QUIET_TESTS === '1';
// The PostgreSQL run of the API suite runs at nice 10 beside the end-to-end suite (scripts/run-tests-plan.mjs
// sets TQ_TIMEOUT_SCALE for it): there a test gets the cores only when the browser and its server leave them,
// and a sync that retries after 2, 4 and 8 s took 28 s alone but over 60 s there. The bound is for a test
// that hangs, not a measure of speed, so it stretches with the step's priority.
const timeoutScale = Math.max(1, Number(process.env.TQ_TIMEOUT_SCALE) || 1);

export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism() - 1),
    minWorkers: 1,
    poolOptions: { forks: { isolate: false } },
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], isolate: false } },
      {
        test: {
          name: 'labelled-statements',
          root: 'packages/labelled-statements',
          include: ['{kit,score,sets}/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'plaid-sim',
          root: 'packages/plaid-sim',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          // Tests that measure time against time (*.quiet.test.ts) run apart, alone on the machine
          // (TQ_QUIET_TESTS=1: the quiet steps of scripts/run-tests-plan.mjs); the rest never include them.
          include: quietTests ? ['src/**/*.quiet.test.ts'] : ['src/**/*.test.ts'],
          // The pg-boss queue needs a PostgreSQL server: its tests belong to the PostgreSQL run of this
          // suite (TEST_DATABASE_URL, as .ci/run does), and are left out of the embedded run, not skipped.
          // Tests that start real server processes (*.embedded.test.ts) run them on their own embedded
          // database whatever TEST_DATABASE_URL says (testing/server-process.ts): the PostgreSQL run would
          // repeat them exactly, so they belong to the embedded run only.
          exclude: [
            ...(process.env.TEST_DATABASE_URL
              ? ['src/**/*.embedded.test.ts']
              : ['src/**/*.postgres.test.ts']),
            ...(quietTests ? [] : ['src/**/*.quiet.test.ts']),
          ],
          globalSetup: ['src/testing/database-template.ts'],
          isolate: false,
          testTimeout: 60_000 * timeoutScale,
          hookTimeout: 60_000 * timeoutScale,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          pool: 'threads',
        },
      },
    ],
  },
});
