// Where an import's time goes, step by step (issue 25, "Speed on the embedded default"): the route's work
// done in its order on a fresh user, each step timed with wall time, this process's CPU (PGlite's work
// included) and, on PostgreSQL, the CPU of the database's own server processes for this database.
// Run: node --import tsx import-phases.ts [--databases pglite,postgres --rows 10000,50000 --runs 2]
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Db } from '@tourniquet/server/db/client';
import { balanceAfterImport } from '@tourniquet/server/db/queries/account-balance';
import { storeStatement } from '@tourniquet/server/categories/store-statement';
import { loadLedger } from '@tourniquet/server/db/queries/ledger';
import { createDetectionRunner } from '@tourniquet/server/recurring/detection-runner';
import { runDetectors } from '@tourniquet/server/recurring/run-detectors';
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
    runs: { type: 'string', default: '2' },
  },
});
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** CPU seconds (user + system) of the PostgreSQL server processes serving `db`'s database; 0 elsewhere. */
async function serverCpu(db: Db, kind: string): Promise<number> {
  if (kind !== 'postgres') return 0;
  const result = await db.execute(
    sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  let ticks = 0;
  for (const { pid } of (result as unknown as { rows: { pid: number }[] }).rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended between the two reads
    }
  }
  return ticks / 100;
}

type Step = { name: string; wall: number; cpu: number; server: number };

async function profileOne(database: BenchDatabase, rows: number) {
  const opened = await benchDatabase(database, SERVER_URL);
  const ctx = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '100' }, database: opened.database });
  const db = ctx.database.db;
  const csv = statementCsv({
    rows,
    random: seededRandom(12),
    tag: 'bench',
    today: TEST_TODAY,
    spanDays: 730,
  });
  const bytes = new TextEncoder().encode(csv);
  const all: Step[][] = [];
  for (let run = 1; run <= Number(args.runs); run++) {
    const user = await createVerifiedUser(ctx);
    const res = await user.client.post('/api/accounts/manual', { name: 'Bench', type: 'depository' });
    const accountId = (res.json as unknown as { account: { id: string } }).account.id;
    const userId = user.userId;
    const steps: Step[] = [];
    const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      const server0 = await serverCpu(db, database);
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const value = await work();
      const wall = performance.now() - t0;
      const used = process.cpuUsage(cpu0);
      const server = (await serverCpu(db, database)) - server0;
      steps.push({ name, wall, cpu: (used.user + used.system) / 1000, server: server * 1000 });
      return value;
    };
    const { parsed } = await step('upload+parse (worker)', () => parseUpload(bytes, importOptions({})));
    const inserted = await step('insert batch (categorise, COPY, rules)', () =>
      storeStatement(db, {
        userId,
        accountId,
        fileName: 'bench.csv',
        format: parsed.format,
        rows: parsed.rows,
        rejected: parsed.rejected,
      }),
    );
    await step('balance', () => balanceAfterImport(db, userId, accountId, parsed, TEST_TODAY));
    // As the route does: the rows just stored are handed over, the rest of the user's rows read.
    const ledger = await step('load ledger', () => loadLedger(db, userId, inserted.added));
    await step('engine + fee radar (JS, in this thread)', async () => {
      runDetectors({ ...ledger, today: TEST_TODAY });
    });
    const detection = createDetectionRunner({ db, clock: ctx.clock, logger: ctx.logger });
    await step('detection run (whole, no alerts)', () => detection.run(userId, inserted.added));
    await step('analyze', () => db.execute(sql`analyze transactions`));
    all.push(steps);
  }
  await ctx.close();
  await opened.dispose();
  console.log(`\n${database}, ${rows} rows; load average ${os.loadavg()[0]!.toFixed(1)}`);
  for (let i = 0; i < all[0]!.length; i++) {
    const cells = all.map((steps) => {
      const s = steps[i]!;
      return `${s.wall.toFixed(0).padStart(6)} ms wall ${s.cpu.toFixed(0).padStart(6)} cpu ${s.server.toFixed(0).padStart(5)} db`;
    });
    console.log(`  ${all[0]![i]!.name.padEnd(42)} ${cells.join(' | ')}`);
  }
}

for (const database of args.databases.split(',') as BenchDatabase[])
  for (const rows of args.rows.split(',').map(Number)) await profileOne(database, rows);
process.exit(0);
