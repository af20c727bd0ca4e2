// Benchmark: the API under load (targets: docs/performance.md). autocannon against the built server, on PostgreSQL and on PGlite,
// 50 connections, for each of:
// - a bare endpoint (GET /api/config: no session, no database), the baseline of the same run;
// - a session-authenticated list (GET /api/accounts);
// - the spending summary (GET /api/reports/summary, the default 30 days) of a user with 100,000 transactions;
// - Transaction History, first page (GET /api/transactions?limit=50);
// - a write (PUT /api/goals, an upsert).
// The user's rows arrive as a real statement import, the way a person's history would; the measuring starts
// once the server's background work after the import (the recurring engine, the fee radar) has finished.
// Prints `result <database> <route>: <rps> req/s, p50 <ms> ms, p99 <ms> ms, <n> non-2xx` per round (ROUNDS
// rounds) for bench/run-all.ts. Run: npm run api-load -w @tourniquet/bench (after npm run build -w
// @tourniquet/server).
import autocannon from 'autocannon';
import { createManualAccount, importPath } from './lib/api-calls.ts';
import { signUpVerified, type ApiSession } from './lib/api-session.ts';
import { settle, withBuiltServer } from './lib/built-server.ts';
import { DEFAULT_POSTGRES_URL } from './lib/fresh-postgres.ts';
import { seededRandom } from './lib/seeded-random.ts';
import type { ServerChild } from './lib/server-child.ts';
import { statementCsv } from './lib/statement-csv.ts';

const ROUNDS = Number(process.env.API_LOAD_ROUNDS ?? 3);
const SECONDS = Number(process.env.API_LOAD_SECONDS ?? 5);
const CONNECTIONS = 50;
const ROWS = Number(process.env.API_LOAD_ROWS ?? 100_000);
const TODAY = '2026-11-21'; // FIXED_TODAY of bench/lib/server-child.ts
const postgresUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL;

interface Target {
  route: string;
  method: 'GET' | 'PUT';
  path: string;
  body?: unknown;
  signedIn: boolean;
}

const TARGETS: Target[] = [
  { route: 'bare', method: 'GET', path: '/api/config', signedIn: false },
  { route: 'accounts', method: 'GET', path: '/api/accounts', signedIn: true },
  { route: 'summary', method: 'GET', path: '/api/reports/summary?period=30', signedIn: true },
  { route: 'transactions', method: 'GET', path: '/api/transactions?limit=50', signedIn: true },
  {
    route: 'goal upsert',
    method: 'PUT',
    path: '/api/goals',
    body: { category: 'Groceries', goalType: 'expense', amountCents: 45_000 },
    signedIn: true,
  },
];

async function seedUser(baseUrl: string, server: ServerChild): Promise<ApiSession> {
  const session = await signUpVerified(baseUrl, 'apiload');
  const accountId = await createManualAccount(session, 'Everyday Checking');
  const csv = statementCsv({
    rows: ROWS,
    random: seededRandom(14),
    tag: 'load',
    today: TODAY,
    spanDays: 1095,
  });
  const started = performance.now();
  const answer = await session.expectOk<{ imported: number }>('POST', importPath(accountId), csv, 'text/csv');
  console.log(`seeded ${answer.imported} transactions in ${Math.round(performance.now() - started)} ms`);
  await session.expectOk('PUT', '/api/goals', TARGETS.at(-1)!.body);
  await settle(server);
  return session;
}

async function measure(baseUrl: string, target: Target, session: ApiSession) {
  const headers: Record<string, string> = { origin: baseUrl };
  if (target.signedIn) headers.cookie = session.cookieHeader();
  if (target.body) headers['content-type'] = 'application/json';
  const result = await autocannon({
    url: baseUrl + target.path,
    method: target.method,
    headers,
    body: target.body ? JSON.stringify(target.body) : undefined,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

async function runOn(database: 'PostgreSQL' | 'PGlite') {
  await withBuiltServer(database, { name: 'api-load', postgresUrl }, async (baseUrl, server) => {
    const session = await seedUser(baseUrl, server);
    for (let round = 1; round <= ROUNDS; round++) {
      for (const target of TARGETS) {
        const r = await measure(baseUrl, target, session);
        console.log(
          `result ${database} ${target.route}: ${Math.round(r.rps)} req/s, p50 ${r.p50} ms, ` +
            `p99 ${r.p99} ms, ${r.non2xx} non-2xx (round ${round})`,
        );
      }
    }
    console.log(
      `${database} server RSS after the load: ${Math.round((server.rssBytes() ?? 0) / 2 ** 20)} MB`,
    );
  });
}

await runOn('PostgreSQL');
await runOn('PGlite');
