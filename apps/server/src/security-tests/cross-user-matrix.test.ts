import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, providerItems, session, transactions } from '../db/schema/index.ts';
import { simCall } from '../testing/bank-fixtures.ts';
import { CROSS_USER_TABLE } from '../testing/cross-user-table.ts';
import { pdfPages } from '../testing/pdf-text.ts';
import { staleRows, uncoveredRoutes, type MatrixIds, type Probe } from '../testing/route-coverage.ts';
import { routerInventory, type RouteEntry } from '../testing/route-inventory.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import type { TestClient } from '../testing/test-client.ts';
import { snapshotUserRows } from '../testing/user-rows.ts';
import { createUserWithEverything } from '../testing/user-with-everything.ts';

/** Id-like values (ids, provider ids, tokens) as they appear in any answer: JSON, CSV or a zip's files. */
const ID_LIKE = /[A-Za-z0-9_-]{12,}/g;

/**
 * A word of the schema's own vocabulary (`foreign_transaction`, `monthly_maintenance`) or of Plaid's category
 * taxonomy (`GOVERNMENT_AND_NON_PROFIT`): a value any user's rows may hold, not an id (ids mix cases and
 * digits). B's rows may not hold it yet when the markers are taken (B's detection and categorising can still
 * be running), and B's own answer then holding it is no leak.
 */
const VOCABULARY_WORD = /^(?:[a-z]+(?:_[a-z]+)*|[A-Z]+(?:_[A-Z]+)*)$/;

/** Every id-like value in A's rows that B's rows do not also hold (two links to one bank share some). */
function markersOf(a: Record<string, string>, b: Record<string, string>): Set<string> {
  const bText = Object.values(b).join('\n');
  const markers = new Set<string>();
  for (const text of Object.values(a)) {
    for (const [value] of text.matchAll(ID_LIKE)) {
      if (!bText.includes(value) && !VOCABULARY_WORD.test(value)) markers.add(value);
    }
  }
  return markers;
}

