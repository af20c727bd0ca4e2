// `npm run bench`: every benchmark of bench/ in sequence, each figure as a median and range over at least 3
// runs, written between the markers of docs/performance.md (the rest of that file is prose kept by hand).
// A benchmark that fails is reported as failed in the table; the others still run. Nothing here asserts.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = join(benchDir, '..');
const docPath = join(repoRoot, 'docs/performance.md');
const BEGIN = '<!-- bench:begin (written by npm run bench) -->';
const END = '<!-- bench:end -->';

interface Row {
  figure: string;
  values: number[];
  unit: string;
  target: string;
  /** true / false when the target is a number this row can be held to; undefined for "measure only". */
  met?: boolean;
}
const rows: Row[] = [];
const notes: string[] = [];
const durations: string[] = [];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));

function add(figure: string, values: number[], unit: string, target: string, max?: number) {
  if (values.length === 0) return;
  rows.push({ figure, values, unit, target, met: max === undefined ? undefined : median(values) <= max });
}

/** Runs one command `runs` times; returns each run's stdout (a failed run is noted and skipped). */
function run(name: string, command: string, args: string[], runs: number, timeoutMs = 600_000): string[] {
  const outputs: string[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    console.log(`== ${name} (run ${i + 1} of ${runs})`);
    const result = spawnSync(command, args, {
      cwd: benchDir,
      encoding: 'utf8',
      timeout: timeoutMs,
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const seconds = (performance.now() - started) / 1000;
    durations.push(`${name} run ${i + 1}: ${seconds.toFixed(0)} s`);
    const summary = (result.stdout ?? '')
      .split('\n')
      .filter((line) => !line.includes('plan ('))
      .join('\n');
    console.log(summary.trimEnd());
    if (result.status !== 0) {
      notes.push(
        `${name} run ${i + 1} failed (${result.error?.message ?? `exit ${result.status ?? result.signal}`})`,
      );
      continue;
    }
    outputs.push(result.stdout);
  }
  return outputs;
}
const tsx = (file: string, runs: number) => run(file, process.execPath, ['--import', 'tsx', file], runs);
const matches = (outputs: string[], pattern: RegExp) =>
  outputs.flatMap((out) => [...out.matchAll(new RegExp(pattern, 'gm'))]);

const started = Date.now();

// Sync: the bench times 3 syncs itself.
{
  const out = tsx('sync.bench.ts', 1);
  const ms = matches(out, /^run \d+: \d+ transactions synced in (\d+) ms/).map((m) => Number(m[1]));
  add('Sync of ~10,000 transactions (PostgreSQL)', ms, 'ms', '≤ 3,000 ms', 3000);
}

// Report summary SQL: each run prints the median of 7 queries; the table gives the median of the runs.
{
  const out = tsx('reports.bench.ts', 3);
  const byLabel = new Map<string, number[]>();
  for (const m of matches(out, /^([\d,]+ rows, [^:]+): median ([\d.]+) ms/)) {
    byLabel.set(m[1]!, [...(byLabel.get(m[1]!) ?? []), Number(m[2])]);
  }
  for (const [label, values] of byLabel) {
    add(`Report summary SQL, ${label} (PostgreSQL)`, values, 'ms', '≤ 50 ms', 50);
  }
}

// Recurring and fee detection: 7 timed passes per run; wall time is the target, CPU time shows the load.
{
  const out = tsx('recurring.bench.ts', 3);
  for (const size of ['10,', '50,']) {
    const found = matches(
      out,
      /^([\d,]+) transactions: median ([\d.]+) ms wall .*median ([\d.]+) ms CPU/,
    ).filter((m) => m[1]!.startsWith(size));
    if (found.length === 0) continue;
    const label = `Recurring + fee detection, ${found[0]![1]} transactions`;
    const isTarget = size === '50,';
    add(
      `${label} (wall)`,
      found.map((m) => Number(m[2])),
      'ms',
      isTarget ? '≤ 300 ms' : 'measure',
      isTarget ? 300 : undefined,
    );
    add(
      `${label} (CPU)`,
      found.map((m) => Number(m[3])),
      'ms',
      'measure',
    );
  }
}

// Recurring detection quality on simulated households: deterministic, one run.
{
  const out = tsx('recurring-sim-score.ts', 1);
  const all = matches(out, /^all\s+precision ([\d.]+)% recall ([\d.]+)%/)[0];
  if (all) {
    add('Recurring detection precision (simulated households)', [Number(all[1])], '%', 'measure');
    add('Recurring detection recall (simulated households)', [Number(all[2])], '%', 'measure');
  }
}

// Benchmarks other work adds; run when present, their own summary lines quoted.
for (const file of ['import.bench.ts', 'load-soak.ts']) {
  if (!existsSync(join(benchDir, file))) {
    notes.push(`${file} is not in bench/ yet: not run`);
    continue;
  }
  const out = tsx(file, 1);
  const lines = out.join('\n').trim().split('\n').slice(-8);
  notes.push(`${file} (one run, its last lines):\n\n\`\`\`\n${lines.join('\n')}\n\`\`\``);
}

// Start-up and memory.
{
  const out = tsx('startup-memory.ts', 1);
  const json = matches(out, /^JSON (.*)$/)[0];
  const figures = json ? (JSON.parse(json[1]!) as { name: string; unit: string; values: number[] }[]) : [];
  for (const figure of figures) {
    const isPgliteRest = figure.name.startsWith('built server, PGlite') && figure.unit === 'MB';
    add(
      figure.name,
      figure.values,
      figure.unit,
      isPgliteRest ? '< 300 MB' : 'measure',
      isPgliteRest ? 299 : undefined,
    );
  }
}

// Web: gzipped JS per route, against the budgets the CI check holds.
{
  const out = run(
    'bundle-budget',
    process.execPath,
    [join(repoRoot, 'scripts/bundle-budget.mjs'), '--json'],
    1,
  );
  const json = matches(out, /^(\{"entry".*)$/)[0];
  if (json) {
    const { rows: routes } = JSON.parse(json[1]!) as { rows: { path: string; js: number; css: number }[] };
    const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
    for (const route of routes.filter((r) => r.path === '/' || r.path === '/signin')) {
      add(`JS downloaded by ${route.path} (gzip)`, [kb(route.js)], 'KB', '≤ 100 KB', 100);
    }
    const heaviest = routes.reduce((a, b) => (b.js > a.js ? b : a));
    add(
      `JS downloaded by the heaviest route, ${heaviest.path} (gzip)`,
      [kb(heaviest.js)],
      'KB',
      '≤ 200 KB',
      200,
    );
  }
}

const minutes = (Date.now() - started) / 60_000;
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const lines = [
  BEGIN,
  '',
  `Run on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores (${cpu}), ` +
    `${Math.round(os.totalmem() / 1024 ** 3)} GB RAM, node ${process.version}, ${os.type()} ${os.release()}; ` +
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} at the end; the whole run took ${minutes.toFixed(1)} min.`,
  '',
  '| figure | median | range (runs) | target | met |',
  '|---|---|---|---|---|',
  ...rows.map((row) => {
    const range =
      row.values.length > 1
        ? `${fmt(Math.min(...row.values))} – ${fmt(Math.max(...row.values))} (${row.values.length})`
        : `(1)`;
    const met = row.met === undefined ? '' : row.met ? 'yes' : '**no**';
    return `| ${row.figure} | ${fmt(median(row.values))} ${row.unit} | ${range} | ${row.target} | ${met} |`;
  }),
  '',
  ...notes.map((note) => `- ${note}`),
  ...(notes.length ? [''] : []),
  `<details><summary>Durations</summary>\n\n${durations.map((d) => `- ${d}`).join('\n')}\n\n</details>`,
  '',
  END,
];
const doc = existsSync(docPath) ? readFileSync(docPath, 'utf8') : `# Performance\n\n${BEGIN}\n${END}\n`;
const at = doc.indexOf(BEGIN);
const end = doc.indexOf(END);
const next =
  at >= 0 && end > at
    ? `${doc.slice(0, at)}${lines.join('\n')}${doc.slice(end + END.length)}`
    : `${doc.trimEnd()}\n\n${lines.join('\n')}\n`;
writeFileSync(docPath, next);
// The repository's lint checks prettier's formatting of the docs (it aligns table columns).
spawnSync(process.execPath, [join(repoRoot, 'node_modules/prettier/bin/prettier.cjs'), '--write', docPath], {
  stdio: 'ignore',
});
console.log(
  `\n${lines.slice(2, -2).join('\n')}\n\nwritten to docs/performance.md (${minutes.toFixed(1)} min)`,
);
