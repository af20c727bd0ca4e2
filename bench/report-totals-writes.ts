// Benchmark: what the totals' triggers (decisions 029 and 032) add to the write a rule applied to past rows
// makes: 50,000 rows of one user, updated 100 rows a statement and a statement a transaction as
// writeRuleResultsInTurns writes them (each run sets another category, so every row changes), with
//   - none: the report totals' and day amounts' triggers on transactions disabled (the write before them);
//   - 0024: the report totals' update trigger of migration 0024 (two joins of the transition tables under
//     enable_nestloop = off), no day amounts;
//   - now: the triggers of the migrations as they stand (the totals', the day amounts' and the report
//     version's of decision 033).
// The figure is the database's execution time of the updates, triggers included (EXPLAIN ANALYZE). The
// variants take turns, so a change in the machine's load touches each alike. Medians of RUNS.
// --chunk 50000 makes it one statement of every row (a bulk edit, the recategorise job).
// --write insert times an import's write instead: 50,000 new rows inserted --chunk rows a statement (imports
// write 500), each run's rows deleted again (not timed) before the next variant's.
// Run: npx tsx bench/report-totals-writes.ts [--databases pglite,postgres] [--chunk 100] [--write update|insert]
// (TEST_DATABASE_URL as in sync.bench.ts)
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createTestContext } from '@tourniquet/server/testing/test-app';
import { createVerifiedUser } from '@tourniquet/server/testing/users';

const { values: args } = parseArgs({
  options: {
    databases: { type: 'string', default: 'pglite,postgres' },
    runs: { type: 'string', default: '3' },
    chunk: { type: 'string', default: '100' },
    write: { type: 'string', default: 'update' },
  },
});
const ROWS = 50_000;
const CHUNK = Number(args.chunk);
const RUNS = Number(args.runs);
const INSERT = args.write === 'insert';
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TRIGGERS = [
  'report_totals_transactions_insert',
  'report_totals_transactions_update',
  'report_totals_transactions_delete',
  'account_day_amounts_insert',
  'account_day_amounts_update',
  'account_day_amounts_delete',
  'report_changes_insert',
  'report_changes_update',
  'report_changes_delete',
];

/** One CREATE FUNCTION of a migration, as CREATE OR REPLACE. */
function functionOf(migration: string, name: string): string {
  const text = readFileSync(new URL(`../apps/server/drizzle/${migration}`, import.meta.url), 'utf8');
  const statement = text
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => s.includes(`FUNCTION ${name}() RETURNS`))
    .at(-1)!;
  return statement
    .slice(statement.indexOf('CREATE'))
    .replace(/^CREATE (OR REPLACE )?FUNCTION/, 'CREATE OR REPLACE FUNCTION');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

for (const database of args.databases.split(',')) {
  if (database === 'postgres') process.env.TEST_DATABASE_URL = SERVER_URL;
  else delete process.env.TEST_DATABASE_URL;
  const ctx = await createTestContext();
  try {
    const { db } = ctx.database;
    const { userId } = await createVerifiedUser(ctx);
    const accountId = `bench_${userId}`;
    await db.execute(sql`insert into accounts (id, user_id, account_name, institution_name, account_type)
      values (${accountId}, ${userId}, 'Bench', 'Bank', 'depository')`);
    await db.execute(sql`insert into transactions (user_id, account_id, date, description, amount_cents, personal_primary)
      select ${userId}, ${accountId}, date '2019-01-01' + (i % 2900), 'row ' || i, (i * 7919) % 20000 - 5000, 'FOOD_AND_DRINK'
      from generate_series(1, ${ROWS}) as i`);
    const insertAccountId = `bench_insert_${userId}`;
    await db.execute(sql`insert into accounts (id, user_id, account_name, institution_name, account_type)
      values (${insertAccountId}, ${userId}, 'Bench insert', 'Bank', 'depository')`);
    const ids = (
      (await db.execute(
        sql`select id from transactions where user_id = ${userId} order by id`,
      )) as unknown as {
        rows: { id: string }[];
      }
    ).rows.map((r) => r.id);
    const now = functionOf('0027_account_day_amounts.sql', 'report_totals_transactions_update');
    const old = functionOf('0024_report_month_totals.sql', 'report_totals_transactions_update');
    const set = async (variant: string) => {
      for (const t of TRIGGERS) await db.execute(sql.raw(`alter table transactions disable trigger ${t}`));
      if (variant === 'none') return;
      await db.execute(sql.raw(variant === '0024' ? old : now));
      const on = variant === '0024' ? TRIGGERS.filter((t) => t.startsWith('report_totals')) : TRIGGERS;
      for (const t of on) await db.execute(sql.raw(`alter table transactions enable always trigger ${t}`));
    };
    const times = new Map<string, number[]>();
    let flip = 0;
    for (let run = 0; run < RUNS; run++) {
      for (const variant of INSERT ? ['none', 'now'] : ['none', '0024', 'now']) {
        await set(variant);
        const category = ++flip % 2 ? 'GENERAL_MERCHANDISE' : 'FOOD_AND_DRINK';
        // The database's own time for the statements, triggers included (EXPLAIN ANALYZE's execution time):
        // the commits and the round trips, which the triggers do not change, stay out of the figure.
        let spent = 0;
        const executionTime = (result: unknown) => {
          const plan = Object.values((result as { rows: Record<string, unknown>[] }).rows[0]!)[0];
          const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as {
            'Execution Time': number;
          }[];
          return parsed[0]!['Execution Time'];
        };
        if (INSERT) {
          for (let i = 0; i < ROWS; i += CHUNK) {
            await db.transaction(async (tx) => {
              spent += executionTime(
                await tx.execute(sql`explain (analyze, format json)
                  insert into transactions (user_id, account_id, date, description, amount_cents, personal_primary)
                  select ${userId}, ${insertAccountId}, date '2019-01-01' + (i % 2900), 'new ' || i,
                    (i * 7919) % 20000 - 5000, ${category}
                  from generate_series(${i + 1}::int, ${Math.min(i + CHUNK, ROWS)}::int) as i`),
              );
            });
          }
          await db.execute(sql`delete from transactions where account_id = ${insertAccountId}`);
        } else {
          for (let i = 0; i < ids.length; i += CHUNK) {
            const chunk = `{${ids.slice(i, i + CHUNK).join(',')}}`;
            await db.transaction(async (tx) => {
              spent += executionTime(
                await tx.execute(sql`explain (analyze, format json)
                  update transactions t set personal_primary = ${category}, category_source = 'rule'
                  from unnest(${chunk}::uuid[]) as v(id) where t.id = v.id and t.user_id = ${userId}`),
              );
            });
          }
        }
        times.set(variant, [...(times.get(variant) ?? []), spent]);
      }
    }
    await set('now');
    await db.execute(sql`select report_totals_rebuild(${userId}), account_day_amounts_rebuild(${userId})`);
    const none = median(times.get('none')!);
    for (const [variant, xs] of times)
      console.log(
        `${database}: ${ROWS.toLocaleString('en-US')} rows ${INSERT ? 'inserted' : 'updated'} ${CHUNK} a statement, triggers ${variant}: median ` +
          `${median(xs).toFixed(0)} ms (${xs.map((x) => x.toFixed(0)).join(' / ')}), ${(median(xs) / none).toFixed(2)}x none; ` +
          `load average ${os.loadavg()[0]!.toFixed(1)}`,
      );
  } finally {
    await ctx.close();
  }
}
