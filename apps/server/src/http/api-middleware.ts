import type { Hono } from 'hono';
import { every } from 'hono/combine';
import { secureHeaders } from 'hono/secure-headers';
import type { SessionFacts } from '../auth/require-user.ts';
import type { CachedSession } from '../auth/session-cache.ts';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import { isSignedUnsubscribe } from '../notifications/unsubscribe-token.ts';
import { backPressure } from './back-pressure.ts';
import { apiSizeLimit, bodyPolicies, jsonBodies } from './body-policy.ts';
import { refuseUnknownHosts } from './host-guard.ts';
import { rejectUnusableInput } from './input-guard.ts';
import { cleanAuthBodies } from './clean-auth-bodies.ts';
import { countInteractive } from './interactive-requests.ts';
import { bodyDeadlines, receiveBodyFirst } from './receive-body.ts';
import { requireTrustedAuthOrigin, requireTrustedOrigin } from './origin-check.ts';
import { requestId } from './request-id.ts';
import { trustedOrigins } from './trusted-origins.ts';

export const PGLITE_BACK_PRESSURE = { concurrency: 8, queueLimit: 64, retryAfterSeconds: 1 };

/**
 * The middleware every request meets before a route, in this order: the request id, security headers,
 * the host check, then under /api the origin guard (before anything reads a body), the route's body policy, the
 * body received whole (receive-body.ts), the input guard, the session cache's clearing, back-pressure on the embedded database, and no-store.
 */
export function useApiMiddleware(
  app: Hono,
  opts: { env: Env; authSecret: string; database: Database; sessionCache: CachedSession<SessionFacts> },
) {
  const { env, sessionCache } = opts;
  // First of all: every answer, error or not, carries the request's id (X-Request-Id, and in error bodies).
  app.use(requestId());
  app.use(
    secureHeaders({
      // The SPA uses no inline scripts. Link (sandbox/production) comes from Plaid's CDN, the simulator's
      // script from this origin.
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://cdn.plaid.com'],
        frameSrc: ["'self'", 'https://cdn.plaid.com'],
        connectSrc: ["'self'", 'https://*.plaid.com'],
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  // Before any route, the mailbox and the SPA included: only our own host names (DNS rebinding).
  app.use(refuseUnknownHosts(env));

  // Every write must come from a trusted page, refused before anything reads its body. The signed
  // webhooks carry their own proof; better-auth's routes get its answer shapes (origin-check.ts).
  const origins = trustedOrigins(env);
  const originCheck = requireTrustedOrigin(origins, env.PUBLIC_URL);
  const authOriginCheck = requireTrustedAuthOrigin(origins, env.PUBLIC_URL);
  const bodies = bodyPolicies(jsonBodies);
  // The deadlines go on a body before the size limit reads it (a stalled upload gets a 408).
  const deadlines = bodyDeadlines();
  const guarded = every(originCheck, deadlines, bodies);
  const authGuarded = every(authOriginCheck, deadlines, apiSizeLimit);
  const sizeOnly = every(deadlines, apiSizeLimit);
  app.use('/api/*', async (c, next) => {
    // better-auth and the webhooks read their own body types; the size limit holds for them too.
    if (c.req.path.startsWith('/api/auth/')) return authGuarded(c, next);
    if (c.req.path.startsWith('/api/webhooks/')) return sizeOnly(c, next);
    // A one-click unsubscribe carries its own signature and no session: see isSignedUnsubscribe.
    if (isSignedUnsubscribe(c, opts.authSecret)) return sizeOnly(c, next);
    return guarded(c, next);
  });

  // A body is in memory before the request takes a database slot or a lock (408 if it stalls).
  app.use('/api/*', receiveBodyFirst());
  // better-auth stores names as given: its bodies' strings are cleaned as the API's own are.
  app.use('/api/auth/*', cleanAuthBodies());
  app.use(rejectUnusableInput());
  // Any write to the auth or account routes may end sessions: forget every cached check before it runs.
  app.use('/api/*', async (c, next) => {
    if (
      c.req.method !== 'GET' &&
      (c.req.path.startsWith('/api/auth/') || /^\/api\/account(\/|$)/.test(c.req.path))
    ) {
      sessionCache.clear();
      await next();
      sessionCache.clear();
      return;
    }
    await next();
  });
  // Requests a person waits on go first between the chunks of heavy work (take-turns.ts).
  app.use('/api/*', countInteractive());
  // The embedded database serves one query at a time: past a bounded queue, a fast 503 beats a long wait.
  if (opts.database.kind === 'pglite') {
    const limit = backPressure(PGLITE_BACK_PRESSURE);
    app.use('/api/*', (c, next) => (c.req.path === '/api/health' ? next() : limit(c, next)));
  }
  // Answers about a signed-in user's money are never stored by a browser or a proxy.
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
}
