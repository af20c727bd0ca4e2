import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { adminQuery, withDatabaseName } from '../testing/postgres-admin.ts';
import type { JobQueue } from './job-queue.ts';
import { createPgBossQueue } from './pg-boss-queue.ts';

// Only in the PostgreSQL run (vitest.config.ts leaves *.postgres.test.ts out of the embedded one).
const serverUrl = process.env.TEST_DATABASE_URL!;

async function waitFor(check: () => Promise<boolean> | boolean, ms = 20_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out');
}

// Runs with the PostgreSQL API suite (TEST_DATABASE_URL); each run gets a database of its own.
describe('pg-boss job queue on PostgreSQL', () => {
  const name = `tq_jobs_${randomBytes(6).toString('hex')}`;
  const admin = (sql: string) => adminQuery(serverUrl, sql);
  const url = () => withDatabaseName(serverUrl, name);
  const logs: string[] = [];
  const logger = createLogger('debug', (line) => logs.push(line));
  let a: JobQueue;
  let b: JobQueue;

  beforeAll(async () => {
    await admin(`create database ${name}`);
    a = await createPgBossQueue({ url: url(), logger });
    b = await createPgBossQueue({ url: url(), logger });
  });
  afterAll(async () => {
    await Promise.allSettled([a?.stop(), b?.stop()]);
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('two queue instances on one database run each job once', async () => {
    const runs: { by: string; n: number }[] = [];
    const handler =
      (by: string) =>
      async ({ n }: { n: number }) => {
        runs.push({ by, n });
        await new Promise((r) => setTimeout(r, 20));
      };
    await a.work('shared', handler('a'), { concurrency: 2 });
    await b.work('shared', handler('b'), { concurrency: 2 });
    for (let n = 0; n < 20; n++) await (n % 2 ? a : b).enqueue('shared', { n });
    await waitFor(async () => runs.length >= 20 && (await a.pending('shared')) === 0);
    await new Promise((r) => setTimeout(r, 1500)); // a double run would show up within a polling round
    expect(runs.map((r) => r.n).sort((x, y) => x - y)).toEqual([...Array(20).keys()]);
    expect(new Set(runs.map((r) => r.by)).size).toBe(2); // both servers took work
  });

  it('a singleton job enqueued twice, from two instances, runs once', async () => {
    const runs: string[] = [];
    expect(await a.enqueue('single', { from: 'a' }, { singletonKey: 'item-1' })).toEqual(expect.any(String));
    expect(await b.enqueue('single', { from: 'b' }, { singletonKey: 'item-1' })).toBeNull();
    await a.work<{ from: string }>('single', async ({ from }) => void runs.push(from));
    await b.work<{ from: string }>('single', async ({ from }) => void runs.push(from));
    await waitFor(() => runs.length >= 1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(runs).toEqual(['a']);
  });

  it('retries a failing job, then keeps it as a dead letter, logged at error without its payload', async () => {
    let attempts = 0;
    await a.work('doomed', async () => {
      attempts += 1;
      throw new Error('provider down');
    });
    const id = await b.enqueue(
      'doomed',
      { accessToken: 'access-sandbox-secret-value' },
      { retryLimit: 1, retryDelayMs: 1000, retryBackoff: true },
    );
    await waitFor(async () => (await a.deadLetters()).count === 1, 30_000);
    expect(attempts).toBe(2);
    const dead = await b.deadLetters();
    expect(dead.recent).toEqual([{ id, name: 'doomed', failedAt: expect.any(Date) }]);
    const errorLine = logs.find((l) => l.includes(' ERROR ') && l.includes('job dead-lettered'));
    expect(errorLine).toContain(id);
    expect(logs.join('\n')).not.toContain('secret-value');
  });
});
