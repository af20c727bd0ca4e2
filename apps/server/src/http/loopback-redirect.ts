import type { MiddlewareHandler } from 'hono';
import type { Env } from '../env.ts';
import { isLoopbackHost } from './trusted-origins.ts';

const SERVER_PREFIXES = ['/api/', '/sim/', '/dev/'];

/**
 * Outside production, a page opened on another loopback name of this server (127.0.0.1 when PUBLIC_URL says
 * localhost, or the reverse) is sent to PUBLIC_URL. Cookies belong to one host name, and every mailed link
 * points at PUBLIC_URL: a user who signed up at 127.0.0.1 and verified through a localhost link had a
 * session the first tab could never see. Only page loads move; API calls from an open page are answered
 * where they are (the trusted-origin list accepts both names), so nothing in flight breaks.
 */
export function redirectLoopbackToPublicUrl(env: Pick<Env, 'NODE_ENV' | 'PUBLIC_URL'>): MiddlewareHandler {
  const target = new URL(env.PUBLIC_URL);
  const active = env.NODE_ENV !== 'production' && isLoopbackHost(target.hostname);
  return async (c, next) => {
    if (!active || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const url = new URL(c.req.url);
    if (SERVER_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return next();
    const otherName =
      isLoopbackHost(url.hostname) && url.hostname !== target.hostname && url.port === target.port;
    if (!otherName) return next();
    return c.redirect(`${target.origin}${url.pathname}${url.search}`, 307);
  };
}
