import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeRoutes, type RouteEntry } from '../testing/route-inventory.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { snapshotUserRows } from '../testing/user-rows.ts';
import { insertNewNotifications } from '../db/queries/notifications.ts';
import { createSyncedUser } from '../testing/bank-fixtures.ts';
import { createUserWithStatement } from '../testing/user-with-everything.ts';
import { TestClient } from '../testing/test-client.ts';
import { createVerifiedUser, uniqueEmail } from '../testing/users.ts';
import { user as userTable } from '../db/schema/index.ts';
import { answerProblems } from '../testing/fuzz/answer-checks.ts';
import { requestsFor } from '../testing/fuzz/fuzz-requests.ts';
import { FUZZ_SPECS, OWNED_FIELDS, type FuzzSpec, type OwnIds } from '../testing/fuzz/fuzz-specs.ts';
import type { FuzzRequest } from '../testing/fuzz/fuzz-values.ts';

/**
 * Fixed, so a failure replays exactly; change it to explore other cases. The embedded run sends 500
 * requests a route. The PostgreSQL run repeats the whole suite beside the end-to-end specs, and what it adds
 * here is the database's own answers (its errors, its limits), which 100 requests a route reach as well: it
 * sends 100 from another seed, so the two runs together try 600 different requests a route, not 500 twice.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SEED = onPostgres ? 20_261_122 : 20_261_121;
const RUNS_PER_ROUTE = onPostgres ? 100 : 500;

/** A route the table does not know yet is still fuzzed: hostile ids and bodies, no template. */
const UNKNOWN_ROUTE: FuzzSpec = { kind: 'json' };

/** Deleting routes go last, so the other routes keep finding the ids they were given. */
const order = (r: RouteEntry) => (r.method === 'DELETE' ? 1 : 0);

interface Figures {
  requests: number;
  fiveXx: number;
  statuses: Record<number, number>;
}

/**
 * Every write route of the router (POST, PUT, PATCH, DELETE) gets RUNS_PER_ROUTE requests from fast-check:
 * mutated valid bodies (wrong types, numbers as strings, arrays for objects, unknown and server-owned
 * fields), arbitrary JSON, broken JSON, NUL characters, huge strings inside and over the 100 KB limit,
 * nesting tens of thousands deep, hostile path segments and query strings, odd content types and request
 * ids; the import route also gets statement files of the shapes that once froze the server (hostile-statements.ts),
 * and a parse the pool had to stop counts as a failure. No answer is a 5xx; none holds a stack frame, a file path, SQL, a database or a provider message;
 * every answer has a safe X-Request-Id, and every error body of ours carries it.
 */
// Made while the file loads: the tests below are declared one per route of this app's router.
const ctx: TestContext = await createTestContext({
  env: { RATE_LIMIT_MULTIPLIER: '1000', PREMIUM_CODES: 'KILL-THE-BILLS' },
  deps: { onSignIn: () => {} },
});
const routes = [...writeRoutes(ctx.app)].sort((a, b) => order(a) - order(b));

