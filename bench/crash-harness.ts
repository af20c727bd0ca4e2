// Crash harness ("Crash safety", docs/performance.md): the real server as a child process, SIGKILLed at a seeded
// random moment during a bank sync, a 3,000-row file import and a stream of transaction edits (the three
// run at once, started so that the one kill lands inside each); restarted; then checked through the API
// (no half-applied batch, a rerun adds no duplicate, every acknowledged write is there) and, at the end,
// by reading the database itself. 20 trials on PostgreSQL and 20 on PGlite, both databases at once.
// Run: npm run crash -w @tourniquet/bench [-- --trials 20 --seed 13 --budget 570 --databases postgres,pglite]
import { runOnDatabase, SCENARIOS, type DatabaseName, type DatabaseRunResult } from './crash/database-run.ts';
import { DEFAULT_POSTGRES_URL, postgresReachable } from './lib/fresh-postgres.ts';
import { killAllChildren } from './lib/server-child.ts';

function arg(name: string, fallback: string) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}
const trials = Number(arg('trials', '20'));
const seed = Number(arg('seed', '13'));
const budgetSeconds = Number(arg('budget', '570'));
const wanted = arg('databases', 'postgres,pglite').split(',');
const postgresUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL;

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

const started = Date.now();
const deadline = started + budgetSeconds * 1000;
const databases: DatabaseName[] = [];
if (wanted.includes('postgres')) {
  if (await postgresReachable(postgresUrl)) databases.push('PostgreSQL');
  else console.log(`PostgreSQL is not reachable at ${postgresUrl}: its trials are NOT run`);
}
if (wanted.includes('pglite')) databases.push('PGlite');
console.log(
  `Crash harness: ${trials} trials per scenario on ${databases.join(' and ')}, seed ${seed}, ` +
    `budget ${budgetSeconds} s (both databases at once)`,
);
const log = (line: string) =>
  console.log(`  [${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}`);
const results: DatabaseRunResult[] = await Promise.all(
  databases.map((database) => runOnDatabase({ database, postgresUrl, trials, seed, deadline, log })),
).finally(killAllChildren);

function landedSummary(name: string, rows: DatabaseRunResult['trials']) {
  if (name === 'edits') {
    const parse = (s: string, word: string) => Number(new RegExp(`(\\d+) ${word}`).exec(s)?.[1] ?? 0);
    const acked = rows.reduce((n, t) => n + parse(t.landed, 'acked'), 0);
    const cut = rows.reduce((n, t) => n + parse(t.landed, 'cut'), 0);
    return `${acked} edits acknowledged, ${cut} cut by the kill`;
  }
  const count = (label: string) => rows.filter((t) => t.landed === label).length;
  const link = name === 'sync' ? `${count('cut during the link')} cut during the link, ` : '';
  return `${link}${count('rolled back')} rolled back, ${count('committed, unanswered')} committed unanswered, ${count('answered')} answered`;
}

console.log('\nscenario  database    survived  where the kill landed');
let failed = false;
let incomplete = false;
for (const result of results) {
  for (const scenario of SCENARIOS) {
    const rows = result.trials.filter((t) => t.scenario === scenario.name);
    const survived = rows.filter((t) => !t.error && t.violations.length === 0).length;
    if (survived < rows.length) failed = true;
    if (rows.length < trials) incomplete = true;
    console.log(
      `${scenario.name.padEnd(9)} ${result.database.padEnd(11)} ${`${survived}/${trials}`.padEnd(9)} ` +
        landedSummary(scenario.name, rows),
    );
  }
}
for (const result of results) {
  for (const t of result.trials.filter((t) => t.error || t.violations.length)) {
    console.log(`FAILED ${result.database} ${t.scenario} #${t.trial}: ${t.error ?? t.violations.join('; ')}`);
  }
  if (result.error) console.log(`FAILED ${result.database}: ${result.error}`);
  for (const v of result.auditViolations) console.log(`FAILED ${result.database} audit: ${v}`);
  if (result.error || result.auditViolations.length) failed = true;
  if (!result.error && !result.auditViolations.length) console.log(`${result.database} audit: clean`);
  if (result.skipped) console.log(`${result.database}: ${result.skipped} trials not run (time budget)`);
}
console.log(`Finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (failed) process.exit(1);
if (incomplete) {
  console.log('INCOMPLETE: fewer trials than asked for ran; this is not a pass');
  process.exit(2);
}
