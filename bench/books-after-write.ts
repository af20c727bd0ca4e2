// Benchmark: what the business books' write-time step (routes/business/books-after-writes.ts) adds to a write.
// One user with ROWS personal rows on a personal account and BUSINESS rows on a business account (a fifth of
// those chosen by the owner, the rest left to the suggestions), on PostgreSQL or PGlite, in process. In turns,
// medians of RUNS:
// - a write that runs the step: PATCH /api/transactions/:id of a personal row's category, as the picker sends it;
// - the step alone: categoriseBusinessRows for the user (reads the business rows and the rows with a business
//   category, splits known loan payments, writes the suggestions that changed: none once the books follow);
// - a read beside them for scale: GET /api/accounts.
// Run: npx tsx bench/books-after-write.ts postgresql|pglite   (ROWS=, BUSINESS= for other sizes)
import os from 'node:os';
import { desc, eq, sql } from 'drizzle-orm';
import { categoriseBusinessRows } from '@tourniquet/server/business/business-categorising';
import { recategoriseUser } from '@tourniquet/server/categories/recategorise-job';
import { accounts, transactions } from '@tourniquet/server/db/schema/index';
import { createTestContext } from '@tourniquet/server/testing/test-app';
import { createVerifiedUser } from '@tourniquet/server/testing/users';
import { DEFAULT_POSTGRES_URL } from './lib/fresh-postgres.ts';
import { timeInTurns, type Figure } from './lib/in-turns.ts';

const database = process.argv[2] === 'pglite' ? 'PGlite' : 'PostgreSQL';
if (database === 'PGlite') delete process.env.TEST_DATABASE_URL;
else process.env.TEST_DATABASE_URL ??= DEFAULT_POSTGRES_URL;
const ROWS = Number(process.env.ROWS ?? 100_000);
const BUSINESS = Number(process.env.BUSINESS ?? 5_000);
const RUNS = 11;
const TODAY = '2026-11-21';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const ctx = await createTestContext({ today: TODAY });
try {
  const { db } = ctx.database;
  const { client, userId } = await createVerifiedUser(ctx);
  const personal = `${userId}-personal`;
  const business = `${userId}-business`;
  await db.insert(accounts).values([
    { id: personal, userId, accountName: 'Checking', institutionName: 'Bench', accountType: 'depository' },
    {
      id: business,
      userId,
      accountName: 'Business Checking',
      institutionName: 'Bench',
      accountType: 'depository',
      businessPersonal: 'business',
    },
  ]);
  const seeded = performance.now();
  // Payees: 676 stores on the personal side; on the business side 78 suppliers and 26 clients, each many times.
  await db.execute(sql`
    insert into transactions (user_id, account_id, date, description, amount_cents)
    select ${userId}, ${personal}, (${TODAY}::date - (g % 1100)), 'STORE ' || chr(65 + g % 26) || chr(65 + (g / 26) % 26),
           (g::bigint * 7919) % 20000 + 1
    from generate_series(1, ${ROWS}) as g`);
  await db.execute(sql`
    insert into transactions (user_id, account_id, date, description, amount_cents, business_category, business_source)
    select ${userId}, ${business}, (${TODAY}::date - (g % 365)),
           case when g % 7 = 0 then 'ACH DEPOSIT CLIENT ' || chr(65 + g % 26) else 'SUPPLIER ' || chr(65 + g % 26) || chr(65 + (g / 26) % 3) || ' INV ' || g end,
           case when g % 7 = 0 then -((g::bigint * 7919) % 500000) - 100 else (g::bigint * 7919) % 20000 + 1 end,
           case when g % 5 = 0 then (case when g % 7 = 0 then 'Gross receipts' else 'Supplies' end) end,
           case when g % 5 = 0 then 'user' end
    from generate_series(1, ${BUSINESS}) as g`);
  // As rows stand after an import or a sync: categorised, each with its merchant key (what the dialog's
  // "other rows of this merchant" count reads by index).
  await recategoriseUser(db, userId);
  await db.execute(sql`analyze transactions`);
  const first = performance.now();
  const written = await categoriseBusinessRows(db, userId);
  console.log(
    `seeded ${ROWS} personal + ${BUSINESS} business rows on ${database} in ${(first - seeded).toFixed(0)} ms; ` +
      `the first pass wrote ${written} suggestions in ${(performance.now() - first).toFixed(0)} ms`,
  );
  const [picked] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.accountId, personal))
    .orderBy(desc(transactions.date))
    .limit(1);
  const rowId = picked!.id;

  const CATEGORIES = [
    { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' },
    { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_RESTAURANT' },
  ];
  let patches = 0;
  const figures: Figure[] = [
    [
      'PATCH a personal row (runs the step)',
      async () => {
        const personalCategory = CATEGORIES[patches++ % 2];
        const res = await client.request('PATCH', `/api/transactions/${rowId}`, { personalCategory });
        if (res.status !== 200) throw new Error(`PATCH answered ${res.status} ${res.text}`);
      },
    ],
    ['the step alone (categoriseBusinessRows)', () => categoriseBusinessRows(db, userId)],
    [
      'GET /api/accounts (a read, for scale)',
      async () => {
        const res = await client.get('/api/accounts');
        if (res.status !== 200) throw new Error(`accounts answered ${res.status}`);
      },
    ],
  ];
  const times = await timeInTurns(figures, RUNS);
  console.log(
    `${database}, ${ROWS} + ${BUSINESS} rows, medians of ${RUNS} in turns, load ${os.loadavg()[0]!.toFixed(1)}:`,
  );
  for (const [name, xs] of times) {
    console.log(
      `  ${name}: ${median(xs).toFixed(1)} ms (${Math.min(...xs).toFixed(1)}-${Math.max(...xs).toFixed(1)})`,
    );
  }
} finally {
  await ctx.close();
}
