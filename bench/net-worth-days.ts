// Benchmark: the net-worth history at scale (decision 032), one user with ROWS rows (3 accounts, ~3 years,
// seeded as bench/reports-scale.ts seeds them), on PostgreSQL or PGlite, in process. In turns, medians of RUNS:
// - the figure of reports-scale.ts: GET /api/accounts and GET /api/reports/net-worth-history for a year;
// - its per-day amounts read from account_day_amounts (what the route reads now);
// - the same amounts grouped from the rows (what the route read before the day amounts were kept).
// Run: npx tsx bench/net-worth-days.ts postgresql|pglite   (ROWS=100000 for another size)
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { accounts } from '@tourniquet/server/db/schema/index';
import { createTestContext } from '@tourniquet/server/testing/test-app';
import { createVerifiedUser } from '@tourniquet/server/testing/users';
import { DEFAULT_POSTGRES_URL } from './lib/fresh-postgres.ts';
import { timeInTurns, type Figure } from './lib/in-turns.ts';

const database = process.argv[2] === 'pglite' ? 'PGlite' : 'PostgreSQL';
if (database === 'PGlite') delete process.env.TEST_DATABASE_URL;
else process.env.TEST_DATABASE_URL ??= DEFAULT_POSTGRES_URL;
const ROWS = Number(process.env.ROWS ?? 1_000_000);
const RUNS = 11;
const TODAY = '2026-11-21';
const FROM = '2025-11-22';

const ctx = await createTestContext({ today: TODAY });
try {
  const { db } = ctx.database;
  const { client, userId } = await createVerifiedUser(ctx);
  const ids = [0, 1, 2].map((i) => `${userId}-acct-${i}`);
  await db.insert(accounts).values(
    ids.map((id, i) => ({
      id,
      userId,
      accountName: `Account ${i}`,
      institutionName: 'Bench',
      accountType: i === 2 ? 'credit' : 'depository',
      balanceCurrentCents: 1_000_000 * (i + 1),
    })),
  );
  const seeded = performance.now();
  await db.execute(sql`
    insert into transactions (user_id, account_id, date, description, amount_cents)
    select ${userId}, ${userId} || '-acct-' || (g % 3), (${TODAY}::date - ((g * 1100::bigint) / ${ROWS})::int),
           'Row ' || g, case when g % 9 = 0 then -((g::bigint * 7919) % 500000) else (g::bigint * 7919) % 20000 + 1 end
    from generate_series(1, ${ROWS}) as g`);
  await db.execute(sql`analyze transactions`);
  await db.execute(sql`analyze account_day_amounts`);
  console.log(`seeded ${ROWS} rows on ${database} in ${(performance.now() - seeded).toFixed(0)} ms`);

  const list = sql.raw(ids.map((id) => `'${id}'`).join(', '));
  const figures: Figure[] = [
    [
      'net worth (accounts + a year of history)',
      async () => {
        for (const path of ['/api/accounts', '/api/reports/net-worth-history?period=365']) {
          const res = await client.get(path);
          if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
        }
      },
    ],
    [
      'a year of per-day amounts from account_day_amounts',
      () =>
        db.execute(sql`select account_id, day, cents from account_day_amounts
          where user_id = ${userId} and account_id in (${list}) and day >= ${FROM} and day <= ${TODAY}`),
    ],
    [
      'a year of per-day amounts grouped from the rows (before)',
      () =>
        db.execute(sql`select account_id, date, sum(amount_cents)::text from transactions
          where user_id = ${userId} and account_id in (${list}) and date >= ${FROM} and date <= ${TODAY}
          group by account_id, date`),
    ],
  ];
  const times = await timeInTurns(figures, RUNS);
  for (const [name, xs] of times) {
    xs.sort((a, b) => a - b);
    console.log(
      `${database} ${ROWS} ${name}: median ${xs[RUNS >> 1]!.toFixed(1)} ms (${xs[0]!.toFixed(1)}-${xs[RUNS - 1]!.toFixed(1)}, ${RUNS} runs); load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
  }
} finally {
  await ctx.close();
}
