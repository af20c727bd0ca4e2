import http from 'node:http';
import { httpRequest } from '../lib/http-client.ts';
import { seededRandom } from '../lib/seeded-random.ts';
import { nextRequest } from './request-mix.ts';
import type { SoakUser } from './soak-users.ts';

export interface RouteStats {
  statuses: Map<number, number>;
  latenciesMs: number[];
}

export interface PoolResult {
  byRoute: Map<string, RouteStats>;
  /** Requests that got no HTTP answer at all (connection refused or reset, timeout). */
  networkErrors: number;
  networkErrorSample: string | null;
  staleSocketRetries: number;
  elapsedMs: number;
  /** The slowest answers: route, status, when sent (seconds into the soak) and how long they took. */
  slowest: { route: string; status: number; sentAtSeconds: number; ms: number }[];
}

/**
 * `connections` workers, each with its own kept-alive connection (one agent socket per worker), sending
 * one request after another for `seconds`; worker k acts as user k mod users. A 503 with Retry-After is
 * honoured as a browser-side client would: the worker waits that long before its next request.
 */
export async function runPool(opts: {
  baseUrl: string;
  users: SoakUser[];
  connections: number;
  seconds: number;
  seed: number;
}): Promise<PoolResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const result: PoolResult = {
    byRoute: new Map(),
    networkErrors: 0,
    networkErrorSample: null,
    staleSocketRetries: 0,
    elapsedMs: 0,
    slowest: [],
  };
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;
  const worker = async (k: number) => {
    const user = opts.users[k % opts.users.length]!;
    const random = seededRandom(opts.seed * 1000 + k);
    const cookie = user.session.cookieHeader();
    while (performance.now() < deadline) {
      const req = nextRequest(user, random);
      const headers: Record<string, string> = { Origin: opts.baseUrl, Cookie: cookie };
      if (req.body !== undefined) headers['Content-Type'] = 'application/json';
      const sent = performance.now();
      let retryAfterMs = 0;
      try {
        const res = await httpRequest(opts.baseUrl + req.path, {
          method: req.method,
          headers,
          body: req.body === undefined ? undefined : JSON.stringify(req.body),
          agent,
          timeoutMs: 60_000,
          onStaleSocket: () => result.staleSocketRetries++,
        });
        const stats: RouteStats = result.byRoute.get(req.route) ?? { statuses: new Map(), latenciesMs: [] };
        result.byRoute.set(req.route, stats);
        stats.statuses.set(res.status, (stats.statuses.get(res.status) ?? 0) + 1);
        const ms = performance.now() - sent;
        stats.latenciesMs.push(ms);
        noteSlow(result.slowest, {
          route: req.route,
          status: res.status,
          sentAtSeconds: (sent - started) / 1000,
          ms,
        });
        if (res.status === 503) retryAfterMs = 1000 * Number(res.retryAfter ?? '1');
      } catch (err) {
        result.networkErrors++;
        result.networkErrorSample ??= `${req.method} ${req.path}: ${String(err)}`;
        retryAfterMs = 100;
      }
      if (retryAfterMs) await new Promise((r) => setTimeout(r, retryAfterMs));
    }
  };
  await Promise.all(Array.from({ length: opts.connections }, (_, k) => worker(k)));
  result.elapsedMs = performance.now() - started;
  agent.destroy();
  return result;
}

function noteSlow(slowest: PoolResult['slowest'], entry: PoolResult['slowest'][number]) {
  if (slowest.length >= 5 && entry.ms <= slowest.at(-1)!.ms) return;
  slowest.push(entry);
  slowest.sort((a, b) => b.ms - a.ms);
  slowest.length = Math.min(slowest.length, 5);
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
