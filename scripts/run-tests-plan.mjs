// What `npm test` runs and in what overlap. Each step is a list of commands run one after another; the
// commands marked vitest get the timing reporter (scripts/timing-reporter.mjs). The plan's phases run one
// after another and the steps of a phase at once: docs/testing.md has the timings that chose this split.
import { join } from 'node:path';

const bin = (name) => join('node_modules', '.bin', name);
const vitest = (...args) => ({ vitest: true, argv: [bin('vitest'), 'run', ...args] });
const command = (...argv) => ({ vitest: false, argv });

export const STEPS = {
  lint: { commands: [command('npm', 'run', '--silent', 'lint')] },
  typecheck: { commands: [command('npm', 'run', '--silent', 'typecheck')] },
  build: { commands: [command('npm', 'run', '--silent', 'build')] },
  unit: {
    commands: [
      vitest(
        '--project',
        'domain',
        '--project',
        'labelled-statements',
        '--project',
        'plaid-sim',
        '--project',
        'web',
      ),
      command('node', '--test', 'scripts/'),
    ],
  },
  // The API suite on the embedded database (PGlite) ...
  api: { commands: [vitest('--project', 'server')] },
  // ... and the same suite on the PostgreSQL server of TEST_DATABASE_URL, plus its PostgreSQL-only files. It
  // runs beside the end-to-end suite at a lower CPU priority (nice): the browser, the server and the specs
  // take the cores when they need them, this suite every cycle they leave (docs/testing.md has the timings:
  // at equal priority the specs stretched by 40%, with one worker this suite ran on for minutes alone). Its
  // tests' time limits are three times the usual (vitest.config.ts): at that priority a test waits its turn.
  'api-postgres': {
    commands: [{ ...vitest('--project', 'server'), nice: 10, env: { TQ_TIMEOUT_SCALE: '3' } }],
  },
  // Tests that measure time against time (fair sharing: another user's wait while one user's heavy work
  // runs, *.quiet.test.ts): alone on the machine, after everything else, on each database in turn.
  quiet: { commands: [{ ...vitest('--project', 'server', 'quiet.test'), env: { TQ_QUIET_TESTS: '1' } }] },
  'quiet-postgres': {
    commands: [{ ...vitest('--project', 'server', 'quiet.test'), env: { TQ_QUIET_TESTS: '1' } }],
  },
  // The built SPA and server (the build step) against Debian's Chromium.
  e2e: {
    commands: [command('node', 'scripts/bundle-budget.mjs'), vitest('--config', 'e2e/vitest.config.ts')],
  },
};

/**
 * The whole run. Lint, the type checks and the build are single-threaded and independent: three at once on
 * two cores. The end-to-end suite (a browser and one embedded-database server) and the PostgreSQL API suite
 * (a database server) wait on different things, so they share the machine. The timing tests come last,
 * each alone.
 */
export function plan({ postgres }) {
  return [
    ['lint', 'typecheck', 'build'],
    ['unit'],
    ['api'],
    postgres ? ['e2e', 'api-postgres'] : ['e2e'],
    ['quiet'],
    ...(postgres ? [['quiet-postgres']] : []),
  ];
}
