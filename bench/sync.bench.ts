// Benchmark: one transactions sync of a large household (~10,000 transactions) into PostgreSQL, through
// the real path (Plaid SDK -> in-process simulator -> syncItem -> one database transaction).
// Run: npm run sync -w @tourniquet/bench   (TEST_DATABASE_URL defaults to the local PostgreSQL)
import { eq, sql } from 'drizzle-orm';
import { createBankFromEnv } from '@tourniquet/server/bank/bank-setup';
import { createBankService } from '@tourniquet/server/bank/bank-service';
import { createTokenCipher } from '@tourniquet/server/bank/token-cipher';
import { syncItem } from '@tourniquet/server/bank/transaction-sync';
import { fixedDateClock } from '@tourniquet/server/clock';
import { transactions, user } from '@tourniquet/server/db/schema/index';
import { loadEnv } from '@tourniquet/server/env';
import { createLogger } from '@tourniquet/server/logger';
import { openTestDatabase } from '@tourniquet/server/testing/test-database';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const RUNS = 3;

const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'warn' });
const clock = fixedDateClock('2026-11-21');
const logger = createLogger('warn');
const database = await openTestDatabase();
const setup = createBankFromEnv({
  env,
  clock,
  authSecret: 'bench'.padEnd(40, 'x'),
  deliverWebhook: async () => {},
  logger,
});
const cipher = createTokenCipher(Buffer.alloc(32, 3));
const service = createBankService({
  db: database.db,
  bank: setup.bank,
  cipher,
  clock,
  logger,
  webhookUrl: 'http://127.0.0.1/none',
});

const timings: { ms: number; rows: number }[] = [];
for (let run = 0; run < RUNS; run++) {
  const userId = `bench-user-${run}-${Date.now()}`;
  await database.db
    .insert(user)
    .values({ id: userId, name: 'Bench', email: `${userId}@example.com`, emailVerified: true });
  const res = await setup.simulator!.request('/sandbox/public_token/create', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      client_id: 'bench',
      secret: 'bench',
      institution_id: 'ins_109508',
      initial_products: ['transactions'],
      options: { override_username: 'user_large', override_password: 'x' },
    }),
  });
  const { public_token } = (await res.json()) as { public_token: string };
  const { item } = await service.exchangePublicToken(userId, {
    publicToken: public_token,
    institution: { name: 'Bench Bank' },
    configs: [],
  });
  const started = performance.now();
  await syncItem({ db: database.db, bank: setup.bank, cipher, logger }, item);
  const ms = performance.now() - started;
  const [row] = await database.db
    .select({ n: sql<number>`count(*)` })
    .from(transactions)
    .where(eq(transactions.userId, userId));
  timings.push({ ms, rows: Number(row?.n ?? 0) });
  console.log(`run ${run + 1}: ${Number(row?.n)} transactions synced in ${ms.toFixed(0)} ms`);
}
const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
console.log(
  `median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms over ${RUNS} runs (target: at most 3000 ms for 10,000)`,
);
await database.close();
