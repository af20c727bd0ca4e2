import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, READ_TIMEOUT_MS, TIMEOUT_MESSAGE } from './api.ts';
import { shouldRetryQuery } from './query-retry.ts';

// docs/product.md#the-first-hour: a screen stayed on Loading... for more than 30 seconds. A read that stalls now ends in an error
// the screen shows (with Try again) after READ_TIMEOUT_MS, and is not retried for as long again.

/** A server that never answers, until the request is aborted. */
function stalledFetch() {
  return vi.fn(
    (_path: string, init: RequestInit = {}) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('api() reads', () => {
  it('give up after READ_TIMEOUT_MS with a timeout error, which is not retried', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', stalledFetch());
    const read = api('/api/recurring');
    const failed = expect(read).rejects.toMatchObject({
      status: 0,
      code: 'timeout',
      message: TIMEOUT_MESSAGE,
    });
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS);
    await failed;
    expect(READ_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
    expect(shouldRetryQuery(0, new ApiError(0, 'timeout', TIMEOUT_MESSAGE))).toBe(false);
  });

  it('still answer normally, and writes are never cut', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ok: true })),
    );
    await expect(api('/api/accounts')).resolves.toEqual({ ok: true });
    vi.useFakeTimers();
    const fetchMock = stalledFetch();
    vi.stubGlobal('fetch', fetchMock);
    let settled = false;
    void api('/api/bank/fetch-transactions', { body: {} }).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS * 3);
    expect(settled).toBe(false);
  });
});
