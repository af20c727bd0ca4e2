#!/usr/bin/env node
// `npm test` and the `test:*` scripts: every test of the project, run in the order and overlap that finishes
// first on a two-core machine (docs/testing.md has the measurements behind the plan), then a table of each
// step's wall time, its test counts and the ten slowest test files of each suite.
//
//   node scripts/run-tests.mjs                 the whole plan (what `npm test` and CI run)
//   node scripts/run-tests.mjs api e2e         only these steps, in this order
//   node scripts/run-tests.mjs e2e+api-postgres these two at once (to time another overlap)
//   node scripts/run-tests.mjs e2e -- <args>   extra arguments for the Vitest command of the chosen steps
//
// The PostgreSQL run of the API suite is part of the plan when TEST_DATABASE_URL names a server (.ci/run sets
// it when PostgreSQL answers); every other step runs with that variable removed, so the embedded run stays
// embedded.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STEPS, plan } from './run-tests-plan.mjs';
import { printSummary } from './run-tests-summary.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const timingsDir = mkdtempSync(join(tmpdir(), 'tq-test-timings-'));
const postgresUrl = process.env.TEST_DATABASE_URL || '';

const dashDash = process.argv.indexOf('--');
const namedPhases = process.argv.slice(2, dashDash < 0 ? undefined : dashDash).map((arg) => arg.split('+'));
const extraArgs = dashDash < 0 ? [] : process.argv.slice(dashDash + 1);
// `TEST_DATABASE_URL=... npm run test:api` has always meant the API suite on that server (with every worker).
const apiOnPostgres = namedPhases.length > 0 && postgresUrl !== '';
for (const name of namedPhases.flat()) {
  if (!STEPS[name]) {
    console.error(`Unknown step "${name}". Steps: ${Object.keys(STEPS).join(', ')}`);
    process.exit(64);
  }
}
const phases = namedPhases.length ? namedPhases : plan({ postgres: Boolean(postgresUrl) });
if (phases.flat().some((name) => name.endsWith('-postgres')) && !postgresUrl) {
  console.error(
    'The -postgres steps need TEST_DATABASE_URL=postgres://... (a server where it may create databases)',
  );
  process.exit(64);
}

const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(130);
  });
}

/** Runs one command with each output line prefixed by the step's name; resolves with its exit code. */
function run(label, command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    const prefix = `[${label}] `;
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream.on('data', (chunk) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop();
        for (const line of lines) process.stdout.write(prefix + line + '\n');
      });
      stream.on('end', () => pending && process.stdout.write(prefix + pending + '\n'));
    }
    child.on('error', (err) => {
      process.stdout.write(`${prefix}could not start ${command}: ${err.message}\n`);
      resolve(127);
    });
    child.on('close', (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

function stepEnv(name) {
  const env = { ...process.env, NO_COLOR: '1' };
  delete env.FORCE_COLOR;
  delete env.TEST_DATABASE_URL;
  if (name === 'api-postgres' || name === 'quiet-postgres' || (name === 'api' && apiOnPostgres)) {
    env.TEST_DATABASE_URL = postgresUrl;
  }
  return env;
}

async function runStep(name) {
  const step = STEPS[name];
  const started = Date.now();
  const timingsFile = join(timingsDir, `${name}.json`);
  let code = 0;
  for (const { vitest: isVitest, argv, nice, env: extraEnv } of step.commands) {
    const [command, ...args] = nice ? ['nice', '-n', String(nice), ...argv] : argv;
    const env = { ...stepEnv(name), ...extraEnv };
    let fullArgs = args;
    if (isVitest) {
      env.TQ_TIMINGS_FILE = timingsFile;
      fullArgs = [...args, '--reporter=default', '--reporter=./scripts/timing-reporter.mjs', ...extraArgs];
    }
    code = await run(name, command, fullArgs, env);
    if (code !== 0) break;
  }
  const timings = existsSync(timingsFile) ? JSON.parse(readFileSync(timingsFile, 'utf8')) : undefined;
  return { name, seconds: (Date.now() - started) / 1000, code, timings };
}

const started = Date.now();
const results = [];
let failed = false;
for (const phase of phases) {
  if (phase.length > 1) console.log(`\n== ${phase.join(' | ')} (at once)`);
  else console.log(`\n== ${phase[0]}`);
  const phaseResults = await Promise.all(phase.map(runStep));
  results.push(...phaseResults);
  if (phaseResults.some((r) => r.code !== 0)) {
    failed = true;
    break;
  }
}
const countProblem = printSummary(results, phases, (Date.now() - started) / 1000);
process.exit(failed || countProblem ? 1 : 0);
