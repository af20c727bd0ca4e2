import type { MiddlewareHandler } from 'hono';
import type { Env } from '../env.ts';
import { ApiError } from './errors.ts';
import { isLoopbackHost } from './trusted-origins.ts';

/**
 * The host names this server answers for: PUBLIC_URL's, the TRUSTED_ORIGINS', and outside production the
 * loopback names (a developer opens either form of the address the start command prints).
 */
export function knownHostNames(env: Pick<Env, 'PUBLIC_URL' | 'NODE_ENV' | 'TRUSTED_ORIGINS'>): Set<string> {
  const names = new Set([new URL(env.PUBLIC_URL).hostname.toLowerCase()]);
  for (const extra of (env.TRUSTED_ORIGINS ?? '').split(',')) {
    if (extra.trim()) names.add(new URL(extra.trim()).hostname.toLowerCase());
  }
  if (env.NODE_ENV !== 'production') for (const name of ['localhost', '127.0.0.1', '[::1]']) names.add(name);
  return names;
}

/**
 * Refuses, before any route, a request whose Host names a server we are not. A page of evil.example whose
 * name an attacker points at 127.0.0.1 (DNS rebinding) reaches this server with `Host: evil.example`; it
 * must get nothing: no development mailbox with everyone's links, no session reads, no SPA. Only the host
 * name counts (a proxy may drop or change the port).
 */
export function refuseUnknownHosts(
  env: Pick<Env, 'PUBLIC_URL' | 'NODE_ENV' | 'TRUSTED_ORIGINS'>,
): MiddlewareHandler {
  const known = knownHostNames(env);
  return async (c, next) => {
    let hostname: string;
    try {
      hostname = new URL(c.req.url).hostname.toLowerCase();
    } catch {
      hostname = '';
    }
    if (known.has(hostname)) return next();
    throw new ApiError(421, 'unknown_host', 'This server does not answer for that host name.');
  };
}

/** True when the request names this machine by a loopback name (the development mailbox answers only so). */
export function requestedOnLoopback(url: string): boolean {
  try {
    return isLoopbackHost(new URL(url).hostname);
  } catch {
    return false;
  }
}
