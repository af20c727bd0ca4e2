// Benchmark: issue 40's table on the built server over HTTP. One user imports ROWS rows over eight years
// (a real statement import, as a person's history arrives); once the server's work after the import is
// done, each request below is sent once (its first ask) and then MEDIAN_OF times one after another, and
// both are printed (the summary keeps its answer under the user's report version, decision 033):
// - GET /api/reports/summary for the last 30 days, the last year and all time;
// - GET /api/reports/monthly-cash-flow for the last year and all time;
// then 20 connections for SECONDS each (autocannon) on a bare endpoint (GET /api/config: no session, no
// database), on a signed-in light read (GET /api/accounts) and on the all-time summary, and the share of the bare figure the summary keeps (target 40%).
// The server's resident memory is printed after the import settles and 70 s later (at rest), and again 10 s
// and 70 s after the load, each at rest line with the server's own account of it by part (heap, buffers).
// Prints `http <database> <figure>: ...` lines. Run: npm run reports-http -w @tourniquet/bench [-- pglite|postgresql]
// (builds the server first; both databases when none is named).
import autocannon from 'autocannon';
import { createManualAccount, importPath } from './lib/api-calls.ts';
import { signUpVerified, type ApiSession } from './lib/api-session.ts';
import { settle, withBuiltServer } from './lib/built-server.ts';
import { DEFAULT_POSTGRES_URL } from './lib/fresh-postgres.ts';
import { seededRandom } from './lib/seeded-random.ts';
import { statementCsv } from './lib/statement-csv.ts';
import type { ServerChild } from './lib/server-child.ts';

const ROWS = Number(process.env.REPORTS_HTTP_ROWS ?? 100_000);
const MEDIAN_OF = 11;
const CONNECTIONS = 20;
const SECONDS = Number(process.env.REPORTS_HTTP_SECONDS ?? 10);
const TODAY = '2026-11-21'; // FIXED_TODAY of bench/lib/server-child.ts
const postgresUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL;

const REQUESTS = [
  { figure: 'summary, 30 days', path: '/api/reports/summary?period=30' },
  { figure: 'summary, last year', path: '/api/reports/summary?period=365' },
  { figure: 'summary, all time', path: '/api/reports/summary?period=all' },
  { figure: 'monthly cash flow, last year', path: '/api/reports/monthly-cash-flow?period=365' },
  { figure: 'monthly cash flow, all time', path: '/api/reports/monthly-cash-flow?period=all' },
];

const mb = (bytes: number | null | undefined) => `${Math.round((bytes ?? 0) / 2 ** 20)} MB`;

/**
 * The first ask of `path` (summed from the totals: nothing is kept for it yet) and the sorted times of
 * MEDIAN_OF asks after it (answered from what the first kept, where the route keeps answers: decision 033).
 */
async function medianMs(session: ApiSession, path: string): Promise<{ first: number; times: number[] }> {
  const ask = async () => {
    const started = performance.now();
    await session.expectOk('GET', path);
    return performance.now() - started;
  };
  const first = await ask();
  const times: number[] = [];
  for (let i = 0; i < MEDIAN_OF; i++) times.push(await ask());
  return { first, times: times.sort((a, b) => a - b) };
}

