// Benchmark (issue 23): 50 rules run in order over 50,000 rows. Target: at most 1 s.
// 1. Pure: matching and the per-field outcome alone (domain rules/), as a sync or an import runs them.
// 2. The real path, on PGlite (in memory) and PostgreSQL (its own database, created and dropped), for one
//    user holding the 50,000 rows and the 50 rules:
//    - every rule in order over every row through the database (runRulesWhere: read the rows, match, write
//      the changes), what a sync or an import runs, here over the whole history instead of one batch;
//    - one rule saved with "Apply to past rows" through POST /api/rules (read all rows, match, write, keep
//      the undo record), the wait the user sees, and its preview (POST /api/rules/preview).
//    Before each timed run the rows are put back as they were (not timed), so every run writes the same;
//    - the same 50,000 rows as one imported statement (storeStatement), with the 50 rules and with none:
//      the rules run on the parsed rows before the one COPY, so their share is the difference.
// Data: bench/lib/rules-fixture.ts. Run: npx tsx bench/rules.bench.ts [--databases pglite,postgres]
//   (TEST_DATABASE_URL as in sync.bench.ts)
import os from 'node:os';
import { parseArgs } from 'node:util';
import { changesOf, compileRule, rulesOutcome } from '../packages/domain/src/rules/index.ts';
import { ruleBenchData } from './lib/rules-fixture.ts';
import { benchRulesDatabase } from './lib/rules-database.ts';

const { values: args } = parseArgs({
  options: { databases: { type: 'string', default: 'pglite,postgres' } },
});
const ROWS = 50_000;
const RULES = 50;
const RUNS = 7;

const { rows, rules: definitions, accountKeys } = ruleBenchData(ROWS, RULES);
const rules = definitions.map(compileRule);

const run = () => {
  let changed = 0;
  for (const row of rows) {
    const changes = changesOf(rulesOutcome(rules, row), row);
    if (Object.keys(changes).length > 0) changed++;
  }
  return changed;
};
const coldCpuStart = process.cpuUsage();
const coldStart = performance.now();
run(); // the first run also fills the clean-name memo (the cost of a fresh process)
const cold = performance.now() - coldStart;
const coldCpu = process.cpuUsage(coldCpuStart).user / 1000;
const wall: number[] = [];
const cpu: number[] = [];
let changed = 0;
for (let i = 0; i < RUNS; i++) {
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  changed = run();
  wall.push(performance.now() - started);
  cpu.push(process.cpuUsage(cpuStart).user / 1000);
}
wall.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
console.log(
  `pure: ${RULES} rules over ${ROWS.toLocaleString('en-US')} rows: first run ${cold.toFixed(1)} ms wall, ${coldCpu.toFixed(1)} ms CPU; then median ` +
    `${wall[RUNS >> 1]!.toFixed(1)} ms wall (min ${wall[0]!.toFixed(1)}, max ${wall[RUNS - 1]!.toFixed(1)}), ` +
    `median ${cpu[RUNS >> 1]!.toFixed(1)} ms CPU over ${RUNS} runs; ${changed.toLocaleString('en-US')} rows changed; ` +
    `load average ${os.loadavg()[0]!.toFixed(1)}`,
);

for (const database of args.databases.split(',') as ('pglite' | 'postgres')[]) {
  await benchRulesDatabase(database, { rows, rules: definitions, accountKeys });
}