describe('write routes, fuzzed', () => {
  let user: Awaited<ReturnType<typeof createUserWithStatement>>;
  let own: OwnIds;
  let authClient: TestClient;
  let bankClient: TestClient;
  const figures = new Map<string, Figures>();

  /** The statement holds nothing from the last week, so the alert the fuzz reads and marks is stored here. */
  async function fuzzNotification(context: TestContext, userId: string) {
    const [row] = await insertNewNotifications(context.database.db, userId, [
      {
        kind: 'fee',
        dedupeKey: 'fee:fuzz',
        title: 'New bank fee: $12.00',
        body: 'Your bank charged $12.00 on 2026-11-20: Monthly maintenance fee.',
        href: '/fees',
        eventDate: '2026-11-20',
        amountCents: 1200,
        inApp: true,
      },
    ]);
    return row!.id;
  }

  beforeAll(async () => {
    // A small ledger, so that the routes which rerun the recurring engine answer quickly.
    user = await createUserWithStatement(ctx, 'FUZZ');
    const spareAccountIds: string[] = [];
    for (const name of ['Spare one', 'Spare two', 'Spare three']) {
      const res = await user.client.post('/api/accounts/manual', { name, type: 'asset' });
      spareAccountIds.push((res.json.account as unknown as { id: string }).id);
    }
    // The bank routes run as a user with a linked bank (whose first sync is done, so a sync adds nothing).
    const banked = await createSyncedUser(ctx);
    bankClient = banked.client;
    own = {
      manualAccountId: user.manualAccountId,
      linkedAccountId: banked.accountIds[0]!,
      transactionId: user.transactionIds[0]!,
      streamId: user.streamIds[1]!,
      importBatchId: user.importBatchId,
      notificationId: await fuzzNotification(ctx, user.userId),
      spareAccountIds,
    };
    // better-auth's routes can sign a user out or end its sessions: they get a user of their own.
    authClient = (await createVerifiedUser(ctx)).client;
  }, 180_000);

  afterAll(async () => {
    const rows = [...figures].map(([route, f]) => ({ route, ...f, statuses: JSON.stringify(f.statuses) }));
    const total = rows.reduce((n, r) => n + r.requests, 0);
    const fiveXx = rows.reduce((n, r) => n + r.fiveXx, 0);
    console.log(
      [
        `fuzz (seed ${SEED}, ${RUNS_PER_ROUTE} per route): ${rows.length} write routes, ${total} requests, ${fiveXx} 5xx`,
        ...rows.map((r) => `  ${r.route}: ${r.requests} requests, ${r.fiveXx} 5xx, statuses ${r.statuses}`),
      ].join('\n'),
    );
    await ctx.close();
  });

  async function send(client: TestClient, req: FuzzRequest) {
    const res = await client.raw(req.path, { method: req.method, headers: req.headers, body: req.body });
    return { status: res.status, headers: res.headers, text: await res.text() };
  }

  it("lets better-auth's own routes (not strict) set none of the fields the server owns", async () => {
    const email = uniqueEmail('owned');
    const owned = {
      emailVerified: true,
      twoFactorEnabled: true,
      id: 'chosen-id',
      createdAt: '2001-01-01T00:00:00Z',
    };
    const anonymous = new TestClient(ctx.app, ctx.env.PUBLIC_URL);
    const signUp = await anonymous.post('/api/auth/sign-up/email', {
      email,
      password: 'Sup3r$ecret!',
      name: 'N',
      ...owned,
    });
    expect(signUp.status).toBe(200);
    const [created] = await ctx.database.db.select().from(userTable).where(eq(userTable.email, email));
    expect(created).toMatchObject({ emailVerified: false, twoFactorEnabled: false });
    expect(created!.id).not.toBe('chosen-id');
    expect(created!.createdAt.getFullYear()).not.toBe(2001);

    const { client, userId } = await createVerifiedUser(ctx);
    const [before] = await ctx.database.db.select().from(userTable).where(eq(userTable.id, userId));
    const update = await client.post('/api/auth/update-user', {
      name: 'Renamed',
      ...owned,
      emailVerified: false,
      userId: 'x',
    });
    expect(update.status).toBeLessThan(500);
    const [after] = await ctx.database.db.select().from(userTable).where(eq(userTable.id, userId));
    expect({ ...after, name: before!.name, updatedAt: before!.updatedAt }).toEqual(before);
  });

  it('would notice a 5xx, a stack frame, a path, SQL, a database message or a missing request id', () => {
    const req: FuzzRequest = {
      method: 'POST',
      path: '/api/goals',
      headers: {},
      body: '{"category":"select name from goals"}',
      echoes: ['select name from goals'],
    };
    const headers = new Headers({ 'X-Request-Id': 'f00dfeed-0000-4000-8000-000000000000' });
    const answer = (status: number, text: string, h = headers) =>
      answerProblems(req, { status, headers: h, text });
    const error = (message: string) =>
      JSON.stringify({ error: { code: 'x', message, requestId: headers.get('X-Request-Id') } });
    expect(answer(400, error('fine'))).toEqual([]);
    // What the request sent may come back (a stored description, a refused value).
    expect(answer(400, error('category: select name from goals is not a category'))).toEqual([]);
    expect(answer(500, error('Something went wrong.'))).toHaveLength(1);
    for (const leak of [
      'Error: boom\n    at handler (/work/main/apps/server/src/app.ts:12:3)',
      'see /work/main/apps/server/src/routes/goals.ts',
      'select "id", "user_id" from "goals" where "user_id" = $1',
      'insert into "accounts" ("id") values ($1)',
      'duplicate key value violates unique constraint "goals_user_category_type_uq"',
      'ITEM_LOGIN_REQUIRED: the login details of this item have changed',
    ]) {
      expect(answer(400, error(leak)), leak).not.toEqual([]);
    }
    expect(answer(400, error('fine'), new Headers())).not.toEqual([]);
    expect(answer(400, JSON.stringify({ error: { code: 'x', message: 'no id' } }))).not.toEqual([]);
  });

  it('has a template for every write route (a new route is fuzzed blind until it gets one)', () => {
    const missing = writeRoutes(ctx.app)
      .map((r) => r.key)
      .filter((key) => !(key in FUZZ_SPECS));
    expect(missing).toEqual([]);
  });

  it('refuses unknown and server-owned fields with 400 on every JSON write route, changing nothing', async () => {
    const before = await snapshotUserRows(ctx.database.db, user.userId);
    const accepted: string[] = [];
    let tried = 0;
    const routesChecked = new Set<string>();
    for (const route of writeRoutes(ctx.app)) {
      const spec = FUZZ_SPECS[route.key];
      if (spec?.kind !== 'json' || !spec.template) continue;
      const params = Object.fromEntries(
        Object.entries(spec.params?.(own) ?? {}).map(([name, values]) => [name, values[0]!]),
      );
      const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!));
      const template = spec.template(own);
      routesChecked.add(route.key);
      // At the top level and inside every nested object of the body.
      const objects = nestedObjects(template);
      for (const [field, value] of Object.entries({ ...OWNED_FIELDS, anUnknownField: 1 })) {
        for (const target of objects) {
          if (field in target.value) continue;
          const body = target.with(field, value);
          const res = await user.client.request(route.method, path, body);
          tried += 1;
          if (res.status !== 400)
            accepted.push(`${route.key} ${target.at}.${field}: ${res.status} ${res.text.slice(0, 120)}`);
        }
      }
    }
    console.log(
      `strict input: ${tried} requests with an owned or unknown field, ${routesChecked.size} routes`,
    );
    expect(accepted).toEqual([]);
    expect(await snapshotUserRows(ctx.database.db, user.userId)).toEqual(before);
  }, 120_000);

  for (const route of routes) {
    const key = route.key;
    it(`${key}: ${RUNS_PER_ROUTE} fuzzed requests, no 5xx, no leak, a request id on every answer`, async () => {
      const spec = FUZZ_SPECS[key] ?? UNKNOWN_ROUTE;
      const client =
        spec.kind === 'auth' ? authClient : route.path.startsWith('/api/bank/') ? bankClient : user.client;
      const requests = fc.sample(requestsFor(route.method, route.path, spec, own), {
        seed: SEED,
        numRuns: RUNS_PER_ROUTE,
      });
      const f: Figures = { requests: 0, fiveXx: 0, statuses: {} };
      figures.set(key, f);
      const problems: string[] = [];
      for (const req of requests) {
        const res = await send(client, req);
        f.requests += 1;
        f.statuses[res.status] = (f.statuses[res.status] ?? 0) + 1;
        if (res.status >= 500) f.fiveXx += 1;
        const found = answerProblems(req, res);
        // A statement the parse pool had to stop (time limit, a dead worker) is a hole: every file is read at once.
        if (res.status === 422 && /"code":"file_(too_slow|unreadable)"/.test(res.text))
          found.push('the statement parse was stopped');
        if (found.length && problems.length < 10)
          problems.push(`${describeRequest(req)} -> ${res.status}: ${found.join('; ')}`);
      }
      expect(problems).toEqual([]);
      expect(f.requests).toBeGreaterThanOrEqual(RUNS_PER_ROUTE);
    }, 120_000);
  }
});