async function load(baseUrl: string, path: string, cookie?: string) {
  const headers: Record<string, string> = { origin: baseUrl };
  if (cookie) headers.cookie = cookie;
  const result = await autocannon({
    url: baseUrl + path,
    headers,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

// An idle statement parser is ended after 60 s (import/worker/parse-pool.ts) and the server collects its
// garbage 30-40 s after its last request (http/collect-at-rest.ts): at rest means after both.
const AT_REST_MS = 70_000;

/** The server's own account of its memory, by part, from its last collection at rest. */
function lastAtRestLine(server: ServerChild): string {
  const lines = server
    .logTail()
    .split('\n')
    .filter((line) => line.includes('memory at rest'));
  return lines.at(-1) ?? '(none yet)';
}

async function runOn(database: 'PostgreSQL' | 'PGlite') {
  await withBuiltServer(
    database,
    { name: 'reports-http', postgresUrl, env: { LOG_LEVEL: 'info' } },
    async (baseUrl, server) => {
      const session = await signUpVerified(baseUrl, 'reportshttp');
      const accountId = await createManualAccount(session, 'Everyday Checking');
      const csv = statementCsv({
        rows: ROWS,
        random: seededRandom(40),
        tag: 'http',
        today: TODAY,
        spanDays: 2920,
      });
      const started = performance.now();
      const answer = await session.expectOk<{ imported: number }>(
        'POST',
        importPath(accountId),
        csv,
        'text/csv',
      );
      console.log(
        `http ${database} import of ${answer.imported} rows: ${Math.round(performance.now() - started)} ms`,
      );
      await settle(server);
      console.log(`http ${database} server memory after the import settled: ${mb(server.rssBytes())}`);
      await new Promise((resolve) => setTimeout(resolve, AT_REST_MS));
      console.log(`http ${database} server memory at rest after the import: ${mb(server.rssBytes())}`);
      console.log(`http ${database} the server's last line on it: ${lastAtRestLine(server)}`);

      const medians = new Map<string, number>();
      const firsts = new Map<string, number>();
      for (const { figure, path } of REQUESTS) {
        const { first, times } = await medianMs(session, path);
        const median = times[times.length >> 1]!;
        medians.set(figure, median);
        firsts.set(figure, first);
        console.log(
          `http ${database} ${figure}: first ask ${first.toFixed(1)} ms, then median ${median.toFixed(1)} ms (${times[0]!.toFixed(1)}-${times.at(-1)!.toFixed(1)}, ${MEDIAN_OF} runs)`,
        );
      }
      for (const [which, figures] of [
        ['asked again', medians],
        ['first asks', firsts],
      ] as const) {
        const ratio = (all: string, short: string) => (figures.get(all)! / figures.get(short)!).toFixed(2);
        console.log(
          `http ${database} ${which}: all time against 30 days (summary): ${ratio('summary, all time', 'summary, 30 days')}x; ` +
            `all time against a year (monthly cash flow): ${ratio('monthly cash flow, all time', 'monthly cash flow, last year')}x (target at most 2x)`,
        );
      }

      const bare = await load(baseUrl, '/api/config');
      const accounts = await load(baseUrl, '/api/accounts', session.cookieHeader());
      const summary = await load(baseUrl, '/api/reports/summary?period=all', session.cookieHeader());
      console.log(
        `http ${database} ${CONNECTIONS} connections, ${SECONDS} s: a signed-in light read (GET /api/accounts) ` +
          `${Math.round(accounts.rps)} req/s (p99 ${accounts.p99} ms): ${((100 * accounts.rps) / bare.rps).toFixed(1)}% of bare`,
      );
      console.log(
        `http ${database} ${CONNECTIONS} connections, ${SECONDS} s: bare ${Math.round(bare.rps)} req/s (p99 ${bare.p99} ms, ` +
          `${bare.failed} failed), all-time summary ${Math.round(summary.rps)} req/s (p99 ${summary.p99} ms, ` +
          `${summary.failed} failed): ${((100 * summary.rps) / bare.rps).toFixed(1)}% (target at least 40%)`,
      );
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      console.log(`http ${database} server memory 10 s after the load: ${mb(server.rssBytes())}`);
      await new Promise((resolve) => setTimeout(resolve, AT_REST_MS - 10_000));
      console.log(`http ${database} server memory 70 s after the load: ${mb(server.rssBytes())}`);
      console.log(`http ${database} the server's last line on it: ${lastAtRestLine(server)}`);
    },
  );
}

const only = process.argv[2];
if (!only || only === 'postgresql') await runOn('PostgreSQL');
if (!only || only === 'pglite') await runOn('PGlite');
