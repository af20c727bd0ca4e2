import { defineConfig } from 'vitest/config';

// One runner, one project per workspace. End-to-end specs have their own config (e2e/vitest.config.ts)
// because they need the built SPA and run one file at a time.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'labelled-statements',
          root: 'packages/labelled-statements',
          include: ['{kit,score,sets}/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'plaid-sim',
          root: 'packages/plaid-sim',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // The pg-boss queue needs a PostgreSQL server: its tests belong to the PostgreSQL run of this
          // suite (TEST_DATABASE_URL, as .ci/run does), and are left out of the embedded run, not skipped.
          exclude: process.env.TEST_DATABASE_URL ? [] : ['src/**/*.postgres.test.ts'],
          globalSetup: ['src/testing/pglite-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
