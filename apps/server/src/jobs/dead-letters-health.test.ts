import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.ts';

async function waitFor(check: () => Promise<boolean>, ms = 20_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out');
}

describe('dead letters are visible', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const health = async () =>
    (await (await ctx.app.request('/api/health')).json()) as { jobs: { queue: string; deadLetters: number } };

  it('counts a job that failed after its retries in /api/health and logs its name and id at error', async () => {
    expect((await health()).jobs.deadLetters).toBe(0);
    await ctx.jobs.work('test.always-fails', async () => {
      throw new Error('the provider is down');
    });
    const id = await ctx.jobs.enqueue(
      'test.always-fails',
      { password: 'hunter2-never-logged' },
      { retryLimit: 0 },
    );
    await waitFor(async () => (await health()).jobs.deadLetters === 1);
    const line = ctx.logs.find((l) => l.includes(' ERROR ') && l.includes('job dead-lettered'));
    expect(line).toContain(id);
    expect(line).toContain('test.always-fails');
    expect(ctx.logs.join('\n')).not.toContain('hunter2-never-logged');
  });
});
