// Benchmark: the report summary's SQL (reportTotals: counted totals per report category and the money
// moved between own accounts, with the transfer-pairing self-join, as GET /api/reports/summary runs it) for one user with 10,000 and with 100,000 transactions in PostgreSQL, next to another user's
// 100,000 rows so the (user_id, date) index has something to skip.
// Run: npm run reports -w @tourniquet/bench   (TEST_DATABASE_URL defaults to the local PostgreSQL)
import { sql } from 'drizzle-orm';
import { reportTotals, reportTotalsSql } from '@tourniquet/server/db/queries/category-totals';
import { accounts, user } from '@tourniquet/server/db/schema/index';
import { openTestDatabase } from '@tourniquet/server/testing/test-database';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const RUNS = 7;
const TODAY = '2026-11-21';
const database = await openTestDatabase();
const { db } = database;

const CATEGORIES = ['Food and Drink', 'Shops', 'Travel', 'Payment', 'Transfer', 'Service', 'Recreation', ''];

/** n rows spread over the last ~3 years on 3 accounts, generated inside PostgreSQL. */
async function seed(userId: string, n: number) {
  await db
    .insert(user)
    .values({ id: userId, name: 'Bench', email: `${userId}@example.com`, emailVerified: true });
  const ids = [0, 1, 2].map((i) => `${userId}-acct-${i}`);
  await db.insert(accounts).values(
    ids.map((id, i) => ({
      id,
      userId,
      accountName: `Account ${i}`,
      institutionName: 'Bench',
      accountType: 'depository',
    })),
  );
  await db.execute(sql`
    insert into transactions (user_id, account_id, date, description, category, pfc_detailed, amount_cents)
    select ${userId},
           ${userId} || '-acct-' || (g % 3),
           (${TODAY}::date - (g % 1100)),
           'Row ' || g,
           case when (g % 8) = 7 then '{}'::text[] else array[(${`{${CATEGORIES.map((c) => `"${c}"`).join(',')}}`}::text[])[(g % 8) + 1]] end,
           case when g % 50 = 0 then 'TRANSFER_OUT_SAVINGS' else null end,
           case when g % 9 = 0 then -((g * 7919) % 500000) else (g * 7919) % 20000 + 1 end
    from generate_series(1, ${n}) as g`);
  await db.execute(sql`analyze transactions`);
}

async function time(userId: string, from: string) {
  const criteria = { from, to: TODAY, accountIds: null };
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await reportTotals(db, userId, criteria);
    ms.push(performance.now() - started);
  }
  return ms.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

async function plan(userId: string, from: string) {
  // The statement reportTotals sends.
  const query = reportTotalsSql(userId, { from, to: TODAY, accountIds: null });
  const result = await db.execute(sql`explain ${query}`);
  return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
    .map((r) => r['QUERY PLAN'])
    .join(' | ');
}

await seed('bench-noise', 100_000);
for (const n of [10_000, 100_000]) {
  const userId = `bench-${n}`;
  await seed(userId, n);
  for (const [label, from] of [
    ['last 30 days', '2026-10-23'],
    ['last year', '2025-11-22'],
    ['all time', '1970-01-01'],
  ] as const) {
    const median = await time(userId, from);
    console.log(
      `${n.toLocaleString('en-US')} rows, ${label}: median ${median.toFixed(1)} ms over ${RUNS} runs`,
    );
  }
  console.log(`  plan (last 30 days): ${await plan(userId, '2026-10-23')}`);
}
await database.close();
