import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { z } from 'zod';
import type { Clock } from './clock.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { ApiError, errorResponse } from './http/errors.ts';
import { serveSpa } from './http/static-spa.ts';
import type { Logger } from './logger.ts';
import { advisorRoutes } from './routes/advisor/advisor.routes.ts';
import { configRoutes } from './routes/config/config.routes.ts';
import { healthRoutes } from './routes/health/health.routes.ts';

export interface AppDeps {
  database: Database;
  clock: Clock;
  env: Env;
  logger: Logger;
  /** Where the built SPA lives; omitted in API-only tests. */
  webDistDir?: string;
}

const clientNotFoundSchema = z.object({ path: z.string().min(1).max(2048) }).strict();

export function createApp(deps: AppDeps) {
  const { database, logger } = deps;
  const app = new Hono();

  app.use(
    secureHeaders({
      // The SPA uses no inline scripts; styles from Tailwind are files. Link (sandbox/production) comes from
      // Plaid's CDN, the simulator's script from this origin.
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

  app.route('/api/health', healthRoutes(database));
  app.route('/api/config', configRoutes(deps.env));
  app.route(
    '/api/advisor-status',
    advisorRoutes({ env: deps.env, logger, now: () => deps.clock.now().getTime() }),
  );

  // The not-found page reports the path it was shown for, so broken links show up in the server log.
  app.post('/api/client-events/not-found', async (c) => {
    const parsed = clientNotFoundSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw new ApiError(400, 'invalid_request', 'path: a path is required');
    logger.warn('page not found', { path: parsed.data.path });
    return c.body(null, 204);
  });

  app.all('/api/*', () => {
    throw new ApiError(404, 'not_found', 'Not found');
  });

  if (deps.webDistDir) app.use(serveSpa(deps.webDistDir));

  app.notFound((c) => c.json({ error: { code: 'not_found', message: 'Not found' } }, 404));
  app.onError((err, c) => errorResponse(err, c, logger));
  return app;
}

export type App = ReturnType<typeof createApp>;
