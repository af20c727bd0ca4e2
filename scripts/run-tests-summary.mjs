// The table scripts/run-tests.mjs prints at the end: each step's wall time and test counts, the ten slowest files
// of each suite, and the check that the PostgreSQL run of the API suite ran every test the embedded run did
// (but the files that start real server processes, which run on their own embedded database either way).

const POSTGRES_ONLY = /\.postgres\.test\.ts$/;
const EMBEDDED_ONLY = /\.embedded\.test\.ts$/;
const seconds = (s) => `${s.toFixed(0)} s`;

function countsText(timings) {
  if (!timings) return '';
  const { passed, failed, skipped, pending } = timings.counts;
  const total = passed + failed + skipped + pending;
  const parts = [`${total} tests in ${timings.files.length} files`, `${passed} passed`];
  if (failed) parts.push(`${failed} failed`);
  if (skipped || pending) parts.push(`${skipped + pending} skipped`);
  return parts.join(', ');
}

/** Returns a problem to fail the run for: a skipped test, or a database that ran fewer tests than the other. */
function countProblems(results) {
  const problems = [];
  for (const r of results) {
    const c = r.timings?.counts;
    if (c && c.skipped + c.pending > 0) problems.push(`${r.name}: ${c.skipped + c.pending} tests skipped`);
  }
  const embedded = results.find((r) => r.name === 'api')?.timings;
  const server = results.find((r) => r.name === 'api-postgres')?.timings;
  if (embedded && server) {
    const shared = server.files.filter((f) => !POSTGRES_ONLY.test(f.file));
    const sharedTests = shared.reduce((n, f) => n + f.tests, 0);
    const onlyTests = server.files.filter((f) => POSTGRES_ONLY.test(f.file)).reduce((n, f) => n + f.tests, 0);
    const both = embedded.files.filter((f) => !EMBEDDED_ONLY.test(f.file));
    const embeddedTests = embedded.files.reduce((n, f) => n + f.tests, 0);
    const bothTests = both.reduce((n, f) => n + f.tests, 0);
    console.log(
      `\nAPI suite: ${embeddedTests} tests on PGlite (${embeddedTests - bothTests} of them in ` +
        `${embedded.files.length - both.length} files of real server processes, which run on PGlite only); ` +
        `on PostgreSQL the same ${sharedTests} in ${shared.length} files plus ${onlyTests} PostgreSQL-only tests`,
    );
    if (sharedTests !== bothTests || shared.length !== both.length) {
      problems.push(`the API suite ran ${bothTests} shared tests on PGlite but ${sharedTests} on PostgreSQL`);
    }
  }
  return problems;
}

export function printSummary(results, phases, totalSeconds) {
  for (const r of results) {
    if (!r.timings?.files.length) continue;
    console.log(`\nSlowest test files of ${r.name} (import + hooks + tests, one worker's view):`);
    const slowest = [...r.timings.files].sort((a, b) => b.ms - a.ms).slice(0, 10);
    for (const f of slowest) {
      console.log(
        `  ${(f.ms / 1000).toFixed(1).padStart(6)} s  ${String(f.tests).padStart(4)} tests  ${f.file}`,
      );
    }
  }
  const problems = countProblems(results);

  const width = Math.max(...phases.flat().map((n) => n.length), 4);
  console.log(`\n${'step'.padEnd(width)}  ${'wall'.padStart(7)}  result   tests`);
  for (const phase of phases) {
    for (const name of phase) {
      const r = results.find((x) => x.name === name);
      const together = phase.length > 1 ? ` (with ${phase.filter((n) => n !== name).join(', ')})` : '';
      if (!r) {
        console.log(`${name.padEnd(width)}  ${'-'.padStart(7)}  not run (an earlier step failed)`);
        continue;
      }
      const result = r.code === 0 ? 'ok     ' : 'FAILED ';
      console.log(
        `${name.padEnd(width)}  ${seconds(r.seconds).padStart(7)}  ${result}  ${countsText(r.timings)}${together}`,
      );
    }
  }
  console.log(`${'all'.padEnd(width)}  ${seconds(totalSeconds).padStart(7)}`);
  for (const r of results) {
    for (const f of r.timings?.failures ?? [])
      console.log(`FAILED in ${r.name}: ${f.file} > ${f.name}: ${f.message}`);
    for (const f of r.timings?.flaky ?? [])
      console.log(
        `passed on its retry in ${r.name}: ${f.file} > ${f.name}${f.message ? `: first try ${f.message}` : ''}`,
      );
    if (r.timings?.unhandledErrors)
      console.log(`FAILED in ${r.name}: ${r.timings.unhandledErrors} unhandled errors`);
  }
  for (const p of problems) console.log(`FAILED: ${p}`);
  return problems.length > 0;
}
