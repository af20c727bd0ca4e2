import { ApiError } from './api.ts';

/**
 * Retry policy for every query: a 4xx answer (signed out, not found, bad input) will not change on a second
 * try, so it shows at once; a network failure or a 5xx gets one more try before the screen says it failed;
 * a timed-out read shows at once too.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  // A read that timed out already took READ_TIMEOUT_MS: say so now rather than wait as long again.
  if (error instanceof ApiError && error.code === 'timeout') return false;
  return failureCount < 1;
}
