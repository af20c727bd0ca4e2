// Benchmark (issue 38: "the forecast of a user with 50,000 rows in at most 300 ms"): loadForecast, what
// GET /api/forecast runs, for one user with 50,000 rows over ~3 years on a checking, a savings account and a card,
// 30 stored recurring series and an adopted debt plan, and another user's 50,000 rows beside them. PGlite in
// memory by default (the product's database); TEST_DATABASE_URL=postgres://... measures PostgreSQL.
// Run: npx tsx bench/forecast.bench.ts
import { sql } from 'drizzle-orm';
import { loadForecast } from '@tourniquet/server/forecast/load-forecast';
import { accounts, adoptedDebtPlans, recurringStreams, user } from '@tourniquet/server/db/schema/index';
import { openTestDatabase } from '@tourniquet/server/testing/test-database';

const RUNS = 7;
const TODAY = '2026-11-21';
const ROWS = 50_000;
const BUDGET_MS = 300;
const database = await openTestDatabase();
const { db } = database;

async function seed(userId: string) {
  await db
    .insert(user)
    .values({ id: userId, name: 'Bench', email: `${userId}@example.com`, emailVerified: true });
  const kinds = [
    ['depository', 'checking'],
    ['depository', 'savings'],
    ['credit', 'credit card'],
  ] as const;
  await db.insert(accounts).values(
    kinds.map(([accountType, accountSubtype], i) => ({
      id: `${userId}-acct-${i}`,
      userId,
      accountName: `Account ${i}`,
      institutionName: 'Bench',
      accountType,
      accountSubtype,
      balanceCurrentCents: 250_000,
    })),
  );
  await db.execute(sql`
    insert into transactions (user_id, account_id, date, description, pfc_primary, amount_cents, pending)
    select ${userId}, ${userId} || '-acct-' || (g % 3), (${TODAY}::date - (g % 1100)), 'Row ' || g,
           case when g % 50 = 0 then 'TRANSFER_OUT' else null end,
           case when g % 9 = 0 then -((g * 7919) % 500000) else (g * 7919) % 20000 + 1 end,
           g % 1100 < 3
    from generate_series(1, ${ROWS}) as g`);
  const ids = (
    (await db.execute(
      sql`select id::text from transactions where user_id = ${userId} order by date desc limit 1080`,
    )) as unknown as { rows: { id: string }[] }
  ).rows.map((r) => r.id);
  await db.insert(recurringStreams).values(
    Array.from({ length: 30 }, (_, i) => ({
      id: `${userId}-s${i}`,
      userId,
      accountId: `${userId}-acct-${i % 2}`,
      streamKey: `k${i}`,
      source: 'detected' as const,
      name: `Series ${i}`,
      merchant: `Series ${i}`,
      direction: i % 10 === 0 ? ('inflow' as const) : ('outflow' as const),
      cadence: ['weekly', 'biweekly', 'semi_monthly', 'monthly'][i % 4]!,
      kind: i % 10 === 0 ? 'income' : 'bill',
      active: true,
      amountCents: i % 10 === 0 ? -300_000 : 1_000 * (i + 1),
      typicalAmountCents: i % 10 === 0 ? -300_000 : 1_000 * (i + 1),
      firstDate: '2024-01-01',
      lastDate: '2026-11-10',
      nextDate: `2026-11-${String(22 + (i % 8)).padStart(2, '0')}`,
      transactionIds: ids.slice(i * 36, i * 36 + 36),
      priceChanges: [],
      confidence: 0.9,
      why: 'bench',
    })),
  );
  // An adopted debt plan: the forecast works the plan out again from the user's debts (the card, at the
  // typical APR) and adds its extra payments, the slowest path of a forecast.
  await db
    .insert(adoptedDebtPlans)
    .values({ userId, strategy: 'avalanche', extraMonthlyCents: 20_000, adoptedOn: TODAY });
  await db.execute(sql`analyze transactions`);
}

await seed('bench-noise');
await seed('bench-user');
const ms: number[] = [];
let events = 0;
for (let i = 0; i < RUNS; i++) {
  const started = performance.now();
  const forecast = await loadForecast(db, 'bench-user', { days: 30 }, TODAY);
  ms.push(performance.now() - started);
  events = forecast.events.length;
}
const median = ms.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
console.log(
  `forecast of ${ROWS.toLocaleString('en-US')} rows (${events} events): median ${median.toFixed(1)} ms, ` +
    `slowest ${ms.at(-1)!.toFixed(1)} ms over ${RUNS} runs (budget ${BUDGET_MS} ms)`,
);
await database.close();
if (median > BUDGET_MS) process.exitCode = 1;
