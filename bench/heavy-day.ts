// One user's heavy day against another user's reads (issue 34), over HTTP on the built server: while user A
// imports a 100,000-row file, downloads every row as CSV (once, then twice at once), takes two data exports
// at once, applies a rule to every past row and undoes it; while eight users trickle statement uploads; and
// while two users send 9.9 MB OFX files of one repeated tag, user B reads GET /api/accounts back to back
// (and, for the OFX case, previews a two-row file). Prints B's idle figures and, per case, B's p95 and
// longest wait and what A's requests answered. Measures only: no figure here fails the run.
// Run: npm run heavy-day -w @tourniquet/bench [-- --database=postgres] (builds the server first)
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createManualAccount, importPath } from './lib/api-calls.ts';
import { signUpVerified, type ApiSession } from './lib/api-session.ts';
import { createFreshDatabase, DEFAULT_POSTGRES_URL } from './lib/fresh-postgres.ts';
import { freePort, killAllChildren, startServer, baseUrlOf } from './lib/server-child.ts';
import { seededRandom } from './lib/seeded-random.ts';
import { statementCsv } from './lib/statement-csv.ts';

const BUDGET_MS = 25 * 60_000;
const ROWS = Number(process.env.HEAVY_DAY_ROWS ?? 100_000);
const usePostgres = process.argv.includes('--database=postgres');
const budget = setTimeout(() => {
  console.error('heavy day: not finished within the budget');
  killAllChildren();
  process.exit(2);
}, BUDGET_MS);

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** B reading its accounts back to back until stopped: each wait in ms. */
function reader(session: ApiSession) {
  const waits: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const res = await session.request('GET', '/api/accounts');
      waits.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`B's read answered ${res.status}`);
    }
  })();
  // Seen at stop(): left unhandled meanwhile, a refused read ended the run before the server's own exit
  // message could say why.
  done.catch(() => undefined);
  return {
    async stop() {
      running = false;
      await done;
      const sorted = [...waits].sort((a, b) => a - b);
      return {
        count: sorted.length,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        max: sorted.at(-1) ?? 0,
      };
    },
  };
}

