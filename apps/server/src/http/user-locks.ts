import pg from 'pg';
import type { Db } from '../db/client.ts';

/**
 * What a user may run one of at a time: a statement import (previews and undos too), a download (the data
 * export, the transactions CSV) and a rule's write to past rows (its apply and its undo).
 */
export type UserLockKind = 'import' | 'export' | 'rule';

/**
 * Frees the lock; resolves once it is free everywhere (the answer waits for it, so the user's next request
 * never finds it still taken). Safe to call more than once; never rejects.
 */
export type ReleaseLock = () => Promise<void>;

export interface UserLocks {
  /** The lock, or null when this user already holds it (on this server or, on PostgreSQL, any other). */
  tryAcquire(userId: string, kind: UserLockKind): Promise<ReleaseLock | null>;
}

// The first key of PostgreSQL's two-key advisory locks: one namespace per kind (the migration lock uses the
// one-key form, so they never meet). The second key is hashtext(user id): two users whose ids hash alike
// would wait for each other, a chance of about one in four billion per pair.
const ADVISORY_KEY: Record<UserLockKind, number> = {
  import: 0x7471_0001,
  export: 0x7471_0002,
  rule: 0x7471_0003,
};

interface Session {
  client: pg.PoolClient;
  /** Locks taken on this connection and not yet freed. */
  held: number;
  broken: boolean;
  released: boolean;
}

/**
 * Session-level advisory locks held on one pooled connection while any lock is held by this process, and
 * given back to the pool when the last one is freed. If the server dies, PostgreSQL ends the connection and
 * every lock with it; if the connection breaks, its locks are gone too and the next lock opens another.
 * Statements on the connection run one after another (a chain), so a check-out is never raced.
 */
class AdvisorySession {
  private current: Session | null = null;
  private chain: Promise<unknown> = Promise.resolve();

  constructor(private readonly pool: pg.Pool) {}

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.chain.then(work);
    this.chain = run.catch(() => undefined);
    return run;
  }

  tryLock(kind: UserLockKind, userId: string): Promise<ReleaseLock | null> {
    return this.serial(async () => {
      if (!this.current) {
        const client = await this.pool.connect();
        const session: Session = { client, held: 0, broken: false, released: false };
        // A checked-out client that loses its connection emits 'error'; unheard, it would end the process.
        client.on('error', () => {
          session.broken = true;
          this.giveBackIfIdle(session);
        });
        this.current = session;
      }
      const session = this.current;
      try {
        const { rows } = await session.client.query<{ ok: boolean }>(
          'select pg_try_advisory_lock($1, hashtext($2)) as ok',
          [ADVISORY_KEY[kind], userId],
        );
        if (rows[0]?.ok) {
          session.held += 1;
          return () => this.unlock(session, kind, userId);
        }
        return null;
      } catch (err) {
        session.broken = true;
        throw err;
      } finally {
        this.giveBackIfIdle(session);
      }
    });
  }

  private unlock(session: Session, kind: UserLockKind, userId: string): Promise<void> {
    return this.serial(async () => {
      session.held -= 1;
      if (!session.broken) {
        await session.client
          .query('select pg_advisory_unlock($1, hashtext($2))', [ADVISORY_KEY[kind], userId])
          .catch(() => (session.broken = true));
      }
      this.giveBackIfIdle(session);
    });
  }

  /** A connection holding no lock goes back to the pool; a broken one is destroyed (its locks died with it). */
  private giveBackIfIdle(session: Session) {
    if (session.released || (session.held > 0 && !session.broken)) return;
    if (this.current === session) this.current = null;
    session.released = true;
    session.client.release(session.broken ? new Error('advisory lock connection broken') : undefined);
  }
}

/**
 * One lock per user and kind. In this process a set answers first (PGlite is one process, and PostgreSQL's
 * session locks are re-entrant on one connection, so the set is what refuses a second request here). On
 * PostgreSQL an advisory lock then covers every server on the same database.
 */
function createUserLocks(pool: pg.Pool | null): UserLocks {
  const local = new Set<string>();
  const advisory = pool ? new AdvisorySession(pool) : null;
  return {
    async tryAcquire(userId, kind) {
      const key = `${kind}:${userId}`;
      if (local.has(key)) return null;
      local.add(key);
      let releaseShared: ReleaseLock | null = async () => {};
      try {
        if (advisory) releaseShared = await advisory.tryLock(kind, userId);
      } catch (err) {
        local.delete(key);
        throw err;
      }
      if (!releaseShared) {
        local.delete(key);
        return null;
      }
      let released: Promise<void> | null = null;
      const releaseBoth = releaseShared;
      return () => {
        // The shared lock goes first: the set must not let this server in before the others can be.
        released ??= releaseBoth()
          .catch(() => undefined)
          .finally(() => local.delete(key));
        return released;
      };
    },
  };
}

const byDatabase = new WeakMap<object, UserLocks>();

/** The locks of one database handle, shared by every route given the same handle. */
export function userLocksFor(db: Db): UserLocks {
  let locks = byDatabase.get(db);
  if (!locks) {
    const client = (db as unknown as { $client?: unknown }).$client;
    locks = createUserLocks(client instanceof pg.Pool ? client : null);
    byDatabase.set(db, locks);
  }
  return locks;
}
