import { Hono } from 'hono';
import { createAppServices, type AppDeps } from './app-dependencies.ts';
import { parsePool } from './import/worker/parse-pool.ts';
import { mountRoutes } from './app-mount-table.ts';
import { useApiMiddleware } from './http/api-middleware.ts';
import { ApiError, errorResponse } from './http/errors.ts';
import { redirectLoopbackToPublicUrl } from './http/loopback-redirect.ts';
import { serveSpa } from './http/static-spa.ts';
import { domainErrorToHttp } from './routes/domain-http-errors.ts';

export type { AppDeps } from './app-dependencies.ts';
export { MAX_API_BODY_BYTES } from './http/body-policy.ts';
export { PGLITE_BACK_PRESSURE } from './http/api-middleware.ts';

/**
 * The whole server as one Hono app: services built once (app-dependencies.ts), the middleware every API
 * request meets (http/api-middleware.ts), then every area's routes (app-mount-table.ts), the API's 404
 * and the SPA.
 */
export function createApp(deps: AppDeps) {
  const app = new Hono();
  // Simulator webhooks are delivered in-process to our own webhook route, exactly as Plaid would post them.
  const services = createAppServices(deps, async (url, body, headers) => {
    const res = await app.request(new URL(url).pathname, { method: 'POST', body, headers });
    if (!res.ok) throw new Error(`webhook answered ${res.status}`);
  });

  useApiMiddleware(app, {
    env: deps.env,
    authSecret: deps.secrets.authSecret,
    database: deps.database,
    sessionCache: services.sessionCache,
  });
  mountRoutes(app, deps, services);

  app.all('/api/*', () => {
    throw new ApiError(404, 'not_found', 'Not found');
  });
  if (deps.webDistDir) {
    app.use(redirectLoopbackToPublicUrl(deps.env));
    app.use(serveSpa(deps.webDistDir));
  }
  app.notFound((c) => c.json({ error: { code: 'not_found', message: 'Not found' } }, 404));
  app.onError((err, c) => errorResponse(domainErrorToHttp(err), c, deps.logger));
  // A statement parser ended under a file (time limit, out of memory, a crash): the log says so.
  parsePool().onWorkerDeath = (death) => deps.logger.warn('A statement parser worker ended', { ...death });
  return app;
}

export type App = ReturnType<typeof createApp>;
