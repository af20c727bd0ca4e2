import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { TestClient } from '../testing/test-client.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createVerifiedUser } from '../testing/users.ts';
import { userLocksFor } from './user-locks.ts';

// Only in the PostgreSQL run. There the database works off this thread, so uploads sent together really
// overlap (on PGlite every query and the parse hold the thread, and requests mostly reach the lock one
// after another). Two app instances on one database stand for two servers.
function statement(rows: number) {
  const lines = ['Date,Description,Amount'];
  for (let i = 0; i < rows; i++) {
    lines.push(`2026-10-${String((i % 28) + 1).padStart(2, '0')},Shop ${i},-${i}.25`);
  }
  return lines.join('\r\n') + '\r\n';
}

describe('one import at a time per user, across two servers on one PostgreSQL', () => {
  let first: TestContext;
  let second: TestContext;
  let secondHandle: Database;
  const users: { client: TestClient; other: TestClient; userId: string; accountId: string }[] = [];

  beforeAll(async () => {
    first = await createTestContext();
    // The users sign up before the second server starts: its mail worker shares the queue, and a
    // verification mail it took would be sealed under the other server's key (each test context has its own).
    const signedUp: {
      client: TestClient;
      email: string;
      password: string;
      userId: string;
      accountId: string;
    }[] = [];
    for (let i = 0; i < 2; i++) {
      const { client, email, password, userId } = await createVerifiedUser(first);
      const created = await client.post('/api/accounts/manual', {
        name: 'Checking',
        type: 'depository',
        subtype: 'checking',
      });
      expect(created.status, created.text).toBe(201);
      signedUp.push({
        client,
        email,
        password,
        userId,
        accountId: (created.json.account as unknown as { id: string }).id,
      });
    }
    // Its own pool and its own in-process set, as another server process would have.
    secondHandle = await openDatabase({ kind: 'postgres', url: first.database.url!, maxConnections: 5 });
    second = await createTestContext({ database: secondHandle });
    for (const { client, email, password, userId, accountId } of signedUp) {
      const other = new TestClient(second.app, second.env.PUBLIC_URL);
      const signIn = await other.post('/api/auth/sign-in/email', { email, password });
      expect(signIn.status, signIn.text).toBe(200);
      users.push({ client, other, userId, accountId });
    }
  });
  afterAll(async () => {
    await second.close();
    await secondHandle.close();
    await first.close();
  });

  it("refuses one of a user's two imports sent together to two servers, and not another user's", async () => {
    const [a, b] = users as [(typeof users)[0], (typeof users)[0]];
    // Long enough that the three writes overlap (each holds its lock for seconds), short enough for a niced run.
    const file = statement(8_000);
    const send = (client: TestClient, accountId: string, query = '') =>
      client.request('POST', `/api/accounts/${accountId}/import${query}`, file, {
        'Content-Type': 'text/csv',
      });
    // One to each server: only the advisory lock, not either server's own set, can refuse one of them.
    const answers = await Promise.all([
      send(a.client, a.accountId),
      send(a.other, a.accountId),
      send(b.client, b.accountId),
    ]);
    const mine = answers.slice(0, 2).map((r) => r.status);
    expect(mine.sort(), String(mine)).toEqual([200, 429]);
    expect(answers[2]!.status).toBe(200);
    // Every lock was given back, on both servers.
    for (const ctx of [first, second]) {
      const release = await userLocksFor(ctx.database.db).tryAcquire(a.userId, 'import');
      expect(release).not.toBeNull();
      await release!();
    }
  });
});