/** Whether a concrete path reaches the route pattern (and not, say, the API's catch-all 404). */
function reachesRoute(pattern: string, path: string): boolean {
  const regex = pattern
    .split('/')
    .map((part) =>
      part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${regex}$`).test(path.split('?')[0]!);
}

/** A refusal of a field the server owns names that field. */
const NAMES_OWNED_FIELD = /userId|user_id|\bid\b/;

async function send(client: TestClient, probe: Probe) {
  if (probe.raw) {
    return client.request(probe.method, probe.path, probe.raw.body, { 'Content-Type': probe.raw.type });
  }
  return client.request(probe.method, probe.path, probe.body);
}

/**
 * The answer as text; a zip (Download my data) is fetched again as bytes, opened and its files read, and a
 * PDF (the report downloads) is fetched again and its text layer read.
 */
async function answerText(client: TestClient, probe: Probe, res: { text: string; headers: Headers }) {
  if (res.headers.get('content-type') === 'application/pdf') {
    return (await pdfPages(new Uint8Array(await (await client.raw(probe.path)).arrayBuffer()))).join('\n');
  }
  if (!res.headers.get('content-type')?.startsWith('application/zip')) return res.text;
  const zip = new Uint8Array(await (await client.raw(probe.path)).arrayBuffer());
  return Object.entries(unzipSync(zip))
    .map(([name, bytes]) => `${name}\n${strFromU8(bytes)}`)
    .join('\n');
}

/**
 * Two users, A and B, each owning one of every kind of object. For every route of the router and every
 * place an id can go (path, query, body, nested lists), B uses A's ids: B gets a 404 (or, for a filter, an
 * answer with none of A's rows), a field the server owns is refused, no answer ever holds an id of A's,
 * and A's rows in every table with a user column stay byte for byte the same.
 */
describe('cross-user matrix', () => {
  let ctx: TestContext;
  let ids: MatrixIds;
  let baseline: Record<string, string>;
  let markers: Set<string>;
  const figures = { routes: 0, probes: 0 };

  beforeAll(async () => {
    ctx = await createTestContext({
      env: { RATE_LIMIT_MULTIPLIER: '100' },
      // Sign-in refreshes balances in the background: A's own work, switched off so that A's rows can only
      // change if something B does changes them.
      deps: { onSignIn: () => {} },
    });
    const tag = randomBytes(4).toString('hex').toUpperCase();
    const a = await createUserWithEverything(ctx, `ALPHA${tag}`);
    const b = await createUserWithEverything(ctx, `BRAVO${tag}`);
    const db = ctx.database.db;
    const [item] = await db.select().from(providerItems).where(eq(providerItems.userId, a.userId));
    const [linked] = await db.select().from(accounts).where(eq(accounts.id, a.linkedAccountIds[0]!));
    const sessions = await db.select().from(session).where(eq(session.userId, a.userId));
    const [imported] = await db
      .select()
      .from(transactions)
      .where(eq(transactions.importBatchId, a.importBatchId))
      .limit(1);
    const [firstTransaction] = await db
      .select()
      .from(transactions)
      .where(eq(transactions.id, a.transactionIds[0]!));
    ids = {
      a,
      b,
      foreign: [
        ...a.linkedAccountIds,
        a.manualAccountId,
        a.importBatchId,
        a.transactionIds[0]!,
        imported!.id,
        a.feeTransactionIds[0]!,
        a.decidedStreamId,
        a.ruleId,
        a.goalId,
        a.streamIds.at(-1)!,
        a.notificationIds[0]!,
        a.userId,
        item!.id,
        item!.plaidItemId,
        linked!.plaidAccountId!,
        ...sessions.map((s) => s.id),
      ],
      aSessionTokens: sessions.map((s) => s.token),
      aPlaidItemId: item!.plaidItemId,
      aPlaidAccountId: linked!.plaidAccountId!,
      aTransaction: { id: firstTransaction!.id, date: firstTransaction!.date },
      publicToken: async () => {
        const created = await simCall<{ public_token: string }>(ctx, '/sandbox/public_token/create', {
          institution_id: 'ins_109508',
          initial_products: ['transactions'],
          options: { override_username: 'user_good', override_password: 'pass_good' },
        });
        return created.json.public_token;
      },
    };
    baseline = await snapshotUserRows(db, a.userId);
    markers = markersOf(baseline, await snapshotUserRows(db, b.userId));
    markers.add(a.email);
    // Two synced users and their every kind of row: about 60 s alone, and past 180 s once in the
    // PostgreSQL API step with the browser tests beside it on two cores.
  }, 420_000);
  afterAll(async () => {
    console.log(
      `cross-user matrix: ${figures.routes} routes probed, ${figures.probes} requests as B with A's ids`,
    );
    await ctx?.close();
  });

  it('starts from A owning rows in every kind of table, with ids to look for', () => {
    const counts = Object.fromEntries(
      Object.entries(baseline).map(([table, rows]) => [table, (JSON.parse(rows) as unknown[]).length]),
    );
    for (const table of [
      'user.id',
      'session.user_id',
      'auth_account.user_id',
      'profiles.user_id',
      'provider_items.user_id',
      'accounts.user_id',
      'transactions.user_id',
      'import_batches.user_id',
      'goals.user_id',
      'recurring_streams.user_id',
      'recurring_decisions.user_id',
      'detected_fees.user_id',
      'rules.user_id',
      'rule_applications.user_id',
    ]) {
      expect(counts[table], table).toBeGreaterThan(0);
    }
    expect(markers.size).toBeGreaterThan(ids.a.transactionIds.length);
  });

  it('has a row for every route the router holds, and none for a route it does not', () => {
    const inventory = routerInventory(ctx.app);
    expect(uncoveredRoutes(inventory, CROSS_USER_TABLE)).toEqual([]);
    expect(staleRows(inventory, CROSS_USER_TABLE)).toEqual([]);
  });

  it('flags a route the table has no row for (so a new route cannot slip past)', () => {
    const added: RouteEntry[] = [
      ...routerInventory(ctx.app),
      { method: 'GET', path: '/api/budgets', key: 'GET /api/budgets' },
      { method: 'ALL', path: '/api/budgets/*', key: 'ALL /api/budgets/*' },
    ];
    expect(uncoveredRoutes(added, CROSS_USER_TABLE)).toEqual(['GET /api/budgets', 'ALL /api/budgets/*']);
  });

  it("refuses every route's use of A's ids, shows none of A's rows, and changes none of them", async () => {
    const db = ctx.database.db;
    const problems: string[] = [];
    const { b } = ids;
    for (const [route, coverage] of Object.entries(CROSS_USER_TABLE)) {
      if (!coverage.probes) continue;
      figures.routes += 1;
      for (const probe of await coverage.probes(ids)) {
        figures.probes += 1;
        const at = `${route} [${probe.where}] ${probe.method} ${probe.path}`;
        const [method, pattern] = route.split(' ') as [string, string];
        if (probe.method !== method || !reachesRoute(pattern, probe.path)) {
          problems.push(`${at}: the probe does not reach ${route}`);
        }
        const res = await send(b.client, probe);
        const text = await answerText(b.client, probe, res);
        const leaked = [...text.matchAll(ID_LIKE)].map(([v]) => v).filter((v) => markers.has(v));
        if (leaked.length || text.includes(ids.a.marker) || text.includes(ids.a.email)) {
          problems.push(
            `${at}: the answer holds A's data (${leaked.slice(0, 3).join(', ') || ids.a.marker})`,
          );
        }
        if (res.status >= 500) problems.push(`${at}: ${res.status} ${res.text.slice(0, 200)}`);
        const ok =
          probe.expect === 'not_found'
            ? res.status === 404
            : probe.expect === 'rejected'
              ? res.status === 400
              : probe.expect === 'own_only'
                ? probe.status
                  ? res.status === probe.status
                  : res.status >= 200 && res.status < 300
                : res.status < 500;
        if (probe.expect === 'rejected' && probe.namesField !== false && !NAMES_OWNED_FIELD.test(res.text)) {
          problems.push(`${at}: refused for another reason than the owned field: ${res.text.slice(0, 200)}`);
        }
        if (!ok)
          problems.push(`${at}: expected ${probe.expect}, got ${res.status} ${res.text.slice(0, 200)}`);
      }
      const after = await snapshotUserRows(db, ids.a.userId);
      for (const table of Object.keys(baseline)) {
        if (after[table] !== baseline[table]) problems.push(`${route}: changed A's rows in ${table}`);
      }
    }
    expect(problems).toEqual([]);
    expect(figures.probes).toBeGreaterThan(300);
  }, 300_000);

  it("lets B delete its own account without touching A's rows or sessions", async () => {
    const res = await ids.b.client.delete('/api/account', { currentPassword: ids.b.password });
    expect(res.status).toBe(204);
    expect(await snapshotUserRows(ctx.database.db, ids.a.userId)).toEqual(baseline);
    // Read last: A's own requests may touch A's session rows.
    expect((await ids.a.client.get('/api/profile')).status).toBe(200);
    expect((await ids.a.otherDevice.get('/api/profile')).status).toBe(200);
    // The leak check is not blind: A's own list holds A's ids.
    const own = await ids.a.client.get('/api/transactions');
    expect([...own.text.matchAll(ID_LIKE)].some(([v]) => markers.has(v))).toBe(true);
  });
});
