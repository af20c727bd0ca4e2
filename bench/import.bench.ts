// Benchmark (issue 12, "Speed and scale"): a 50,000-row CSV through POST /api/accounts/:id/import on
// PostgreSQL (the whole app in-process, its own database created and dropped), medians of 3 with the heap
// and RSS high-water marks; then where the time goes, each step timed alone: parse, the batch insert
// (duplicate checks included) and the recurring engine + fee radar run that follows an import.
// Target: at most 5 s. Run: npm run import -w @tourniquet/bench   (TEST_DATABASE_URL as in sync.bench.ts)
import os from 'node:os';
import { insertImportBatch } from '../apps/server/src/db/queries/imports.ts';
import { parseStatement } from '../apps/server/src/import/index.ts';
import { createDetectionRunner } from '../apps/server/src/recurring/detection-runner.ts';
import { importOptions } from '../apps/server/src/routes/imports/import-query.ts';
import { createTestContext, TEST_TODAY } from '../apps/server/src/testing/test-app.ts';
import { createVerifiedUser } from '../apps/server/src/testing/users.ts';
import { seededRandom } from './lib/seeded-random.ts';
import { statementCsv } from './lib/statement-csv.ts';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const ROWS = 50_000;
const RUNS = 3;
const MB = 2 ** 20;

const ctx = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
const csv = statementCsv({
  rows: ROWS,
  random: seededRandom(12),
  tag: 'bench',
  today: TEST_TODAY,
  spanDays: 730,
});
const bytes = new TextEncoder().encode(csv);
console.log(`${ROWS.toLocaleString('en-US')}-row CSV, ${(bytes.length / MB).toFixed(1)} MB`);

async function newAccount() {
  const user = await createVerifiedUser(ctx);
  const res = await user.client.post('/api/accounts/manual', { name: 'Bench', type: 'depository' });
  const accountId = (res.json as unknown as { account: { id: string } }).account.id;
  return { ...user, accountId };
}

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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const endToEnd: number[] = [];
for (let run = 1; run <= RUNS; run++) {
  const { client, accountId } = await newAccount();
  const started = performance.now();
  const {
    value: res,
    before,
    rss,
    heap,
  } = await highWater(() =>
    client.request('POST', `/api/accounts/${accountId}/import`, csv, { 'Content-Type': 'text/csv' }),
  );
  const ms = performance.now() - started;
  const imported = (res.json as { imported?: number } | null)?.imported;
  if (res.status !== 200 || imported !== ROWS)
    throw new Error(`import answered ${res.status}: ${res.text.slice(0, 300)}`);
  endToEnd.push(ms);
  console.log(
    `run ${run}: ${ms.toFixed(0)} ms; RSS ${(before.rss / MB).toFixed(0)} -> peak ${(rss / MB).toFixed(0)} MB, ` +
      `heap ${(before.heapUsed / MB).toFixed(0)} -> peak ${(heap / MB).toFixed(0)} MB`,
  );
}

// Where the time goes: the same steps the route takes, one at a time, on a fresh user each run.
const steps: Record<'parse' | 'insert' | 'detection', number[]> = { parse: [], insert: [], detection: [] };
const detection = createDetectionRunner({ db: ctx.database.db, clock: ctx.clock, logger: ctx.logger });
for (let run = 1; run <= RUNS; run++) {
  const { userId, accountId } = await newAccount();
  let t = performance.now();
  const parsed = await parseStatement(bytes, importOptions({}));
  steps.parse.push(performance.now() - t);
  t = performance.now();
  await insertImportBatch(ctx.database.db, {
    userId,
    accountId,
    fileName: 'bench.csv',
    format: parsed.format,
    rows: parsed.rows,
    rejected: parsed.rejected,
  });
  steps.insert.push(performance.now() - t);
  t = performance.now();
  await detection.run(userId);
  steps.detection.push(performance.now() - t);
}
console.log(
  `median ${median(endToEnd).toFixed(0)} ms end to end over ${RUNS} runs (target: at most 5000 ms); ` +
    `alone: parse ${median(steps.parse).toFixed(0)} ms, insert batch (duplicate checks included) ` +
    `${median(steps.insert).toFixed(0)} ms, recurring engine + fee radar ${median(steps.detection).toFixed(0)} ms; ` +
    `load average ${os.loadavg()[0]!.toFixed(1)}`,
);
await ctx.close();
