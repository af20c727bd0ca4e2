import { percentile, type PoolResult } from './load-pool.ts';
import type { RssSample } from './rss-sampler.ts';

export interface PhaseResult {
  database: 'PostgreSQL' | 'PGlite';
  seconds: number;
  setupSeconds: number;
  pool: PoolResult;
  rss: RssSample[];
  /** The server's CPU time over the soak, in cores (1 = one core busy all the time). */
  serverCores: number;
}

const ms = (n: number) => `${n.toFixed(0)} ms`;

export interface PhaseFigures {
  requests: number;
  perSecond: number;
  fiveXx: number;
  status503: number;
  p50: number;
  p99: number;
  maxRssMb: number;
  serverCores: number;
  maxUnaccepted: number;
}

/** Prints one phase (per route and in total); returns its figures and what failed. */
export function printPhase(
  result: PhaseResult,
  opts: { allowed5xx: number[] },
): { figures: PhaseFigures; failures: string[] } {
  const failures: string[] = [];
  const { pool } = result;
  const all: number[] = [];
  const totals = new Map<number, number>();
  console.log(`\n${result.database}, ${result.seconds} s:`);
  console.log('route                     requests   2xx     4xx   5xx (503)   p50      p99');
  for (const [route, stats] of [...pool.byRoute].sort()) {
    const count = (test: (s: number) => boolean) =>
      [...stats.statuses].filter(([s]) => test(s)).reduce((n, [, c]) => n + c, 0);
    for (const [s, c] of stats.statuses) totals.set(s, (totals.get(s) ?? 0) + c);
    const sorted = [...stats.latenciesMs].sort((a, b) => a - b);
    all.push(...stats.latenciesMs);
    const total = sorted.length;
    console.log(
      `${route.padEnd(25)} ${String(total).padStart(8)} ${String(count((s) => s < 300)).padStart(6)} ` +
        `${String(count((s) => s >= 400 && s < 500)).padStart(6)} ${String(count((s) => s >= 500)).padStart(5)} ` +
        `(${count((s) => s === 503)})`.padEnd(8) +
        `${ms(percentile(sorted, 50)).padStart(8)} ${ms(percentile(sorted, 99)).padStart(8)}`,
    );
  }
  all.sort((a, b) => a - b);
  const requests = all.length;
  const by = (test: (s: number) => boolean) =>
    [...totals].filter(([s]) => test(s)).reduce((n, [, c]) => n + c, 0);
  const fiveXx = by((s) => s >= 500);
  const unexpected5xx = by((s) => s >= 500 && !opts.allowed5xx.includes(s));
  const fourXx = by((s) => s >= 400 && s < 500);
  const statusList = [...totals]
    .sort(([a], [b]) => a - b)
    .map(([s, c]) => `${s}: ${c}`)
    .join(', ');
  console.log(
    `total: ${requests} requests (${(requests / (pool.elapsedMs / 1000)).toFixed(0)}/s), ${statusList}; ` +
      `p50 ${ms(percentile(all, 50))}, p99 ${ms(percentile(all, 99))}; ${fiveXx} 5xx; ` +
      `${pool.networkErrors} without an answer; ${pool.staleSocketRetries} idle-socket retries`,
  );
  const slow = pool.slowest.map(
    (s) =>
      `${s.route} ${s.status} sent at ${s.sentAtSeconds.toFixed(1)} s took ${(s.ms / 1000).toFixed(1)} s`,
  );
  console.log(`slowest: ${slow.join('; ')}`);
  const queued = result.rss.map((s) => s.unaccepted ?? '?');
  console.log(`connections not yet accepted by the server, every 5 s: ${queued.join(' ')}`);
  const mb = result.rss.map((s) => (s.rssBytes / 2 ** 20).toFixed(0));
  console.log(
    `RSS every 5 s (MB): ${mb.join(' ')}; server CPU ${(result.serverCores * 100).toFixed(0)}% of a core`,
  );
  if (unexpected5xx) failures.push(`${result.database}: ${unexpected5xx} unexpected 5xx answers`);
  if (fourXx) failures.push(`${result.database}: ${fourXx} 4xx answers (the soak sends only valid requests)`);
  if (pool.networkErrors) {
    failures.push(
      `${result.database}: ${pool.networkErrors} requests without an answer, e.g. ${pool.networkErrorSample}`,
    );
  }
  const figures: PhaseFigures = {
    requests,
    perSecond: requests / (pool.elapsedMs / 1000),
    fiveXx,
    status503: by((s) => s === 503),
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    maxRssMb: Math.max(0, ...result.rss.map((s) => s.rssBytes)) / 2 ** 20,
    serverCores: result.serverCores,
    maxUnaccepted: Math.max(0, ...result.rss.map((s) => s.unaccepted ?? 0)),
  };
  return { figures, failures };
}
