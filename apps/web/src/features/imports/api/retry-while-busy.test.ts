import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { BUSY_RETRIES, BUSY_RETRY_MS, retryWhileBusy } from './retry-while-busy.ts';

const busy = () => new ApiError(429, 'import_in_progress', 'Another import of yours is still running.');

describe('retryWhileBusy', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks again while the server is busy with an overtaken preview, then answers', async () => {
    const send = vi.fn().mockRejectedValueOnce(busy()).mockRejectedValueOnce(busy()).mockResolvedValue('ok');
    const answer = retryWhileBusy(send);
    await vi.advanceTimersByTimeAsync(BUSY_RETRY_MS * 2);
    await expect(answer).resolves.toBe('ok');
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('passes any other error on at once, and gives up after the last retry', async () => {
    const bad = new ApiError(400, 'not_a_statement', 'Not a statement.');
    await expect(retryWhileBusy(vi.fn().mockRejectedValue(bad))).rejects.toBe(bad);
    const send = vi.fn().mockRejectedValue(busy());
    const answer = retryWhileBusy(send);
    const settled = expect(answer).rejects.toMatchObject({ status: 429 });
    await vi.advanceTimersByTimeAsync(BUSY_RETRY_MS * (BUSY_RETRIES + 1));
    await settled;
    expect(send).toHaveBeenCalledTimes(BUSY_RETRIES + 1);
  });

  it('stops waiting when the request is aborted', async () => {
    const controller = new AbortController();
    const send = vi.fn().mockRejectedValue(busy());
    const answer = retryWhileBusy(send, controller.signal);
    const settled = expect(answer).rejects.toMatchObject({ code: 'aborted' });
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await settled;
    expect(send).toHaveBeenCalledTimes(1);
  });
});
