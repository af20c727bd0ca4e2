import type { Context, MiddlewareHandler } from 'hono';
import { html } from 'hono/html';
import type { Env } from '../env.ts';
import { ApiError } from './errors.ts';
import { isLoopbackHost } from './trusted-origins.ts';

type HostEnv = Pick<Env, 'PUBLIC_URL' | 'NODE_ENV' | 'TRUSTED_ORIGINS' | 'PRODUCT_NAME'>;

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

const SERVER_PREFIXES = ['/api/', '/sim/', '/dev/'];

/** A person who opened the app at another name of this machine: say where to open it instead. */
function wrongAddressPage(c: Context, url: URL, env: HostEnv) {
  const trusted = new URL(env.PUBLIC_URL).origin;
  const there = `${trusted}${url.pathname}${url.search}`;
  const opened = url.origin.slice(0, 200);
  return c.html(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>Open ${env.PRODUCT_NAME} at its own address</title>
        </head>
        <body
          style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem"
        >
          <main>
            <h1 style="font-size: 1.25rem">Open ${env.PRODUCT_NAME} at its own address</h1>
            <p role="alert">
              This page was opened at ${opened}, which this server does not trust. Open ${trusted} instead.
            </p>
            <p><a href="${there}">Open this page there</a></p>
          </main>
        </body>
      </html>`,
    421,
  );
}

/**
 * Refuses, before any route, a request whose Host names a server we are not. A page of evil.example whose
 * name an attacker points at 127.0.0.1 (DNS rebinding) reaches this server with `Host: evil.example`; it
 * must get nothing: no development mailbox with everyone's links, no session reads, no SPA. Only the host
 * name counts (a proxy may drop or change the port). A person who typed another name of the machine (a
 * LAN name, a pasted alias) gets a page saying which address to open instead, and nothing of the app.
 */
export function refuseUnknownHosts(env: HostEnv): MiddlewareHandler {
  const known = knownHostNames(env);
  return async (c, next) => {
    let url: URL | null;
    try {
      url = new URL(c.req.url);
    } catch {
      url = null;
    }
    if (url && known.has(url.hostname.toLowerCase())) return next();
    const pageLoad =
      url !== null &&
      (c.req.method === 'GET' || c.req.method === 'HEAD') &&
      !SERVER_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));
    if (pageLoad) return wrongAddressPage(c, url!, env);
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
