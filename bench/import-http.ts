// Benchmark: a statement import through the API on the built server, as an outside tool times it (issue 40,
// "Import speed": 10,000 rows against Actual's 8.97 s on the same rows, goal 10x). Each run is a new user
// with a new account importing the same file of ROWS rows; the wall time of POST /api/accounts/:id/import
// from the first byte sent to the answer. The first run also starts the statement parser.
// Prints `import-http <database> ...` lines. Run: npx tsx import-http.ts [pglite|postgresql] [rows] [runs]
//   (build the server first: npm run build -w @tourniquet/server)
import { createManualAccount, importPath } from './lib/api-calls.ts';
import { signUpVerified } from './lib/api-session.ts';
import { settle, withBuiltServer } from './lib/built-server.ts';
import { DEFAULT_POSTGRES_URL } from './lib/fresh-postgres.ts';
import { seededRandom } from './lib/seeded-random.ts';
import { statementCsv } from './lib/statement-csv.ts';

const [which, rowsArg, runsArg] = process.argv.slice(2);
const ROWS = Number(rowsArg ?? 10_000);
const RUNS = Number(runsArg ?? 5);
const databases = (which ? [which] : ['pglite', 'postgresql']).map((name) =>
  name === 'pglite' ? ('PGlite' as const) : ('PostgreSQL' as const),
);
const postgresUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL;

for (const database of databases) {
  await withBuiltServer(database, { name: 'import-http', postgresUrl }, async (baseUrl, server) => {
    const csv = statementCsv({ rows: ROWS, random: seededRandom(25), tag: 'imp', today: '2026-11-21' });
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const session = await signUpVerified(baseUrl, `importhttp${run}`);
      const accountId = await createManualAccount(session, 'Everyday Checking');
      const started = performance.now();
      if (process.env.PHASES) console.log('sent at', Date.now());
      const answer = await session.expectOk<{ imported: number }>(
        'POST',
        importPath(accountId),
        csv,
        'text/csv',
      );
      const ms = performance.now() - started;
      if (process.env.PHASES) console.log('answered at', Date.now());
      times.push(ms);
      console.log(`import-http ${database} run ${run + 1}: ${answer.imported} rows in ${Math.round(ms)} ms`);
      await settle(server);
      if (process.env.PHASES)
        console.log(
          server
            .logTail()
            .split('\n')
            .filter((l) => l.includes('PHASES'))
            .slice(-3)
            .join('\n'),
        );
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `import-http ${database} ${ROWS} rows: median ${Math.round(sorted[sorted.length >> 1]!)} ms, ` +
        `fastest ${Math.round(sorted[0]!)} ms (${RUNS} runs)`,
    );
  });
}