/** A request whose body trickles in: one line every `everyMs`, `lines` lines, then the end. */
function trickleUpload(baseUrl: string, session: ApiSession, path: string, lines: number, everyMs: number) {
  return new Promise<number>((resolve) => {
    const req = http.request(baseUrl + path, {
      method: 'POST',
      headers: { Origin: baseUrl, Cookie: session.cookieHeader(), 'Content-Type': 'text/csv' },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.write('Date,Description,Amount\n');
    let sent = 0;
    const timer = setInterval(() => {
      if (req.destroyed) return clearInterval(timer);
      if (sent >= lines) {
        clearInterval(timer);
        req.end();
        return;
      }
      req.write(`11/0${1 + (sent % 9)}/2026,TRICKLE ${sent},-1.00\n`);
      sent += 1;
    }, everyMs);
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'tq-heavy-day-'));
const database = usePostgres
  ? await createFreshDatabase(process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL, 'tq_heavy_day')
  : null;
const port = await freePort();
const config = {
  port,
  dataDir,
  entry: 'built' as const,
  env: { RATE_LIMIT_MULTIPLIER: '100' },
  ...(database && { databaseUrl: database.url }),
};
const server = await startServer(config, 120_000);
let finished = false;
// A server that dies mid-run says why: its own last lines, not just the next request's ECONNREFUSED.
void server.exited.then(({ code, signal }) => {
  if (!finished) console.error(`the server exited (${code ?? signal}):\n${server.logTail()}`);
});
const baseUrl = baseUrlOf(config);
const table: string[][] = [];
let peakRss = 0;
const rssTimer = setInterval(() => (peakRss = Math.max(peakRss, server.rssBytes() ?? 0)), 200);

async function measure(what: string, work: () => Promise<string>) {
  const b = reader(bSession);
  await new Promise((r) => setTimeout(r, 300));
  const started = performance.now();
  const answered = await work();
  const seconds = (performance.now() - started) / 1000;
  const waits = await b.stop();
  table.push([
    what,
    answered,
    seconds.toFixed(1),
    waits.p95.toFixed(0),
    waits.max.toFixed(0),
    String(waits.count),
  ]);
  console.log(
    `  ${what}: ${answered} in ${seconds.toFixed(1)} s; B p95 ${waits.p95.toFixed(0)} ms, max ${waits.max.toFixed(0)} ms`,
  );
}

const aSession = await signUpVerified(baseUrl, 'heavy-a');
const bSession = await signUpVerified(baseUrl, 'heavy-b');
const bAccount = await createManualAccount(bSession, 'B checking');
try {
  const idle = reader(bSession);
  await new Promise((r) => setTimeout(r, 3_000));
  const idleWaits = await idle.stop();
  console.log(
    `B idle: p50 ${idleWaits.p50.toFixed(1)} ms, p95 ${idleWaits.p95.toFixed(1)} ms over ${idleWaits.count} reads`,
  );

  const aAccount = await createManualAccount(aSession, 'A checking');
  const csv = statementCsv({
    rows: ROWS,
    random: seededRandom(34),
    tag: 'HD',
    today: '2026-11-21',
    spanDays: 8 * 365,
  });
  await measure(
    `import ${ROWS.toLocaleString('en-US')} rows (${(csv.length / 1e6).toFixed(1)} MB)`,
    async () => {
      const res = await aSession.request('POST', importPath(aAccount), csv, { contentType: 'text/csv' });
      return String(res.status);
    },
  );
  await measure('transactions.csv, all time', async () => {
    const res = await aSession.request('GET', '/api/reports/transactions.csv?period=all');
    return `${res.status} (${(res.text.length / 1e6).toFixed(1)} MB)`;
  });
  await measure('two transactions.csv at once', async () => {
    const both = await Promise.all(
      [0, 1].map(() => aSession.request('GET', '/api/reports/transactions.csv?period=all')),
    );
    return both.map((r) => r.status).join(' + ');
  });
  await measure('two data exports at once', async () => {
    const both = await Promise.all([0, 1].map(() => aSession.request('GET', '/api/export')));
    return both.map((r) => r.status).join(' + ');
  });
  let ruleId = '';
  await measure('rule applied to every past row', async () => {
    const res = await aSession.request('POST', '/api/rules', {
      conditions: { direction: 'out' },
      actions: { merchantName: 'Heavy Day Rename' },
      applyToPast: true,
    });
    ruleId = (res.json as { id?: string } | null)?.id ?? '';
    return `${res.status} (${(res.json as { changed?: number } | null)?.changed ?? '?'} changed)`;
  });
  await measure('its undo', async () => {
    const res = await aSession.request('POST', `/api/rules/${ruleId}/undo-apply`, {});
    return `${res.status} (${(res.json as { restored?: number } | null)?.restored ?? '?'} restored)`;
  });
  const tricklers = await Promise.all(
    Array.from({ length: 8 }, (_, i) => signUpVerified(baseUrl, `trickle-${i}`)),
  );
  const trickleAccounts = await Promise.all(tricklers.map((s, i) => createManualAccount(s, `Trickle ${i}`)));
  await measure('eight uploads trickling a line every 2 s', async () => {
    const statuses = await Promise.all(
      tricklers.map((s, i) => trickleUpload(baseUrl, s, importPath(trickleAccounts[i]!), 20, 2_000)),
    );
    return statuses.join(' ');
  });
  const ofxUsers = await Promise.all([0, 1].map((i) => signUpVerified(baseUrl, `ofx-${i}`)));
  const ofxAccounts = await Promise.all(ofxUsers.map((s, i) => createManualAccount(s, `OFX ${i}`)));
  const hostile = `OFXHEADER:100\nDATA:OFXSGML\n\n<OFX>${'<A>'.repeat(3_300_000)}`;
  rssTimer.refresh();
  peakRss = 0;
  let previewMs = 0;
  await measure('two users, two 9.9 MB OFX of <A> each', async () => {
    const uploads = ofxUsers.flatMap((s, i) =>
      [0, 1].map(() =>
        s.request('POST', `${importPath(ofxAccounts[i]!)}&preview=1`, hostile, {
          contentType: 'application/x-ofx',
        }),
      ),
    );
    await new Promise((r) => setTimeout(r, 200));
    const started = performance.now();
    const preview = await bSession.request(
      'POST',
      `${importPath(bAccount)}&preview=1`,
      'Date,Description,Amount\n11/02/2026,CAFE,-4.50\n11/03/2026,BOOKS,-12.00\n',
      {
        contentType: 'text/csv',
      },
    );
    previewMs = performance.now() - started;
    const statuses = (await Promise.all(uploads)).map((r) => r.status);
    return `${statuses.join(' ')}; B's preview ${preview.status} in ${previewMs.toFixed(0)} ms; peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MB`;
  });

  console.log(
    `\nHeavy day on ${usePostgres ? 'PostgreSQL' : 'PGlite'}, built server; B idle p95 ${idleWaits.p95.toFixed(1)} ms`,
  );
  console.log('| what A did | A got | s | B p95 ms | B max ms | B reads |');
  console.log('|---|---|---|---|---|---|');
  for (const row of table) console.log(`| ${row.join(' | ')} |`);
} finally {
  clearInterval(rssTimer);
  clearTimeout(budget);
  finished = true;
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
}
