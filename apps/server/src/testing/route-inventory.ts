import type { App } from '../app.ts';

export interface RouteEntry {
  /** GET, POST, ... or ALL (middleware, catch-alls). */
  method: string;
  /** The path pattern as registered, e.g. /api/accounts/:id. */
  path: string;
  /** `${method} ${path}`: the key tests index their tables by. */
  key: string;
}

export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every (method, path) the app's router holds, once each, in registration order: read from Hono's
 * `app.routes`, so a route added anywhere shows up here without anyone listing it. A route registered with
 * several handlers (validators, then the handler) appears once.
 */
export function routerInventory(app: App): RouteEntry[] {
  const seen = new Map<string, RouteEntry>();
  for (const route of app.routes) {
    const key = `${route.method} ${route.path}`;
    if (!seen.has(key)) seen.set(key, { method: route.method, path: route.path, key });
  }
  return [...seen.values()];
}

/** The routes with a concrete method (every endpoint), leaving out ALL (middleware and catch-alls). */
export function endpointRoutes(app: App): RouteEntry[] {
  return routerInventory(app).filter((r) => r.method !== 'ALL');
}

/** The state-changing endpoints: POST, PUT, PATCH and DELETE. */
export function writeRoutes(app: App): RouteEntry[] {
  return endpointRoutes(app).filter((r) => WRITE_METHODS.has(r.method));
}

/** A concrete path for a pattern: each `:name` replaced by params[name] (URL-encoded). */
export function fillPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${pattern}`);
    return encodeURIComponent(value);
  });
}
