// Benchmark: the report screens at scale (targets: docs/performance.md). One user with 10,000, 100,000 and 1,000,000 transactions
// (3 accounts, ~3 years, a share of them transfers between the accounts), on PostgreSQL or on PGlite, the
// app's own routes called in process (routing, session check, SQL and JSON; no network):
// - the spending summary: GET /api/reports/summary for the default 30 days, a year and all time;
// - net worth: GET /api/accounts (balances) and GET /api/reports/net-worth-history for a year;
// - Financial Status: the summary and the net-worth history of the default 30 days, as the screen asks;
// - the first page of a drill-down: GET /api/transactions for one category's counted spending, 30 days;
// - server or browser (10k and 100k): a year's summary against every page of that year's rows summed in JS.
// Prints `scale <database> <rows> <figure>: first ask <ms> ms, median <ms> ms (<min>-<max>, <runs> runs)` for
// bench/run-all.ts.
// Run: npx tsx reports-scale.ts postgresql|pglite   (SCALE_SIZES=10000,100000 to leave out a size)
import { sql } from 'drizzle-orm';
import { accounts } from '@tourniquet/server/db/schema/index';
import { createTestContext } from '@tourniquet/server/testing/test-app';
import type { TestClient } from '@tourniquet/server/testing/test-client';
import { createVerifiedUser } from '@tourniquet/server/testing/users';
import { DEFAULT_POSTGRES_URL } from './lib/fresh-postgres.ts';

const database = process.argv[2] === 'pglite' ? 'PGlite' : 'PostgreSQL';
if (database === 'PGlite') delete process.env.TEST_DATABASE_URL;
else process.env.TEST_DATABASE_URL ??= DEFAULT_POSTGRES_URL;
const SIZES = (process.env.SCALE_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const RUNS = 5;
const TODAY = '2026-11-21';
const CATEGORIES = ['Food and Drink', 'Shops', 'Travel', 'Payment', 'Transfer', 'Service', 'Recreation', ''];

const ctx = await createTestContext({ today: TODAY });

/** n rows over ~3 years on 3 accounts, written inside the database (the import would take minutes at 1M). */
async function seed(userId: string, n: number) {
  const ids = [0, 1, 2].map((i) => `${userId}-acct-${i}`);
  await ctx.database.db.insert(accounts).values(
    ids.map((id, i) => ({
      id,
      userId,
      accountName: `Account ${i}`,
      institutionName: 'Bench',
      accountType: i === 2 ? 'credit' : 'depository',
      balanceCurrentCents: 1_000_000 * (i + 1),
    })),
  );
  const started = performance.now();
  // Every 50th row is a transfer out whose counterpart (the next row, 1 day later, other account) comes in.
  await ctx.database.db.execute(sql`
    insert into transactions (user_id, account_id, date, description, category, pfc_primary, amount_cents)
    select ${userId},
           ${userId} || '-acct-' || (case when g % 50 = 1 then (g - 1) % 3 + 1 else g % 3 end) % 3,
           (${TODAY}::date - ((g * 1100::bigint) / ${n})::int),
           'Row ' || g,
           case when g % 50 in (0, 1) then array['Transfer']
                when (g % 8) = 7 then '{}'::text[]
                else array[(${`{${CATEGORIES.map((c) => `"${c}"`).join(',')}}`}::text[])[(g % 8) + 1]] end,
           case when g % 50 = 0 then 'TRANSFER_OUT' when g % 50 = 1 then 'TRANSFER_IN' else null end,
           case when g % 50 = 0 then 25000 when g % 50 = 1 then -25000
                when g % 9 = 0 then -((g::bigint * 7919) % 500000) else (g::bigint * 7919) % 20000 + 1 end
    from generate_series(1, ${n}) as g`);
  await ctx.database.db.execute(sql`analyze transactions`);
  return performance.now() - started;
}

async function time(client: TestClient, paths: string[]) {
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    for (const path of paths) {
      const res = await client.get(path);
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${res.text.slice(0, 200)}`);
    }
    ms.push(performance.now() - started);
  }
  // The first ask computes; the summary, the cash flow and the P&L asked again are the answer kept under the
  // report version (decision 033), so the first is printed apart from the median.
  const first = ms[0]!;
  ms.sort((a, b) => a - b);
  return { first, median: ms[RUNS >> 1]!, min: ms[0]!, max: ms[RUNS - 1]! };
}

const FIGURES: [string, string[]][] = [
  ['summary, 30 days', ['/api/reports/summary?period=30']],
  ['summary, a year', ['/api/reports/summary?period=365']],
  ['summary, all time', ['/api/reports/summary?period=all']],
  [
    'net worth (accounts + a year of history)',
    ['/api/accounts', '/api/reports/net-worth-history?period=365'],
  ],
  [
    'Financial Status (summary + net-worth history, 30 days)',
    ['/api/reports/summary?period=30', '/api/reports/net-worth-history?period=30'],
  ],
  [
    'drill-down, first page',
    [`/api/transactions?from=2026-10-23&to=${TODAY}&category=Shops&flow=counted&type=expense&limit=50`],
  ],
];

/**
 * The original design: every row of the range fetched into the browser (pages of 200) and summed there.
 * Returns the same kind of timing as `time`, for one run per call (it is slow at 100k).
 */
async function browserStyleSum(client: TestClient, from: string, runs: number) {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const sums = new Map<string, number>();
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({ from, to: TODAY, limit: '200' });
      if (cursor) query.set('cursor', cursor);
      const res = await client.get(`/api/transactions?${query}`);
      const page = res.json as unknown as {
        transactions: { category: string[]; amountCents: number }[];
        nextCursor: string | null;
      };
      for (const t of page.transactions) {
        const key = t.category[0] ?? '';
        sums.set(key, (sums.get(key) ?? 0) + t.amountCents);
      }
      cursor = page.nextCursor;
    } while (cursor);
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { median: ms[runs >> 1]!, min: ms[0]!, max: ms[runs - 1]! };
}

try {
  for (const n of SIZES) {
    const { client, userId } = await createVerifiedUser(ctx);
    const seededMs = await seed(userId, n);
    console.log(`seeded ${n} rows on ${database} in ${Math.round(seededMs)} ms`);
    for (const [figure, paths] of FIGURES) {
      const t = await time(client, paths);
      console.log(
        `scale ${database} ${n} ${figure}: first ask ${t.first.toFixed(1)} ms, median ${t.median.toFixed(1)} ms ` +
          `(${t.min.toFixed(1)}-${t.max.toFixed(1)}, ${RUNS} runs)`,
      );
    }
    // Server or browser: a year's summary against fetching that year's rows and summing them in JavaScript.
    if (n <= 100_000) {
      const server = await time(client, ['/api/reports/summary?period=365']);
      const browser = await browserStyleSum(client, '2025-11-22', n <= 10_000 ? RUNS : 3);
      console.log(
        `scale ${database} ${n} browser-style sum, a year (every page, summed in JS): median ` +
          `${browser.median.toFixed(1)} ms (${browser.min.toFixed(1)}-${browser.max.toFixed(1)}); ` +
          `${(browser.median / server.median).toFixed(0)}x the server's summary`,
      );
    }
  }
} finally {
  await ctx.close();
}
