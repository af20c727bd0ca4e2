import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { userLocksFor } from './user-locks.ts';

// Only in the PostgreSQL run (vitest.config.ts leaves *.postgres.test.ts out of the embedded one). Two
// handles on one database stand for two servers: each has its own pool and its own in-process set.
describe('per-user locks across two servers on one PostgreSQL', () => {
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    first = await openTestDatabase();
    second = await openDatabase({ kind: 'postgres', url: first.url!, maxConnections: 3 });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const pool = (database: Database) => (database.db as unknown as { $client: pg.Pool }).$client;
  const checkedOut = (database: Database) => pool(database).totalCount - pool(database).idleCount;

  it("refuses a user's second lock on the other server, not another user's or another kind", async () => {
    const release = await userLocksFor(first.db).tryAcquire('user-a', 'import');
    expect(release).not.toBeNull();
    expect(await userLocksFor(second.db).tryAcquire('user-a', 'import')).toBeNull();
    expect(await userLocksFor(first.db).tryAcquire('user-a', 'import')).toBeNull();
    const otherUser = await userLocksFor(second.db).tryAcquire('user-b', 'import');
    const otherKind = await userLocksFor(second.db).tryAcquire('user-a', 'export');
    expect(otherUser).not.toBeNull();
    expect(otherKind).not.toBeNull();
    // One connection per server holds every lock of that server.
    expect(checkedOut(first)).toBe(1);
    expect(checkedOut(second)).toBe(1);
    await release!();
    await release!();
    await otherUser!();
    await otherKind!();
    const again = await userLocksFor(second.db).tryAcquire('user-a', 'import');
    expect(again).not.toBeNull();
    await again!();
  });

  it('gives the connection back to the pool once no lock is held', async () => {
    // Releases run on a chain: one more lock round trip waits for them.
    const probe = await userLocksFor(first.db).tryAcquire('user-c', 'import');
    probe!();
    await userLocksFor(first.db)
      .tryAcquire('user-c', 'export')
      .then((r) => r?.());
    await new Promise((r) => setTimeout(r, 50));
    expect(checkedOut(first)).toBe(0);
    expect(checkedOut(second)).toBe(0);
  });

  it("frees a dead server's locks with its connection", async () => {
    const third = await openDatabase({ kind: 'postgres', url: first.url!, maxConnections: 2 });
    expect(await userLocksFor(third.db).tryAcquire('user-d', 'export')).not.toBeNull();
    expect(await userLocksFor(first.db).tryAcquire('user-d', 'export')).toBeNull();
    // That server dies: PostgreSQL ends its connection, and the lock goes with it.
    await first.db.execute(
      sql`select pg_terminate_backend(pid) from pg_locks
          where locktype = 'advisory' and objsubid = 2 and classid = ${0x7471_0002}
            and database = (select oid from pg_database where datname = current_database())`,
    );
    let taken = null;
    for (let i = 0; i < 100 && !taken; i++) {
      taken = await userLocksFor(first.db).tryAcquire('user-d', 'export');
      if (!taken) await new Promise((r) => setTimeout(r, 20));
    }
    expect(taken).not.toBeNull();
    await taken!();
    await third.close();
  });
});
