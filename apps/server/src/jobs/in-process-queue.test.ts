import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createInProcessQueue } from './in-process-queue.ts';

const quietLogger = (lines: string[]) => createLogger('debug', (line) => lines.push(line));

describe('in-process job queue', () => {
  it('retries a failing job with exponential backoff, then keeps it as a dead letter and logs it', async () => {
    const logs: string[] = [];
    const queue = createInProcessQueue(quietLogger(logs));
    const attempts: number[] = [];
    await queue.work<{ accessToken: string }>('flaky', async (_payload, job) => {
      attempts.push(performance.now());
      throw new Error(`attempt ${job.attempt} failed`);
    });
    const id = await queue.enqueue(
      'flaky',
      { accessToken: 'access-sandbox-secret-value' },
      { retryLimit: 3, retryDelayMs: 40, retryBackoff: true },
    );
    await queue.idle();

    expect(attempts).toHaveLength(4);
    const gaps = attempts.slice(1).map((t, i) => t - attempts[i]!);
    // At least 40, 80 and 160 ms apart: timers may fire late (a busy machine), never early, so a fixed
    // 40 ms delay would fail the second and third bounds.
    expect(gaps[0]).toBeGreaterThanOrEqual(38);
    expect(gaps[1]).toBeGreaterThanOrEqual(78);
    expect(gaps[2]).toBeGreaterThanOrEqual(158);

    const dead = await queue.deadLetters();
    expect(dead.count).toBe(1);
    expect(dead.recent).toEqual([{ id, name: 'flaky', failedAt: expect.any(Date) }]);
    const errorLines = logs.filter((l) => l.includes(' ERROR '));
    expect(errorLines).toHaveLength(1);
    expect(errorLines[0]).toContain('job dead-lettered');
    expect(errorLines[0]).toContain(id);
    expect(errorLines[0]).toContain('"job":"flaky"');
    // The payload (a bank token here) never reaches the log.
    expect(logs.join('\n')).not.toContain('secret-value');
    await queue.stop();
  });

  it('a job that succeeds on a retry is not a dead letter', async () => {
    const queue = createInProcessQueue(quietLogger([]));
    let calls = 0;
    await queue.work('once-flaky', async () => {
      calls += 1;
      if (calls === 1) throw new Error('first try fails');
    });
    await queue.enqueue('once-flaky', {}, { retryLimit: 2, retryDelayMs: 5 });
    await queue.idle();
    expect(calls).toBe(2);
    expect((await queue.deadLetters()).count).toBe(0);
    await queue.stop();
  });

  it('runs a singleton job enqueued twice once, and one enqueued while it runs after it', async () => {
    const queue = createInProcessQueue(quietLogger([]));
    const ids = [await queue.enqueue('sync', { n: 1 }, { singletonKey: 'item-1' })];
    ids.push(await queue.enqueue('sync', { n: 2 }, { singletonKey: 'item-1' }));
    expect(ids[0]).toEqual(expect.any(String));
    expect(ids[1]).toBeNull();

    const runs: number[] = [];
    let concurrent = 0;
    let maxConcurrent = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await queue.work<{ n: number }>(
      'sync',
      async ({ n }) => {
        concurrent += 1;
        maxConcurrent = Math.max(maxConcurrent, concurrent);
        runs.push(n);
        if (n === 1) await gate;
        concurrent -= 1;
      },
      { concurrency: 4 },
    );
    await new Promise((r) => setTimeout(r, 10));
    expect(runs).toEqual([1]);
    // While the first runs, one more may wait (a change announced mid-run is not lost); a third is dropped.
    expect(await queue.enqueue('sync', { n: 3 }, { singletonKey: 'item-1' })).toEqual(expect.any(String));
    expect(await queue.enqueue('sync', { n: 4 }, { singletonKey: 'item-1' })).toBeNull();
    // Another key is not held up.
    await queue.enqueue('sync', { n: 5 }, { singletonKey: 'item-2' });
    await new Promise((r) => setTimeout(r, 10));
    expect(runs).toEqual([1, 5]);
    release();
    await queue.idle();
    expect(runs).toEqual([1, 5, 3]);
    expect(maxConcurrent).toBe(2);
    expect(await queue.pending('sync')).toBe(0);
    await queue.stop();
  });
});
