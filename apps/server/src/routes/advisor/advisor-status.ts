import type { Env } from '../../env.ts';
import type { Logger } from '../../logger.ts';

export const ADVISOR_STATUS_TTL_MS = 30_000;
export const ADVISOR_STATUS_TIMEOUT_MS = 2_000;

export type AdvisorStatusSource = 'setting' | 'status-url' | 'none';
export interface AdvisorStatus {
  online: boolean;
  source: AdvisorStatusSource;
}

export interface AdvisorStatusDeps {
  env: Pick<Env, 'ADVISOR_ONLINE' | 'ADVISOR_STATUS_URL'>;
  logger: Logger;
  /** Milliseconds since the epoch; injected so the cache can be tested without waiting. */
  now: () => number;
  fetch?: typeof globalThis.fetch;
}

/**
 * Whether the personal advisor is online (spec: Join Meeting Room is available only then).
 * Precedence: ADVISOR_ONLINE pins the answer; otherwise ADVISOR_STATUS_URL is asked for JSON
 * `{ "online": boolean }` with a short timeout, the answer cached for 30 s so a busy contact page costs
 * the status service at most two calls a minute per server. Any failure (timeout, non-2xx, bad JSON)
 * counts as offline: never send a visitor into an empty meeting room. Neither set: offline.
 */
export function createAdvisorStatus(deps: AdvisorStatusDeps) {
  const doFetch = deps.fetch ?? globalThis.fetch;
  let cached: { status: AdvisorStatus; at: number } | undefined;
  let inFlight: Promise<AdvisorStatus> | undefined;

  async function poll(url: string): Promise<AdvisorStatus> {
    try {
      const res = await doFetch(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(ADVISOR_STATUS_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`status ${res.status}`);
      const body = (await res.json()) as { online?: unknown } | null;
      if (typeof body?.online !== 'boolean') throw new Error('no boolean "online" field');
      return { online: body.online, source: 'status-url' };
    } catch (err) {
      // The URL may carry a token in its query string, so it is not logged.
      deps.logger.warn('advisor status unavailable; treating the advisor as offline', {
        reason: err instanceof Error ? err.message : String(err),
      });
      return { online: false, source: 'status-url' };
    }
  }

  return async function advisorStatus(): Promise<AdvisorStatus> {
    const { ADVISOR_ONLINE, ADVISOR_STATUS_URL } = deps.env;
    if (ADVISOR_ONLINE) return { online: ADVISOR_ONLINE === 'true', source: 'setting' };
    if (!ADVISOR_STATUS_URL) return { online: false, source: 'none' };
    if (cached && deps.now() - cached.at < ADVISOR_STATUS_TTL_MS) return cached.status;
    // Concurrent requests share one outgoing call.
    inFlight ??= poll(ADVISOR_STATUS_URL).then((status) => {
      cached = { status, at: deps.now() };
      inFlight = undefined;
      return status;
    });
    return inFlight;
  };
}
