// Benchmark ("Speed and scale", docs/performance.md): CSV statements of 10,000 and 50,000 rows through
// POST /api/accounts/:id/import, the whole app in-process, on PGlite (in memory, the embedded default's engine)
// and on PostgreSQL (its own database created and dropped); medians of 3 with the heap and RSS high-water marks.
// Then where the time goes, each phase timed alone on a fresh user: upload+parse (the worker pool), the batch
// insert (duplicate checks included) and the post-import work (ANALYZE, recurring engine + fee radar).
// Targets: 10,000 rows in about 1.8 s on PGlite; 50,000 rows within 5 s on both.
// Run: npm run import -w @tourniquet/bench [-- --databases pglite,postgres --rows 10000,50000 --runs 3]
//   (TEST_DATABASE_URL as in sync.bench.ts)
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { storeStatement } from '@tourniquet/server/categories/store-statement';
import { createDetectionRunner } from '@tourniquet/server/recurring/detection-runner';
import { importOptions } from '@tourniquet/server/routes/imports/import-query';
import { parseUpload } from '@tourniquet/server/routes/imports/parse-upload';
import { createTestContext, TEST_TODAY } from '@tourniquet/server/testing/test-app';
import { createVerifiedUser } from '@tourniquet/server/testing/users';
import { benchDatabase, type BenchDatabase } from './lib/bench-database.ts';
import { seededRandom } from './lib/seeded-random.ts';
import { statementCsv } from './lib/statement-csv.ts';

const { values: args } = parseArgs({
  options: {
    databases: { type: 'string', default: 'pglite,postgres' },
    rows: { type: 'string', default: '10000,50000' },
    runs: { type: 'string', default: '3' },
  },
});
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const RUNS = Number(args.runs);
const MB = 2 ** 20;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Highest RSS and heap seen while `work` runs (sampled every 10 ms), next to where they started. */
async function highWater<T>(work: () => Promise<T>) {
  global.gc?.();
  const before = process.memoryUsage();
  let rss = before.rss;
  let heap = before.heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  }, 10);
  try {
    return { value: await work(), before, rss, heap };
  } finally {
    clearInterval(timer);
  }
}

async function benchOne(database: BenchDatabase, rows: number) {
  const opened = await benchDatabase(database, SERVER_URL);
  const ctx = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '100' }, database: opened.database });
  const csv = statementCsv({
    rows,
    random: seededRandom(12),
    tag: 'bench',
    today: TEST_TODAY,
    spanDays: 730,
  });
  const bytes = new TextEncoder().encode(csv);
  const label = `${database}, ${rows.toLocaleString('en-US')} rows (${(bytes.length / MB).toFixed(1)} MB)`;

  async function newAccount() {
    const user = await createVerifiedUser(ctx);
    const res = await user.client.post('/api/accounts/manual', { name: 'Bench', type: 'depository' });
    return { ...user, accountId: (res.json as unknown as { account: { id: string } }).account.id };
  }

  const endToEnd: number[] = [];
  const cpu: number[] = []; // this process's CPU (PGlite's work included; PostgreSQL's server not)
  for (let run = 1; run <= RUNS; run++) {
    const { client, accountId } = await newAccount();
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const {
      value: res,
      before,
      rss,
      heap,
    } = await highWater(() =>
      client.request('POST', `/api/accounts/${accountId}/import`, csv, { 'Content-Type': 'text/csv' }),
    );
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
    const imported = (res.json as { imported?: number } | null)?.imported;
    if (res.status !== 200 || imported !== rows)
      throw new Error(`import answered ${res.status}: ${res.text.slice(0, 300)}`);
    endToEnd.push(ms);
    console.log(
      `  ${label} run ${run}: ${s(ms)} (CPU ${s(cpu.at(-1)!)}); RSS ${(before.rss / MB).toFixed(0)} -> peak ${(rss / MB).toFixed(0)} MB, ` +
        `heap ${(before.heapUsed / MB).toFixed(0)} -> peak ${(heap / MB).toFixed(0)} MB`,
    );
  }

  // Where the time goes: the route's phases one at a time, on a fresh user each run.
  const phases: Record<'parse' | 'insert' | 'after', number[]> = { parse: [], insert: [], after: [] };
  const db = ctx.database.db;
  const detection = createDetectionRunner({ db, clock: ctx.clock, logger: ctx.logger });
  for (let run = 1; run <= RUNS; run++) {
    const { userId, accountId } = await newAccount();
    let t = performance.now();
    const { parsed } = await parseUpload(bytes, importOptions({}));
    phases.parse.push(performance.now() - t);
    t = performance.now();
    const input = { userId, accountId, fileName: 'bench.csv', format: parsed.format };
    const inserted = await storeStatement(db, { ...input, rows: parsed.rows, rejected: parsed.rejected });
    phases.insert.push(performance.now() - t);
    t = performance.now();
    await db.execute(sql`analyze transactions`);
    await detection.run(userId, inserted.added);
    phases.after.push(performance.now() - t);
  }
  await ctx.close();
  await opened.dispose();
  const line =
    `${label}: median ${s(median(endToEnd))} end to end (${endToEnd.map(s).join(' / ')}), process CPU ${s(median(cpu))}; phases alone: ` +
    `upload+parse ${s(median(phases.parse))}, insert ${s(median(phases.insert))}, ` +
    `post-import (analyze, engine, fee radar) ${s(median(phases.after))}; load average ${os.loadavg()[0]!.toFixed(1)}`;
  console.log(line);
  return line;
}

const summary: string[] = [];
for (const database of args.databases.split(',') as BenchDatabase[])
  for (const rows of args.rows.split(',').map(Number)) summary.push(await benchOne(database, rows));
console.log(`\n${summary.join('\n')}`);
process.exit(0);
