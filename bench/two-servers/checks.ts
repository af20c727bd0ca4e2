import pg from 'pg';
import { createManualAccount } from '../lib/api-calls.ts';
import { ApiSession, PASSWORD, signUpVerified } from '../lib/api-session.ts';
import { httpRequest } from '../lib/http-client.ts';

export interface Servers {
  proxy: string;
  a: string;
  b: string;
  /** The PUBLIC_URL both servers were given (the proxy's): writes must come from that origin. */
  origin: string;
  databaseUrl: string;
}

const sessionUser = async (base: string, cookie: string) => {
  const res = await httpRequest(`${base}/api/auth/get-session`, {
    method: 'GET',
    headers: { Cookie: cookie },
  });
  return (JSON.parse(res.text || 'null') as { user?: { id: string } } | null)?.user?.id ?? null;
};

const signIn = (base: string, origin: string, email: string, password: string) =>
  httpRequest(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ email, password }),
  });

/** A session made through the proxy (so on one server or the other) is good on both. */
export async function sessionOnBoth(s: Servers): Promise<string[]> {
  const session = await signUpVerified(s.proxy, 'two-servers');
  const me = await session.expectOk<{ user: { id: string } }>('GET', '/api/auth/get-session');
  const onA = await sessionUser(s.a, session.cookieHeader());
  const onB = await sessionUser(s.b, session.cookieHeader());
  return onA === me.user.id && onB === me.user.id ? [] : [`session: A knows ${onA}, B knows ${onB}`];
}

/** Ten wrong passwords, five on each server, lock the account on both (each alone saw fewer than ten). */
export async function lockoutAcrossBoth(s: Servers): Promise<string[]> {
  const session = await signUpVerified(s.proxy, 'two-servers-lock');
  const email = (await session.expectOk<{ user: { email: string } }>('GET', '/api/auth/get-session')).user
    .email;
  for (let i = 0; i < 10; i++) {
    const res = await signIn(i % 2 ? s.b : s.a, s.origin, email, `Wrong-${i}-password!`);
    if (res.status !== 401) return [`lockout: wrong password ${i + 1} answered ${res.status}`];
  }
  const problems: string[] = [];
  for (const [name, base] of [
    ['A', s.a],
    ['B', s.b],
  ] as const) {
    const res = await signIn(base, s.origin, email, PASSWORD);
    if (res.status === 200) problems.push(`lockout: the right password still signs in on ${name}`);
  }
  return problems;
}

/**
 * better-auth allows 30 sign-in attempts per address per 10 minutes, counted in the database. Alternating
 * servers, a 429 must come while each server alone has seen fewer than 30 (so the count is shared).
 */
export async function rateLimitAcrossBoth(s: Servers): Promise<{ problems: string[]; refusedAt: number }> {
  const limit = 30;
  const seen = { a: 0, b: 0 };
  for (let i = 0; i < 2 * limit; i++) {
    const side = i % 2 ? 'b' : 'a';
    seen[side] += 1;
    const res = await signIn(s[side], s.origin, `nobody.${i}@example.com`, 'Wrong-password-1!');
    if (res.status === 429) {
      const each = Math.max(seen.a, seen.b);
      return {
        problems: each < limit ? [] : ['rate limit: each server counted on its own'],
        refusedAt: i + 1,
      };
    }
  }
  return {
    problems: [`rate limit: ${2 * limit} sign-in attempts over two servers were never refused`],
    refusedAt: 0,
  };
}

/**
 * A sync asked for on both servers at once (a Plaid webhook on A, a transactions refresh on B, which Plaid
 * answers with the same webhook) runs as one job: a webhook's sync waits two seconds before it starts, and pg-boss's stately policy keeps one
 * queued job per Item, so the second announcement finds the first still queued and is dropped.
 */
export async function syncOnce(s: Servers, askBoth: () => Promise<unknown>, plaidItemId: string) {
  const db = new pg.Client({ connectionString: s.databaseUrl });
  await db.connect();
  try {
    const since = (await db.query<{ now: Date }>('select now()')).rows[0]!.now;
    await askBoth();
    const jobs = async () =>
      (
        await db.query<{ state: string; started_on: Date | null; completed_on: Date | null }>(
          `select state, started_on, completed_on from pgboss.job where name = 'bank.sync-item' and singleton_key = $1 and created_on >= $2
           union all select state, started_on, completed_on from pgboss.archive where name = 'bank.sync-item' and singleton_key = $1 and created_on >= $2
           order by started_on nulls last`,
          [plaidItemId, since],
        )
      ).rows;
    const until = Date.now() + 30_000;
    let rows = await jobs();
    while ((rows.length === 0 || rows.some((r) => r.state !== 'completed')) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 200));
      rows = await jobs();
    }
    // A second job, if the queue let one through, would have been created by now: look once more.
    await new Promise((r) => setTimeout(r, 1000));
    rows = await jobs();
    const problems: string[] = [];
    if (rows.length === 0) problems.push('sync: no job was queued');
    if (rows.some((r) => r.state !== 'completed'))
      problems.push(`sync: jobs ended ${rows.map((r) => r.state)}`);
    if (rows.length > 1) problems.push(`sync: ${rows.length} jobs for two announcements`);
    for (let i = 1; i < rows.length; i++) {
      if (rows[i]!.started_on! < rows[i - 1]!.completed_on!)
        problems.push('sync: two syncs of one Item ran at once');
    }
    const dupes = await db.query(
      `select plaid_transaction_id from transactions where plaid_transaction_id is not null
       group by plaid_transaction_id having count(*) > 1 limit 5`,
    );
    if (dupes.rowCount) problems.push(`sync: ${dupes.rowCount} provider transactions stored twice`);
    return { problems, runs: rows.length };
  } finally {
    await db.end();
  }
}

/**
 * Writes through the proxy from `writers` concurrent loops while `kill` SIGKILLs one server; afterwards
 * every write that got a 2xx must be in the database.
 */
export async function noAcknowledgedWriteLost(
  s: Servers,
  kill: () => Promise<void>,
  opts = { writers: 8, beforeKillMs: 2500, afterKillMs: 3000 },
) {
  const session = await signUpVerified(s.proxy, 'two-servers-kill');
  const acked: string[] = [];
  let failed = 0;
  let stop = false;
  const writer = async (w: number) => {
    for (let i = 0; !stop; i++) {
      try {
        acked.push(await createManualAccount(session, `Kill ${w}.${i}`));
      } catch {
        failed += 1;
      }
    }
  };
  const loops = Array.from({ length: opts.writers }, (_, w) => writer(w));
  await new Promise((r) => setTimeout(r, opts.beforeKillMs));
  const ackedBeforeKill = acked.length;
  await kill();
  await new Promise((r) => setTimeout(r, opts.afterKillMs));
  stop = true;
  await Promise.all(loops);

  const db = new pg.Client({ connectionString: s.databaseUrl });
  await db.connect();
  try {
    const found = await db.query<{ id: string }>('select id from accounts where id = any($1::text[])', [
      acked,
    ]);
    const present = new Set(found.rows.map((r) => r.id));
    const lost = acked.filter((id) => !present.has(id));
    return {
      problems: lost.length ? [`kill: ${lost.length} acknowledged writes are missing`] : [],
      acked: acked.length,
      ackedBeforeKill,
      failed,
    };
  } finally {
    await db.end();
  }
}

export { ApiSession };