function describeRequest(req: FuzzRequest): string {
  const body =
    typeof req.body === 'string'
      ? JSON.stringify(req.body.slice(0, 160)) + (req.body.length > 160 ? `...(${req.body.length})` : '')
      : req.body
        ? '[form]'
        : '';
  return `${req.method} ${req.path.slice(0, 160)} ${JSON.stringify(req.headers)} ${body}`;
}

interface NestedObject {
  at: string;
  value: Record<string, unknown>;
  with(field: string, value: unknown): unknown;
}

/** The body and every object inside it, each with a way to add a field there (in a copy of the body). */
function nestedObjects(body: Record<string, unknown>): NestedObject[] {
  const found: NestedObject[] = [];
  const visit = (value: unknown, path: (string | number)[]) => {
    if (value === null || typeof value !== 'object') return;
    if (!Array.isArray(value)) {
      found.push({
        at: path.length ? path.join('.') : 'body',
        value: value as Record<string, unknown>,
        with(field, fieldValue) {
          const copy = structuredClone(body) as Record<string | number, unknown>;
          let target: Record<string | number, unknown> = copy;
          for (const step of path) target = target[step] as Record<string | number, unknown>;
          target[field] = fieldValue;
          return copy;
        },
      });
    }
    for (const [k, v] of Object.entries(value)) visit(v, [...path, Array.isArray(value) ? Number(k) : k]);
  };
  visit(body, []);
  return found;
}
