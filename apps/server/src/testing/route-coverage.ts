import type { RouteEntry } from './route-inventory.ts';
import type { UserWithEverything } from './user-with-everything.ts';

/**
 * What B must get when it uses A's ids:
 * - not_found: 404, exactly as for an id that does not exist;
 * - rejected: 400, a field the server owns (a user id) is refused before anything runs;
 * - own_only: a success (or `status`), whose answer holds none of A's rows: B's own, or an empty list
 *   where the route by design answers a filter with what matches among B's rows;
 * - no_effect: a route better-auth or a signature answers itself; any non-5xx status, nothing of A's in the
 *   answer, and (as after every probe) A's rows unchanged.
 */
export type Outcome = 'not_found' | 'rejected' | 'own_only' | 'no_effect';

export interface Probe {
  /** Where the foreign id goes, for the failure message: "path :id", "body account_id", ... */
  where: string;
  method: string;
  path: string;
  body?: unknown;
  /** A non-JSON body (the statement upload) with its content type. */
  raw?: { body: string; type: string };
  expect: Outcome;
  /** The success status own_only expects, when not 2xx in general. */
  status?: number;
  /** false: the route answers every bad body with one message, so a refusal cannot name the field. */
  namesField?: boolean;
}

/** A's ids as B could learn or guess them, and the few ids of B's own a probe needs. */
export interface MatrixIds {
  a: UserWithEverything;
  b: UserWithEverything;
  /** Every id A owns, one of each kind (accounts all): each goes into every id slot. */
  foreign: string[];
  aSessionTokens: string[];
  aPlaidItemId: string;
  aPlaidAccountId: string;
  aTransaction: { id: string; date: string };
  /** Mints a sandbox public token (single use) for an exchange. */
  publicToken(): Promise<string>;
}

export interface Coverage {
  /** Why the route holds nothing of any one user's (so it has no id to misuse). */
  noUserData?: string;
  probes?: (ids: MatrixIds) => Probe[] | Promise<Probe[]>;
}

/**
 * ALL entries of the router are middleware and catch-alls. One is accounted for when it only guards routes
 * the table covers (its path, less a trailing /*, is a prefix of a covered route) or is listed here.
 */
export const MIDDLEWARE_WITHOUT_ROUTES: Record<string, string> = {
  '/*': 'headers, request id, input guard (every request)',
  '/api/*': 'origin check, body limits, no-store, the API 404',
  '/sim/plaid/link/session/*': "the bank simulator's Link pages (PLAID_ENV=simulator only)",
  '/sim/plaid/sandbox/*': 'answers 404 for the simulator controls when they are off',
};

/** The router's entries the table does not account for: a new route fails the matrix until it has a row. */
export function uncoveredRoutes(inventory: readonly RouteEntry[], table: Record<string, Coverage>): string[] {
  const endpoints = inventory.filter((r) => r.method !== 'ALL');
  const missing = endpoints.filter((r) => !(r.key in table)).map((r) => r.key);
  const covered = endpoints.filter((r) => r.key in table).map((r) => r.path);
  const unexplained = inventory
    .filter((r) => r.method === 'ALL' && !(r.path in MIDDLEWARE_WITHOUT_ROUTES))
    .filter((r) => {
      const prefix = r.path.replace(/\/\*$/, '');
      return !covered.some((path) => path === prefix || path.startsWith(`${prefix}/`));
    })
    .map((r) => r.key);
  return [...missing, ...unexplained];
}

/** Rows of the table whose route the router no longer holds (the table stays honest). */
export function staleRows(inventory: readonly RouteEntry[], table: Record<string, Coverage>): string[] {
  const keys = new Set(inventory.map((r) => r.key));
  return Object.keys(table).filter((key) => !keys.has(key));
}
