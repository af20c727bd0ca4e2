import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { ADVISOR_STATUS_TTL_MS, createAdvisorStatus } from './advisor-status.ts';

const logger = createLogger('silent');
const STATUS_URL = 'https://status.example.com/advisor';

/** A fake status service answering the given bodies in turn, counting calls. */
function fakeFetch(...answers: Array<unknown | Error>) {
  const calls: string[] = [];
  const fetch = (async (url: string | URL | Request) => {
    calls.push(String(url));
    const answer = answers[Math.min(calls.length, answers.length) - 1];
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer), { status: answer === 'boom' ? 500 : 200 });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('advisor status', () => {
  it('follows ADVISOR_ONLINE without asking anyone', async () => {
    const { fetch, calls } = fakeFetch({ online: false });
    const env = { ADVISOR_ONLINE: 'true' as const, ADVISOR_STATUS_URL: STATUS_URL };
    expect(await createAdvisorStatus({ env, logger, now: () => 0, fetch })()).toEqual({
      online: true,
      source: 'setting',
    });
    expect(calls).toEqual([]);
  });

  it('is offline when nothing is configured', async () => {
    const status = createAdvisorStatus({ env: {}, logger, now: () => 0 });
    expect((await status()).online).toBe(false);
  });

  it('asks the status URL and caches the answer for 30 s', async () => {
    let now = 1_000;
    const { fetch, calls } = fakeFetch({ online: true }, { online: false });
    const status = createAdvisorStatus({
      env: { ADVISOR_STATUS_URL: STATUS_URL },
      logger,
      now: () => now,
      fetch,
    });
    expect((await status()).online).toBe(true);
    now += ADVISOR_STATUS_TTL_MS - 1;
    expect((await status()).online).toBe(true);
    expect(calls).toHaveLength(1);
    now += 1;
    expect((await status()).online).toBe(false);
    expect(calls).toEqual([STATUS_URL, STATUS_URL]);
  });

  it('shares one call between concurrent requests', async () => {
    const { fetch, calls } = fakeFetch({ online: true });
    const status = createAdvisorStatus({
      env: { ADVISOR_STATUS_URL: STATUS_URL },
      logger,
      now: () => 0,
      fetch,
    });
    await Promise.all([status(), status(), status()]);
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['a network failure', new Error('connect ECONNREFUSED')],
    ['a server error', 'boom'],
    ['a body without a boolean', { online: 'yes' }],
  ])('counts %s as offline', async (_name, answer) => {
    const { fetch } = fakeFetch(answer);
    const status = createAdvisorStatus({
      env: { ADVISOR_STATUS_URL: STATUS_URL },
      logger,
      now: () => 0,
      fetch,
    });
    expect((await status()).online).toBe(false);
  });
});

describe('GET /api/advisor-status', () => {
  let ctx: TestContext | undefined;
  afterEach(() => ctx?.close());

  it('answers { online } uncached by browsers', async () => {
    ctx = await createTestContext({ env: { ADVISOR_ONLINE: 'true' } });
    const res = await ctx.app.request('/api/advisor-status');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ online: true });
  });

  it('is offline by default', async () => {
    ctx = await createTestContext();
    expect(await (await ctx.app.request('/api/advisor-status')).json()).toEqual({ online: false });
  });
});
