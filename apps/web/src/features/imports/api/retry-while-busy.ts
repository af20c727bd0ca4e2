import { ApiError } from '../../../lib/api.ts';

/** How often, and how many times, a refused upload asks again: about ten seconds in all. */
export const BUSY_RETRY_MS = 400;
export const BUSY_RETRIES = 25;

/**
 * The server runs one import (previews included) per user at a time and answers 429 to another. A preview
 * the user overtook by changing a choice was aborted here, yet may still run there for a moment: the newer
 * request waits for it and asks again instead of showing an error. A 429 did nothing on the server, so an
 * import is as safe to send again as a preview. Stops at once when `signal` aborts.
 */
export async function retryWhileBusy<T>(send: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (err) {
      const busy = err instanceof ApiError && err.status === 429;
      if (!busy || attempt >= BUSY_RETRIES || signal?.aborted) throw err;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, BUSY_RETRY_MS);
        signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
      });
      if (signal?.aborted) throw new ApiError(0, 'aborted', 'The upload was cancelled.');
    }
  }
}
