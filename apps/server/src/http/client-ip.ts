import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Env } from '../env.ts';

/** The client's address: X-Forwarded-For's first hop behind a trusted proxy, else the socket's. */
export function clientIp(c: Context, env: Pick<Env, 'TRUST_PROXY'>): string {
  if (env.TRUST_PROXY === 'true') {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'in-process'; // app.request() in tests has no socket
  }
}
