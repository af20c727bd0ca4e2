import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, listen, type TestContext } from '../testing/test-app.ts';
import type { TestClient } from '../testing/test-client.ts';
import { createVerifiedUser } from '../testing/users.ts';
import { ONE_PER_USER_RETRY_AFTER } from './one-per-user.ts';
import { userLocksFor } from './user-locks.ts';

// Issue 29: one user's looping previews held another user's import 41 s, and eight looping exports made
// another user's export give up. Now one import and one download run at a time per user.
const CSV = 'Date,Description,Amount\r\n2026-11-01,Coffee,-4.50\r\n2026-11-02,Lunch,-12.00\r\n';

/** An upload that breaks off midway, as when the client goes away. */
function brokenUpload() {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(CSV));
      controller.error(new Error('client went away'));
    },
  });
}

interface User {
  client: TestClient;
  userId: string;
  accountId: string;
}

describe('one import and one download at a time per user', () => {
  let ctx: TestContext;
  const users: User[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    for (let i = 0; i < 2; i++) {
      const { client, userId } = await createVerifiedUser(ctx);
      const created = await client.post('/api/accounts/manual', {
        name: 'Checking',
        type: 'depository',
        subtype: 'checking',
      });
      expect(created.status, created.text).toBe(201);
      users.push({ client, userId, accountId: (created.json.account as unknown as { id: string }).id });
    }
  });
  afterAll(() => ctx.close());

  const upload = (user: User, body: string | ReadableStream<Uint8Array>, query = '') =>
    user.client.raw(`/api/accounts/${user.accountId}/import${query}`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'text/csv' },
      ...(typeof body === 'string' ? {} : { duplex: 'half' }),
    } as RequestInit & { headers: Record<string, string> });

  /** True when the user's import lock is free right now (taken and given back at once). */
  async function importLockFree(userId: string) {
    const release = await userLocksFor(ctx.database.db).tryAcquire(userId, 'import');
    await release?.();
    return release !== null;
  }

  it("refuses a user's import while one of theirs runs, previews too, but not another user's", async () => {
    const [a, b] = users as [User, User];
    // What a running import holds, taken here so the test decides when it ends.
    const release = (await userLocksFor(ctx.database.db).tryAcquire(a.userId, 'import'))!;
    expect(release).not.toBeNull();
    for (const query of ['', '?preview=1']) {
      const refused = await upload(a, CSV, query);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toBe(String(ONE_PER_USER_RETRY_AFTER));
      const body = (await refused.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('import_in_progress');
      expect(body.error.message).toMatch(/Another import of yours is still running/);
    }
    expect((await upload(b, CSV)).status).toBe(200);
    await release();
    expect((await upload(a, CSV)).status).toBe(200);
  });

  it('frees the lock after a refused file, an unknown account and an upload cut off midway', async () => {
    const [a] = users as [User];
    expect((await upload(a, 'hello world\njust text\n')).status).toBe(400);
    expect(await importLockFree(a.userId)).toBe(true);
    const missing = await a.client.raw('/api/accounts/acc_nope/import', {
      method: 'POST',
      body: CSV,
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(missing.status).toBe(404);
    expect(await importLockFree(a.userId)).toBe(true);
    const cut = await upload(a, brokenUpload());
    expect(cut.status).toBeGreaterThanOrEqual(400);
    expect(await importLockFree(a.userId)).toBe(true);
    expect((await upload(a, CSV, '?preview=1')).status).toBe(200);
  });

  it('holds the export lock until its stream is read or cancelled, and shares it with the PDFs', async () => {
    const [a, b] = users as [User, User];
    const reading = await a.client.raw('/api/export');
    expect(reading.status).toBe(200);
    // The handler has returned; the zip is still to be read.
    const again = await a.client.raw('/api/export?format=json');
    expect(again.status).toBe(429);
    expect(again.headers.get('Retry-After')).toBe(String(ONE_PER_USER_RETRY_AFTER));
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('export_in_progress');
    expect((await a.client.raw('/api/reports/spending.pdf')).status).toBe(429);
    // The transactions CSV of every row is a download too (issue 34: two at once stalled everyone).
    expect((await a.client.raw('/api/reports/transactions.csv?period=all')).status).toBe(429);
    const other = await b.client.raw('/api/export?format=json');
    expect(other.status).toBe(200);
    await other.arrayBuffer();
    // Read to the end: free.
    expect((await reading.arrayBuffer()).byteLength).toBeGreaterThan(100);
    const pdf = await a.client.raw('/api/reports/spending.pdf');
    expect(pdf.status).toBe(200);
    await pdf.arrayBuffer();
    // Cancelled midway (the client went away): free too.
    const abandoned = await a.client.raw('/api/export');
    expect(abandoned.status).toBe(200);
    expect((await a.client.raw('/api/export')).status).toBe(429);
    await abandoned.body!.cancel();
    const last = await a.client.raw('/api/export');
    expect(last.status).toBe(200);
    await last.arrayBuffer();
    // Once the export is done, the CSV download goes through.
    const csv = await a.client.raw('/api/reports/transactions.csv?period=all');
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('Date');
  });

  it('frees the export lock when the client goes away over a real connection', async () => {
    const [a] = users as [User];
    const server = await listen(ctx.app);
    try {
      for (const wait of [0, 5, 20]) {
        const controller = new AbortController();
        const res = fetch(`${server.baseUrl}/api/export`, {
          headers: { Cookie: a.client.cookieHeaderForTests(), Origin: ctx.env.PUBLIC_URL },
          signal: controller.signal,
        });
        await new Promise((r) => setTimeout(r, wait));
        controller.abort();
        await res.catch(() => undefined);
        let free = false;
        for (let i = 0; i < 100 && !free; i++) {
          const release = await userLocksFor(ctx.database.db).tryAcquire(a.userId, 'export');
          free = release !== null;
          await release?.();
          if (!free) await new Promise((r) => setTimeout(r, 20));
        }
        expect(free, `aborted after ${wait} ms`).toBe(true);
      }
    } finally {
      await server.close();
    }
  });
});
